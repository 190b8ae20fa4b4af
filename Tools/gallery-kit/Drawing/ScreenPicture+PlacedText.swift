#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutRendering
import UIKitCompat

/// The text of a custom cell's views, each at the frame its constraints gave it and wrapped
/// as the headless text model (`TextMeasure`, rule 40) wrapped it when the view was sized,
/// so the picture shows the lines the row made room for and no text runs over another view.
extension ScreenPicture {
  /// The lines and glyphs of the views in `cell`'s content view beside its list content
  /// view: that view's configuration, the labels' text and the image views' glyphs, in the
  /// cell's coordinates. An image view shows a glyph only where it has a size: headless
  /// images have none (rule 39), and a glyph of no size would sit on the accessories.
  ///
  /// - Complexity: O(characters in the views' text).
  static func placedTexts(of cell: UICollectionViewCell) -> [PlacedText] {
    let contentView = cell.contentView
    contentView.layoutIfNeeded()
    let origin = contentView.frame.origin
    return contentView.subviews.filter { !$0.isHidden }.flatMap { view -> [PlacedText] in
      let frame = LayoutRect(
        x: Double(origin.x + view.frame.minX), y: Double(origin.y + view.frame.minY),
        width: Double(view.frame.width), height: Double(view.frame.height))
      switch view {
      case let list as UIListContentView:
        return placedTexts(of: list, in: frame)
      case let label as UILabel:
        return placedTexts(of: label, in: frame)
      case let image as UIImageView:
        guard let name = image.image?.name, frame.width > 0, frame.height > 0 else { return [] }
        var glyph = PlacedText(ScreenRenderer.symbol(name), frame: frame, isGlyph: true)
        glyph.fontSize = min(frame.width, frame.height)
        glyph.color = color(image.tintColor) ?? .label
        return [glyph]
      default:
        return []
      }
    }
  }

  /// A list content view's image glyph, text and secondary text where the view lays them
  /// out (its layout guides), the text in the lines its measurement wrapped it into.
  private static func placedTexts(of list: UIListContentView, in frame: LayoutRect)
    -> [PlacedText]
  {
    guard let configuration = list.configuration as? UIListContentConfiguration else {
      return []
    }
    // A guide's frame in the cell's coordinates.
    func box(_ guide: UILayoutGuide?) -> LayoutRect? {
      guard let rect = guide?.layoutFrame else { return nil }
      return LayoutRect(
        x: frame.minX + Double(rect.minX - list.bounds.minX),
        y: frame.minY + Double(rect.minY - list.bounds.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
    var placed: [PlacedText] = []
    if let image = configuration.image, let imageBox = box(list.imageLayoutGuide) {
      var glyph = PlacedText(ScreenRenderer.symbol(image.name), frame: imageBox, isGlyph: true)
      glyph.fontSize = min(imageBox.width, imageBox.height)
      glyph.color = color(configuration.textProperties.color) ?? .label
      placed.append(glyph)
    }
    let margins = configuration.directionalLayoutMargins
    let wrap = list.bounds.width - margins.leading - margins.trailing
    let scale = list.traitCollection.displayScale
    if let text = configuration.text, let textBox = box(list.textLayoutGuide) {
      placed += lines(
        of: text, properties: configuration.textProperties, wrap: wrap, scale: scale,
        in: textBox, alignedTrailing: false, fallback: .label)
    }
    if let secondary = configuration.secondaryText,
      let secondaryBox = box(list.secondaryTextLayoutGuide)
    {
      placed += lines(
        of: secondary, properties: configuration.secondaryTextProperties, wrap: wrap,
        scale: scale, in: secondaryBox,
        alignedTrailing: configuration.prefersSideBySideTextAndSecondaryText,
        fallback: .secondaryLabel)
    }
    return placed
  }

  /// `text` in the lines the text model wraps it into at `wrap`, one under another from the
  /// top of `box`, each kept within the box's width: the text model leaves a list content
  /// view's image out of the wrapping width (rule 40), so a line after the image may be
  /// longer than the box.
  private static func lines(
    of text: String, properties: UIListContentConfiguration.TextProperties, wrap: CGFloat,
    scale: CGFloat, in box: LayoutRect, alignedTrailing: Bool, fallback: RenderColor
  ) -> [PlacedText] {
    let lineHeight = Double(properties.font.lineHeight)
    let lines = TextMeasure(font: properties.font, scale: scale).lines(
      of: text, maximumLines: properties.numberOfLines, width: wrap)
    return lines.enumerated().map { index, line in
      let width = min(Double(line.width), box.width)
      var placed = PlacedText(
        String(line.text),
        frame: LayoutRect(
          x: alignedTrailing ? box.maxX - width : box.minX,
          y: box.minY + Double(index) * lineHeight, width: width, height: lineHeight))
      placed.fontSize = Double(properties.font.pointSize)
      placed.isBold = isBold(properties.font)
      placed.color = color(properties.color) ?? fallback
      return placed
    }
  }

  /// A label's lines in its frame: wrapped at its width when it has more than one line, each
  /// aligned as the label aligns its text, the block centred vertically.
  private static func placedTexts(of label: UILabel, in frame: LayoutRect) -> [PlacedText] {
    let lines = TextMeasure(font: label.font, scale: label.traitCollection.displayScale).lines(
      of: label.text ?? "", maximumLines: label.numberOfLines,
      width: label.numberOfLines == 1 ? .infinity : CGFloat(frame.width))
    let lineHeight = Double(label.font.lineHeight)
    let top = frame.midY - Double(lines.count) * lineHeight / 2
    return lines.enumerated().map { index, line in
      let width = min(Double(line.width), frame.width)
      let x: Double =
        switch label.textAlignment {
        case .center: frame.midX - width / 2
        case .right: frame.maxX - width
        default: frame.minX
        }
      var placed = PlacedText(
        String(line.text),
        frame: LayoutRect(
          x: x, y: top + Double(index) * lineHeight, width: width, height: lineHeight))
      placed.fontSize = Double(label.font.pointSize)
      placed.isBold = isBold(label.font)
      placed.color = color(label.textColor) ?? .label
      return placed
    }
  }
}
#endif
