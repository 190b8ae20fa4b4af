import LayoutGeometry
import LayoutResolution

/// The SVG markup of an element drawn with its ``ElementContent``: its background shape,
/// then its text, symbol and accessories, clipped to its frame by fitting the text, then its
/// border over them (Core Animation draws a layer's border above its content).
enum ContentMarkup {
  /// The font stack of content text: the platform's UI font, then common sans-serifs.
  static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"

  /// The markup of `content` over `frame`, grouped with `attributes` (class, data and
  /// opacity or transform) and a `<title>`.
  static func markup(
    _ content: ElementContent, frame: LayoutRect, attributes: [(String, String)], title: String
  ) -> String {
    var body = "<title>\(title.xmlEscaped)</title>\n"
    if let fill = content.fill { body += shape(content, frame: frame, fill: fill) }
    switch content.arrangement {
    case .row: body += row(content, frame: frame)
    case .header: body += header(content, frame: frame)
    case .tile, .badge: body += centred(content, frame: frame)
    case .background: break
    }
    for placed in content.placedTexts { body += text(placed, in: frame) }
    if let color = content.borderColor { body += border(content, frame: frame, color: color) }
    return "<g" + SVGDrawing.attributeList(attributes) + ">\n" + body + "</g>\n"
  }

  /// The background: a rect, rounded on all corners or none, or a path rounding only the
  /// top or bottom ones; a badge is a capsule.
  private static func shape(_ content: ElementContent, frame: LayoutRect, fill: RenderColor)
    -> String
  {
    shape(
      content.roundedCorners, radius: radius(content, frame: frame), frame: frame,
      paint: [("class", "fill"), ("fill", fill.hex)])
  }

  /// The border: a line of its width inside the frame, following the background's corners
  /// (its outer edge on them, as Core Animation strokes a layer's border inside its bounds);
  /// a border as wide as half the element or wider covers it.
  private static func border(_ content: ElementContent, frame: LayoutRect, color: RenderColor)
    -> String
  {
    let width = content.borderWidth
    guard width > 0, width.isFinite, frame.width > 0, frame.height > 0 else { return "" }
    let radius = radius(content, frame: frame)
    guard width < min(frame.width, frame.height) / 2 else {
      return shape(
        content.roundedCorners, radius: radius, frame: frame,
        paint: [("class", "border"), ("fill", color.hex)])
    }
    let half = width / 2
    let inset = LayoutRect(
      x: frame.minX + half, y: frame.minY + half, width: frame.width - width,
      height: frame.height - width)
    return shape(
      content.roundedCorners, radius: max(radius - half, 0), frame: inset,
      paint: [
        ("class", "border"), ("fill", "none"), ("stroke", color.hex),
        ("stroke-width", FixedNumber.format(width)),
      ])
  }

  /// The radius of `content`'s corners over `frame`: at most half its shorter side, all of
  /// it for a badge.
  private static func radius(_ content: ElementContent, frame: LayoutRect) -> Double {
    let limit = min(frame.width, frame.height) / 2
    return content.arrangement == .badge ? limit : min(max(content.cornerRadius, 0), limit)
  }

  /// A shape over `frame` rounding `corners` by `radius`: a rect, rounded on all corners or
  /// none, or a path rounding only the top or bottom ones; `paint` (its class first) follows
  /// the geometry.
  private static func shape(
    _ corners: ElementContent.Corners, radius: Double, frame: LayoutRect,
    paint: [(String, String)]
  ) -> String {
    guard radius > 0, !corners.isEmpty else {
      return SVGDrawing.rect(frame, attributes: paint, fill: nil)
    }
    guard corners != .all else {
      return SVGDrawing.rect(
        frame,
        attributes: paint + [
          ("rx", FixedNumber.format(radius)), ("ry", FixedNumber.format(radius)),
        ], fill: nil)
    }
    let top = corners.contains(.top) ? radius : 0
    let bottom = corners.contains(.bottom) ? radius : 0
    let n = FixedNumber.format
    let (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    // A quarter circle of radius r ending at (x, y), or nothing for a square corner.
    func arc(_ r: Double, _ x: Double, _ y: Double) -> String {
      r > 0 ? " A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(y))" : ""
    }
    let path =
      "M\(n(x0)) \(n(y0 + top))" + arc(top, x0 + top, y0) + " H\(n(x1 - top))"
      + arc(top, x1, y0 + top) + " V\(n(y1 - bottom))" + arc(bottom, x1 - bottom, y1)
      + " H\(n(x0 + bottom))" + arc(bottom, x0, y1 - bottom) + " Z"
    return "<path"
      + SVGDrawing.attributeList(Array(paint.prefix(1)) + [("d", path)] + paint.dropFirst())
      + "/>\n"
  }

  /// A list row: symbol and text from the leading inset, the secondary text below them or
  /// before the accessories, the accessories ending at the trailing inset.
  private static func row(_ content: ElementContent, frame: LayoutRect) -> String {
    var markup = ""
    var end = frame.maxX - content.trailingInset
    for accessory in content.accessories.reversed() {
      let width = TextWidth.of(accessory, fontSize: content.fontSize)
      guard end - width >= frame.minX + content.leadingInset else { break }
      markup += text(
        accessory, x: end, y: frame.midY, size: content.fontSize,
        color: content.secondaryTextColor, anchor: "end")
      end -= width + 8
    }
    var x = frame.minX + content.leadingInset
    if !content.symbol.isEmpty, x + content.fontSize * 1.2 <= end {
      markup += text(
        content.symbol, x: x, y: frame.midY, size: content.fontSize, color: content.textColor)
      x += content.fontSize * 1.2 + 12
    }
    let below = content.secondaryTextIsBelow && !content.secondaryText.isEmpty
    let spacing = (content.fontSize + content.secondaryFontSize) * 0.6
    let textY = below ? frame.midY - spacing / 2 : frame.midY
    var room = end - x
    if !content.secondaryText.isEmpty, !below {
      let fitted = TextWidth.fitting(
        content.secondaryText, width: max(room / 2, 0), fontSize: content.secondaryFontSize)
      markup += text(
        fitted, x: end, y: frame.midY, size: content.secondaryFontSize,
        color: content.secondaryTextColor, anchor: "end")
      room -= TextWidth.of(fitted, fontSize: content.secondaryFontSize) + 8
    }
    markup += text(
      TextWidth.fitting(content.text, width: max(room, 0), fontSize: content.fontSize), x: x,
      y: textY, size: content.fontSize, color: content.textColor, bold: content.isBold)
    if below {
      markup += text(
        TextWidth.fitting(
          content.secondaryText, width: max(room, 0), fontSize: content.secondaryFontSize),
        x: x, y: textY + spacing, size: content.secondaryFontSize,
        color: content.secondaryTextColor)
    }
    return markup
  }

  /// A header: its text from the leading inset, centred vertically.
  private static func header(_ content: ElementContent, frame: LayoutRect) -> String {
    let room = frame.width - content.leadingInset - content.trailingInset
    return text(
      TextWidth.fitting(content.text, width: max(room, 0), fontSize: content.fontSize),
      x: frame.minX + content.leadingInset, y: frame.midY, size: content.fontSize,
      color: content.textColor, bold: content.isBold)
  }

  /// A tile or badge: its text centred, made smaller to fit a small view.
  private static func centred(_ content: ElementContent, frame: LayoutRect) -> String {
    let size = min(content.fontSize, frame.height * 0.7)
    return text(
      TextWidth.fitting(content.text, width: max(frame.width - 4, 0), fontSize: size),
      x: frame.midX, y: frame.midY, size: size, color: content.textColor, anchor: "middle",
      bold: content.isBold)
  }

  /// Text placed in the element at `frame`: a line from its frame's leading edge, set at
  /// most at the size at which 0.55 em a character fills the frame (so lines a layout
  /// measured narrower than that advance keep to their frames in any font, all lines of one
  /// font alike), or a glyph centred on its frame at its size.
  private static func text(_ placed: PlacedText, in frame: LayoutRect) -> String {
    let box = placed.frame
    guard placed.isGlyph || box.width > 0 else { return "" }
    let bound = TextWidth.uniform(placed.text, fontSize: placed.fontSize)
    let size =
      !placed.isGlyph && bound > box.width
      ? placed.fontSize * box.width / bound : placed.fontSize
    return text(
      placed.text, x: frame.minX + (placed.isGlyph ? box.midX : box.minX),
      y: frame.minY + box.midY, size: size, color: placed.color,
      anchor: placed.isGlyph ? "middle" : "start", bold: placed.isBold)
  }

  /// One line of text, or nothing for empty text.
  private static func text(
    _ string: String, x: Double, y: Double, size: Double, color: RenderColor,
    anchor: String = "start", bold: Bool = false
  ) -> String {
    guard !string.isEmpty, size > 0 else { return "" }
    var attributes: [(String, String)] = [
      ("x", FixedNumber.format(x)), ("y", FixedNumber.format(y)),
      ("font-family", fontFamily), ("font-size", FixedNumber.format(size)),
    ]
    if bold { attributes.append(("font-weight", "600")) }
    if anchor != "start" { attributes.append(("text-anchor", anchor)) }
    attributes += [("dominant-baseline", "central"), ("fill", color.hex)]
    return "<text" + SVGDrawing.attributeList(attributes) + ">\(string.xmlEscaped)</text>\n"
  }
}
