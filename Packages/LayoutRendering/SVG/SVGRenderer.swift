import LayoutGeometry
import LayoutResolution

/// Draws solved attributes as an SVG document, one point to one SVG unit.
///
/// The output is deterministic: the same input gives the same bytes, on every run and
/// platform. Numbers are written with at most two decimals (no exponents, no locale),
/// elements follow the input's drawing order, and colours come from a ``RenderPalette``
/// whose kind hues use a stable hash.
///
/// The document holds a `<title>` and a `<desc>` for assistive technology; a canvas
/// background; one `<rect>` per drawn element, in ascending `zIndex` order (ties in input
/// order), each with a `<title>` naming it and a `class` of `cell`, `supplementary`,
/// `decoration` or `separator`; an item number (cells) or kind (supplementary views)
/// centred on the element when a 12 pt label fits (decorations sit behind other elements,
/// so their kind is only in their `<title>`); and the viewport's dashed outline on top.
/// Separators (decorations whose kind contains `separator`) are filled, unoutlined rects at
/// least 1 pt thick. Hidden and fully transparent elements are left out; alpha below 1
/// becomes `opacity`, and a transform becomes a `matrix` about the element's centre.
///
/// For `solved`, two 100 pt squares side by side:
///
/// ```swift
/// let svg = SVGRenderer(title: "Two squares").render(
///   solved.attributesForElements(in: solved.contentRect))
/// svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="216" height="116""#)  // true
/// // 200 × 100 of squares, 8 pt of padding on every side
/// ```
public struct SVGRenderer: Hashable, Sendable {
  /// The size of label text, in points.
  public static let labelFontSize = 12.0

  /// The document's title, read by assistive technology and shown by viewers.
  public var title: String
  /// The colours elements are painted with.
  public var palette: RenderPalette
  /// Space added around the canvas on every side, in points.
  public var padding: Double

  /// A renderer with the given title, colours and padding.
  public init(title: String = "Layout", palette: RenderPalette = .standard, padding: Double = 8) {
    self.title = title
    self.palette = palette
    self.padding = padding
  }

  /// The SVG document of `attributes`, with `viewport`'s outline when one is given.
  ///
  /// The document covers `canvas` when given; otherwise the union of the drawn frames and
  /// the viewport. Either way ``padding`` is added on every side.
  ///
  /// An element with an entry in `contents` is drawn as what it shows (its background,
  /// text, symbol and accessories: ``ElementContent``) instead of a numbered box, and
  /// `background`, when given, fills the canvas instead of the palette's colour. So the
  /// same call draws a wireframe or a picture of the screen:
  ///
  /// ```swift
  /// let key = ElementKey(category: .cell, indexPath: LayoutIndexPath(item: 0, section: 0))
  /// let picture = SVGRenderer(title: "Settings").render(
  ///   attributes, contents: [key: ElementContent(.row, text: "Wi-Fi")],
  ///   background: RenderColor(systemColorNamed: "systemGroupedBackground"))
  /// ```
  ///
  /// - Complexity: O(n log n + characters of output) for n elements, sorted by `zIndex`.
  public func render(
    _ attributes: [LayoutAttributes], viewport: LayoutRect? = nil, canvas: LayoutRect? = nil,
    contents: [ElementKey: ElementContent] = [:], background: RenderColor? = nil
  ) -> String {
    let drawing = self.drawing(
      attributes, viewport: viewport, canvas: canvas, contents: contents, background: background)
    let drawn = attributes.inDrawingOrder
    let counts = [
      ("cell", LayoutElementCategory.cell), ("supplementary view", .supplementaryView),
      ("decoration view", .decorationView),
    ].map { noun, category in
      let count = drawn.filter { $0.category == category }.count
      return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    var description =
      "\(counts[0]), \(counts[1]) and \(counts[2]) on a \(drawing.size) pt canvas"
    if let viewport {
      description += "; the dashed outline is the viewport, " + SVGDrawing.describe(viewport)
    }
    description += "."
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(drawing.width)" \
      height="\(drawing.height)" viewBox="\(drawing.viewBox)" role="img" \
      aria-labelledby="layout-title layout-desc">
      <title id="layout-title">\(title.xmlEscaped)</title>
      <desc id="layout-desc">\(description.xmlEscaped)</desc>
      \(drawing.body)</svg>

      """
  }

  /// The parts of the document the HTML page reuses: its size, view box and body. With
  /// `outlines`, elements drawn with content are outlined and numbered again on top, in a
  /// group of class `frames` the page shows on request.
  func drawing(
    _ attributes: [LayoutAttributes], viewport: LayoutRect?, canvas: LayoutRect?,
    contents: [ElementKey: ElementContent] = [:], background: RenderColor? = nil,
    outlines: Bool = false
  ) -> SVGDrawing {
    let elements = attributes.inDrawingOrder
    let bounds = canvas ?? Self.contentBounds(elements.map(\.frame) + (viewport.map { [$0] } ?? []))
    let pad = padding.isFinite ? max(padding, 0) : 0
    let area = bounds.isFinite ? bounds : .zero
    let padded = LayoutRect(
      x: area.minX - pad, y: area.minY - pad, width: area.width + pad * 2,
      height: area.height + pad * 2)
    var body = SVGDrawing.rect(
      padded, attributes: [("class", "canvas")], fill: background ?? palette.canvas)
    var framed = ""
    for element in elements {
      guard let content = contents[ElementKey(element)] else {
        body += self.element(element)
        continue
      }
      body += ContentMarkup.markup(
        content, frame: element.frame, attributes: dataAttributes(of: element),
        title: Self.name(of: element))
      if outlines { framed += self.element(element, filled: false) }
    }
    if !framed.isEmpty { body += "<g class=\"frames\">\n" + framed + "</g>\n" }
    if let viewport, viewport.isFinite {
      body += SVGDrawing.rect(
        viewport,
        attributes: [
          ("class", "viewport"), ("fill", "none"), ("stroke", palette.viewportStroke.hex),
          ("stroke-width", "2"), ("stroke-dasharray", "6 4"),
        ], fill: nil)
    }
    return SVGDrawing(area: padded, content: area, body: body)
  }

  /// The element's class, index path and kind as `data-` attributes, then `drawing` (the
  /// wireframe's stroke), then its opacity and transform.
  private func dataAttributes(of element: LayoutAttributes, drawing: [(String, String)] = [])
    -> [(String, String)]
  {
    var attributes: [(String, String)] = [
      ("class", Self.className(element)), ("data-section", String(element.indexPath.section)),
      ("data-item", String(element.indexPath.item)),
    ]
    if let kind = element.elementKind { attributes.append(("data-kind", kind)) }
    attributes += drawing
    if element.alpha < 1 { attributes.append(("opacity", FixedNumber.format(element.alpha))) }
    if !element.transform.isIdentity && element.transform.isFinite {
      attributes.append(("transform", Self.matrix(element.transform, about: element.frame)))
    }
    return attributes
  }

  /// The element as a wireframe: its box, filled by the palette or (`filled` false) only
  /// outlined, and its label.
  private func element(_ element: LayoutAttributes, filled: Bool = true) -> String {
    let stroke = palette.stroke(for: element).map { [("stroke", $0.hex), ("stroke-width", "1")] }
    var attributes = dataAttributes(of: element, drawing: stroke ?? [])
    if !filled { attributes.insert(("fill", "none"), at: 1) }
    let frame = element.isSeparator ? Self.thickened(element.frame) : element.frame
    var markup = SVGDrawing.rect(
      frame, attributes: attributes, fill: filled ? palette.fill(for: element) : nil,
      title: Self.name(of: element))
    if let label = label(for: element) { markup += label }
    return markup
  }

  /// The centred label of `element`, or `nil` when it has none or it does not fit.
  private func label(for element: LayoutAttributes) -> String? {
    let text = element.label
    let fontSize = Self.labelFontSize
    // Monospace glyphs are about 0.6 em wide; keep 2 pt clear on each side.
    let textWidth = Double(text.count) * fontSize * 0.6
    guard element.category != .decorationView, !text.isEmpty, textWidth + 4 <= element.frame.width,
      fontSize + 2 <= element.frame.height
    else { return nil }
    var attributes: [(String, String)] = [
      ("x", FixedNumber.format(element.frame.midX)),
      ("y", FixedNumber.format(element.frame.midY)),
      ("font-family", "monospace"), ("font-size", FixedNumber.format(fontSize)),
      ("text-anchor", "middle"), ("dominant-baseline", "central"),
      ("fill", palette.label.hex),
    ]
    if element.alpha < 1 { attributes.append(("opacity", FixedNumber.format(element.alpha))) }
    if !element.transform.isIdentity && element.transform.isFinite {
      attributes.append(("transform", Self.matrix(element.transform, about: element.frame)))
    }
    return "<text" + SVGDrawing.attributeList(attributes) + ">\(text.xmlEscaped)</text>\n"
  }

  private static func className(_ element: LayoutAttributes) -> String {
    switch element.category {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: element.isSeparator ? "separator" : "decoration"
    }
  }

  /// A name for the element's tooltip, e.g. `cell [0, 3]` or `supplementary header [0, 0]`.
  private static func name(of element: LayoutAttributes) -> String {
    let path = element.indexPath.description
    switch element.category {
    case .cell: return "cell \(path)"
    case .supplementaryView: return "supplementary \(element.elementKind ?? "") \(path)"
    case .decorationView: return "decoration \(element.elementKind ?? "") \(path)"
    }
  }

  /// `frame` grown to at least 1 pt on each side, about its centre, so hairlines show.
  private static func thickened(_ frame: LayoutRect) -> LayoutRect {
    let width = max(frame.width, 1)
    let height = max(frame.height, 1)
    return LayoutRect(
      x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
  }

  /// `transform` applied about `frame`'s centre, as an SVG `matrix(a b c d e f)`.
  private static func matrix(_ transform: LayoutTransform, about frame: LayoutRect) -> String {
    let x = frame.midX
    let y = frame.midY
    let e = x + transform.tx - transform.a * x - transform.c * y
    let f = y + transform.ty - transform.b * x - transform.d * y
    let values = [transform.a, transform.b, transform.c, transform.d, e, f]
    return "matrix(" + values.map(FixedNumber.format).joined(separator: " ") + ")"
  }

  /// The union of `frames`, or an empty rect at the origin when there are none.
  private static func contentBounds(_ frames: [LayoutRect]) -> LayoutRect {
    let finite = frames.filter(\.isFinite)
    guard let first = finite.first else { return .zero }
    return finite.dropFirst().reduce(first) { $0.union($1) }
  }
}

extension SVGRenderer {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: SVGRenderer, rhs: SVGRenderer) -> Bool {
    lhs.title == rhs.title
      && lhs.palette == rhs.palette
      && lhs.padding.isSameValue(as: rhs.padding)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(palette)
    hasher.combine(padding.sameValueHash)
  }
}
