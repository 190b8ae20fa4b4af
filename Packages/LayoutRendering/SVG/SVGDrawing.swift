import LayoutGeometry

/// The parts of an SVG picture: its padded area, the area it covers, and the markup of its
/// elements. ``SVGRenderer`` wraps them in a document; ``HTMLPageRenderer`` embeds them.
struct SVGDrawing {
  /// The padded area: the view box.
  let area: LayoutRect
  /// The area the picture covers, without padding.
  let content: LayoutRect
  /// The elements' markup, one per line.
  let body: String

  /// The document width, in points.
  var width: String { FixedNumber.format(area.width) }
  /// The document height, in points.
  var height: String { FixedNumber.format(area.height) }
  /// The `viewBox` attribute's value.
  var viewBox: String {
    [area.minX, area.minY, area.width, area.height].map(FixedNumber.format)
      .joined(separator: " ")
  }
  /// The covered area's size, e.g. `375 × 300`.
  var size: String {
    "\(FixedNumber.format(content.width)) × \(FixedNumber.format(content.height))"
  }

  /// `rect`'s origin and size in words, e.g. `375 × 300 at (0, 0)`.
  static func describe(_ rect: LayoutRect) -> String {
    "\(FixedNumber.format(rect.width)) × \(FixedNumber.format(rect.height)) at "
      + "(\(FixedNumber.format(rect.minX)), \(FixedNumber.format(rect.minY)))"
  }

  /// A `<rect>` for `frame` with `attributes` (class first), then the fill, and a `<title>`
  /// child when one is given.
  static func rect(
    _ frame: LayoutRect, attributes: [(String, String)], fill: RenderColor?, title: String? = nil
  ) -> String {
    let geometry = [
      ("x", frame.minX), ("y", frame.minY), ("width", frame.width), ("height", frame.height),
    ].map { ($0.0, FixedNumber.format($0.1)) }
    let first = attributes.prefix(1)
    let rest = attributes.dropFirst()
    let fillAttribute = fill.map { [("fill", $0.hex)] } ?? []
    let list = attributeList(Array(first) + geometry + fillAttribute + Array(rest))
    guard let title else { return "<rect\(list)/>\n" }
    return "<rect\(list)><title>\(title.xmlEscaped)</title></rect>\n"
  }

  /// ` name="value"` for each pair, in order, values escaped.
  static func attributeList(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\($0.1.xmlEscaped)\"" }.joined()
  }
}
