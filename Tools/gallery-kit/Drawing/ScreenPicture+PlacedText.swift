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
      let properties = configuration.textProperties
      placed += lines(
        of: text, font: properties.font, maximumLines: properties.numberOfLines, wrap: wrap,
        scale: scale, in: textBox, alignment: .left, centredVertically: false,
        color: color(properties.color) ?? .label)
    }
    if let secondary = configuration.secondaryText,
      let secondaryBox = box(list.secondaryTextLayoutGuide)
    {
      let properties = configuration.secondaryTextProperties
      placed += lines(
        of: secondary, font: properties.font, maximumLines: properties.numberOfLines,
        wrap: wrap, scale: scale, in: secondaryBox,
        alignment: configuration.prefersSideBySideTextAndSecondaryText ? .right : .left,
        centredVertically: false, color: color(properties.color) ?? .secondaryLabel)
    }
    return placed
  }

  /// A label's lines in its frame: wrapped at its width when it has more than one line, each
  /// aligned as the label aligns its text, the block centred vertically.
  private static func placedTexts(of label: UILabel, in frame: LayoutRect) -> [PlacedText] {
    lines(
      of: label.text ?? "", font: label.font, maximumLines: label.numberOfLines,
      wrap: label.numberOfLines == 1 ? .infinity : CGFloat(frame.width),
      scale: label.traitCollection.displayScale, in: frame, alignment: label.textAlignment,
      centredVertically: true, color: color(label.textColor) ?? .label)
  }

  /// `text` in the lines the text model wraps it into at `wrap`, one under another from the
  /// top of `box` (or centred in it), each aligned in the box and kept within its width: the
  /// text model leaves a list content view's image out of the wrapping width (rule 40), so a
  /// line after the image may be longer than the box.
  private static func lines(
    of text: String, font: UIFont, maximumLines: Int, wrap: CGFloat, scale: CGFloat,
    in box: LayoutRect, alignment: NSTextAlignment, centredVertically: Bool, color: RenderColor
  ) -> [PlacedText] {
    let lineHeight = Double(font.lineHeight)
    let lines = TextMeasure(font: font, scale: scale).lines(
      of: text, maximumLines: maximumLines, width: wrap)
    let top = centredVertically ? box.midY - Double(lines.count) * lineHeight / 2 : box.minY
    return lines.enumerated().map { index, line in
      let width = min(Double(line.width), box.width)
      let x: Double =
        switch alignment {
        case .center: box.midX - width / 2
        case .right: box.maxX - width
        default: box.minX
        }
      var placed = PlacedText(
        String(line.text),
        frame: LayoutRect(
          x: x, y: top + Double(index) * lineHeight, width: width, height: lineHeight))
      placed.fontSize = Double(font.pointSize)
      placed.isBold = isBold(font)
      placed.color = color
      return placed
    }
  }
}
#endif
