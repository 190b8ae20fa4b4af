import LayoutGeometry
import LayoutRendering
import LayoutResolution

/// libFuzzer's entry point: attributes with any frames, kinds, z-indexes, alphas and
/// transforms, drawn by the ASCII, SVG and HTML renderers at any scale, and whole-layout
/// pictures of a grid of any item count.
///
/// Properties: output is deterministic (drawn twice, the same bytes); an ASCII picture
/// holds at most `AsciiScale.maximumCharacters` characters, 4 bytes each, in at most its
/// scale's rows; an SVG document is one document; a whole-layout picture either draws or
/// throws `RenderingError.tooManyElements`.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let attributes = (0..<input.below(40)).map { _ in element(&input) }
  let viewport = LayoutRect(
    x: input.length(), y: input.length(), width: input.length(), height: input.length())
  checkAscii(attributes, viewport: viewport, input: &input)
  checkSVG(attributes, viewport: viewport, input: &input)
  // One input in eight: a picture counts up to 100,000 elements before it refuses.
  if input.below(8) == 0 { checkWholeLayout(&input) }
  return 0
}

func element(_ input: inout FuzzInput) -> LayoutAttributes {
  let category = input.pick([
    LayoutElementCategory.cell, .supplementaryView, .decorationView,
  ])
  return LayoutAttributes(
    indexPath: LayoutIndexPath(item: input.count(), section: input.count()), category: category,
    elementKind: category == .cell ? nil : input.string(),
    frame: LayoutRect(
      x: input.length(), y: input.length(), width: input.length(), height: input.length()),
    zIndex: Int(truncatingIfNeeded: input.word()), alpha: input.fraction(),
    isHidden: input.below(8) == 0,
    transform: input.below(4) == 0
      ? LayoutTransform(
        a: input.fraction(), b: input.fraction(), c: input.fraction(), d: input.fraction(),
        tx: input.length(), ty: input.length()) : .identity)
}

func checkAscii(_ attributes: [LayoutAttributes], viewport: LayoutRect, input: inout FuzzInput) {
  let renderer =
    input.bool()
    ? AsciiRenderer(columns: input.count()) : AsciiRenderer(pointsPerColumn: input.length())
  let picture = renderer.render(attributes, viewport: viewport)
  guard picture == renderer.render(attributes, viewport: viewport) else {
    fatalError("two ASCII pictures of the same input differ")
  }
  let scale = renderer.scale(for: viewport)
  let lines = picture.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  guard scale.columns * scale.rows <= AsciiScale.maximumCharacters,
    lines <= max(scale.rows, 0),
    picture.utf8.count <= 4 * AsciiScale.maximumCharacters + lines
  else {
    fatalError(
      "ASCII picture of \(picture.utf8.count) bytes, \(lines) lines at \(scale.columns) × "
        + "\(scale.rows)")
  }
  _ = scale.legend
}

func checkSVG(_ attributes: [LayoutAttributes], viewport: LayoutRect, input: inout FuzzInput) {
  let renderer = SVGRenderer(title: input.string(), padding: input.length())
  let canvas: LayoutRect? =
    input.bool()
    ? LayoutRect(
      x: input.length(), y: input.length(), width: input.length(), height: input.length()) : nil
  let shown: LayoutRect? = input.bool() ? viewport : nil
  let svg = renderer.render(attributes, viewport: shown, canvas: canvas)
  guard svg == renderer.render(attributes, viewport: shown, canvas: canvas) else {
    fatalError("two SVG documents of the same input differ")
  }
  // A title or kind containing "<svg" would show as text, escaped: one opening tag only.
  guard svg.hasPrefix("<svg "), svg.hasSuffix("</svg>\n"),
    svg.split(separator: "<svg ", omittingEmptySubsequences: false).count == 2
  else { fatalError("not one SVG document: \(svg.prefix(200))") }
  let contents = randomContents(for: attributes, input: &input)
  let screen = renderer.render(attributes, canvas: canvas, contents: contents)
  guard screen == renderer.render(attributes, canvas: canvas, contents: contents) else {
    fatalError("two SVG pictures with content of the same input differ")
  }
  // Each element with content is one group, closed; text inside is escaped.
  guard screen.hasSuffix("</svg>\n"),
    screen.split(separator: "<g ", omittingEmptySubsequences: false).count
      == screen.split(separator: "</g>", omittingEmptySubsequences: false).count,
    screen.split(separator: "<svg ", omittingEmptySubsequences: false).count == 2
  else { fatalError("not one SVG document with closed groups: \(screen.prefix(200))") }
  let snapshot = RenderedSnapshot(
    width: input.length(), sectionProviders: [input.count(): input.string()],
    attributes: attributes, viewport: shown, contents: input.bool() ? contents : [:])
  let page = HTMLPageRenderer(title: input.string(), subtitle: input.string(), svg: renderer)
    .render(input.bool() ? [snapshot] : [snapshot, snapshot])
  guard page.hasSuffix("</html>\n") else { fatalError("not one HTML page: \(page.suffix(200))") }
}

/// What some of `attributes` show: any arrangement, text, symbol, accessories, border and
/// placed lines of text, at any size, inset and corner radius.
func randomContents(for attributes: [LayoutAttributes], input: inout FuzzInput)
  -> [ElementKey: ElementContent]
{
  let arrangements: [ElementContent.Arrangement] = [.row, .tile, .header, .badge, .background]
  var contents: [ElementKey: ElementContent] = [:]
  for element in attributes where input.bool() {
    var content = ElementContent(
      arrangements[input.below(arrangements.count)], text: input.string())
    content.secondaryText = input.string()
    content.secondaryTextIsBelow = input.bool()
    content.symbol = input.string()
    content.accessories = (0..<input.below(3)).map { _ in input.string() }
    content.fontSize = input.length()
    content.secondaryFontSize = input.length()
    content.cornerRadius = input.length()
    content.roundedCorners = ElementContent.Corners(rawValue: UInt8(input.below(4)))
    content.leadingInset = input.length()
    content.trailingInset = input.length()
    content.borderColor = input.bool() ? .label : nil
    content.borderWidth = input.length()
    content.placedTexts = (0..<input.below(3)).map { _ in
      var placed = PlacedText(
        input.string(),
        frame: LayoutRect(
          x: input.length(), y: input.length(), width: input.length(), height: input.length()),
        isGlyph: input.bool())
      placed.fontSize = input.length()
      placed.isBold = input.bool()
      return placed
    }
    contents[ElementKey(element)] = content
  }
  return contents
}

/// A grid of any item count, pictured whole: drawn, or refused past the element limit.
func checkWholeLayout(_ input: inout FuzzInput) {
  let items = input.count()
  let group = LayoutGroup.horizontal(
    size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(input.length())),
    repeatingSubitem: LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))),
    count: 1 + input.below(8))
  let host = LayoutHost(
    layout: CollectionLayout(section: LayoutSection(group: group)),
    size: LayoutSize(width: 375, height: 812), itemCounts: [items])
  do {
    let svg = try host.svg()
    guard svg.hasSuffix("</svg>\n") else { fatalError("not an SVG document") }
    _ = try host.solvedLayout.asciiPicture(renderer: AsciiRenderer(columns: input.count()))
    _ = try host.renderedSnapshot(sectionProviders: [:])
    _ = try host.asciiPicture()
  } catch {
    guard error == .tooManyElements(limit: RenderingError.maximumElements) else {
      fatalError("unexpected \(error)")
    }
  }
}
