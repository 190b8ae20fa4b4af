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
        guard let configuration = list.configuration as? UIListContentConfiguration else {
          return []
        }
        return placedTexts(of: configuration, in: frame, scale: list.traitCollection.displayScale)
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

  /// A list content view's image glyph at its leading margin, then its text and secondary
  /// text below it (or at the trailing margin, side by side), wrapped at the width its
  /// measurement wrapped them at and kept within its frame, the block centred vertically.
  private static func placedTexts(
    of configuration: UIListContentConfiguration, in frame: LayoutRect, scale: CGFloat
  ) -> [PlacedText] {
    let margins = configuration.directionalLayoutMargins
    let leading = frame.minX + Double(margins.leading)
    let trailing = frame.maxX - Double(margins.trailing)
    let textProperties = configuration.textProperties
    let secondaryProperties = configuration.secondaryTextProperties
    let wrap = CGFloat(trailing - leading)
    let text = TextMeasure(font: textProperties.font, scale: scale).lines(
      of: configuration.text ?? "", maximumLines: textProperties.numberOfLines, width: wrap)
    let secondary = TextMeasure(font: secondaryProperties.font, scale: scale).lines(
      of: configuration.secondaryText ?? "", maximumLines: secondaryProperties.numberOfLines,
      width: wrap)
    let textHeight = Double(textProperties.font.lineHeight)
    let secondaryHeight = Double(secondaryProperties.font.lineHeight)
    let sideBySide = configuration.prefersSideBySideTextAndSecondaryText
    let gap =
      !text.isEmpty && !secondary.isEmpty && !sideBySide
      ? Double(configuration.textToSecondaryTextVerticalPadding) : 0
    let blockHeight =
      sideBySide
      ? max(Double(text.count) * textHeight, Double(secondary.count) * secondaryHeight)
      : Double(text.count) * textHeight + gap + Double(secondary.count) * secondaryHeight
    let top = frame.midY - blockHeight / 2
    var placed: [PlacedText] = []
    var x = leading
    if let image = configuration.image {
      let size = Double(textProperties.font.pointSize)
      var glyph = PlacedText(
        ScreenRenderer.symbol(image.name),
        frame: LayoutRect(x: x, y: frame.midY - size / 2, width: size * 1.2, height: size),
        isGlyph: true)
      glyph.fontSize = size
      glyph.color = color(textProperties.color) ?? .label
      placed.append(glyph)
      x += size * 1.2 + Double(configuration.imageToTextPadding)
    }
    // The text model wraps at the width between the margins and leaves the image out
    // (rule 40), so a line after the glyph may run into the trailing margin, not past it.
    let room = max(frame.maxX - x, 0)
    let textColor = color(textProperties.color) ?? .label
    for (index, line) in text.enumerated() {
      var placedLine = PlacedText(
        String(line.text),
        frame: LayoutRect(
          x: x, y: top + Double(index) * textHeight, width: min(Double(line.width), room),
          height: textHeight))
      placedLine.fontSize = Double(textProperties.font.pointSize)
      placedLine.isBold = isBold(textProperties.font)
      placedLine.color = textColor
      placed.append(placedLine)
    }
    let secondaryTop = sideBySide ? top : top + Double(text.count) * textHeight + gap
    let secondaryColor = color(secondaryProperties.color) ?? .secondaryLabel
    for (index, line) in secondary.enumerated() {
      let width = min(Double(line.width), room)
      var placedLine = PlacedText(
        String(line.text),
        frame: LayoutRect(
          x: sideBySide ? trailing - width : x, y: secondaryTop + Double(index) * secondaryHeight,
          width: width, height: secondaryHeight))
      placedLine.fontSize = Double(secondaryProperties.font.pointSize)
      placedLine.isBold = isBold(secondaryProperties.font)
      placedLine.color = secondaryColor
      placed.append(placedLine)
    }
    return placed
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
