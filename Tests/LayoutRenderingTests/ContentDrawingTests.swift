import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

/// Pictures that look like the screen: elements drawn as what they show (issue 22 §5).
@Suite struct ContentDrawingTests {
  static func cell(_ item: Int, x: Double = 0, y: Double = 0, width: Double = 375)
    -> LayoutAttributes
  {
    LayoutAttributes(
      indexPath: LayoutIndexPath(item: item, section: 0), category: .cell,
      frame: LayoutRect(x: x, y: y, width: width, height: 44))
  }

  static func key(_ item: Int) -> ElementKey {
    ElementKey(category: .cell, indexPath: LayoutIndexPath(item: item, section: 0))
  }

  /// The `<text>` elements of `svg`: their text, x and anchor.
  static func texts(_ svg: String) -> [(text: String, x: String, anchor: String?)] {
    svg.components(separatedBy: "<text").dropFirst().map { element in
      let text = element.split(separator: ">", maxSplits: 1)[1].prefix { $0 != "<" }
      func attribute(_ name: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
      }
      return (String(text), attribute("x") ?? "", attribute("text-anchor"))
    }
  }
}

extension ContentDrawingTests {
  @Test func anElementWithContentShowsItsTextInsteadOfItsNumber() {
    var row = ElementContent(.row, text: "Wi-Fi")
    row.secondaryText = "Home"
    row.secondaryTextIsBelow = false
    row.accessories = ["›"]
    let svg = SVGRenderer().render([Self.cell(0)], contents: [Self.key(0): row])
    let texts = Self.texts(svg)
    // The accessory ends at the trailing margin, the value before it, the text from the
    // leading margin; no item number.
    #expect(texts.map(\.text) == ["›", "Home", "Wi-Fi"])
    #expect(texts[0].x == "359" && texts[0].anchor == "end")
    #expect(texts[2].x == "16" && texts[2].anchor == nil)
    #expect(!svg.contains("font-family=\"monospace\""))
    #expect(svg.contains("<g class=\"cell\" data-section=\"0\" data-item=\"0\">"))
  }

  @Test func elementsWithoutContentKeepTheirWireframe() {
    let cells = [Self.cell(0), Self.cell(1, y: 44)]
    let plain = SVGRenderer().render(cells)
    #expect(SVGRenderer().render(cells, contents: [:]) == plain)
    let mixed = SVGRenderer().render(
      cells, contents: [Self.key(0): ElementContent(.row, text: "A")])
    #expect(Self.texts(mixed).map(\.text) == ["A", "1"])
    #expect(mixed.contains("<rect class=\"cell\" x=\"0\" y=\"44\""))
    #expect(!mixed.contains("<rect class=\"cell\" x=\"0\" y=\"0\""))
  }

  @Test func textThatDoesNotFitEndsInAnEllipsis() {
    let long = ElementContent(.row, text: "A very long title that cannot fit in a narrow row")
    let svg = SVGRenderer().render(
      [Self.cell(0, width: 120)], contents: [Self.key(0): long])
    let shown = Self.texts(svg).first?.text ?? ""
    #expect(shown.hasSuffix("…"))
    #expect(shown.count < 20)
    #expect(shown.hasPrefix("A very"))
  }

  @Test func insetGroupedRowsRoundOnlyTheirOuterCorners() {
    var first = ElementContent(.row, text: "First")
    first.fill = RenderColor(red: 255, green: 255, blue: 255)
    first.cornerRadius = 26
    first.roundedCorners = .top
    var only = first
    only.roundedCorners = .all
    var middle = first
    middle.roundedCorners = []
    let svg = SVGRenderer().render(
      [Self.cell(0), Self.cell(1, y: 44), Self.cell(2, y: 88)],
      contents: [Self.key(0): first, Self.key(1): only, Self.key(2): middle])
    // A corner is at most half the row's height round, as a layer's: 22 pt of the 26 asked.
    #expect(svg.contains("d=\"M0 22 A22 22 0 0 1 22 0 H353 A22 22 0 0 1 375 22 V44 H0 Z\""))
    #expect(
      svg.contains(
        "<rect class=\"fill\" x=\"0\" y=\"44\" width=\"375\" height=\"44\" fill=\"#ffffff\" rx=\"22\" ry=\"22\"/>"
      ))
    #expect(
      svg.contains(
        "<rect class=\"fill\" x=\"0\" y=\"88\" width=\"375\" height=\"44\" fill=\"#ffffff\"/>"))
  }

  @Test func aBadgeIsARedCapsuleWithItsCount() {
    let badge = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
      elementKind: "badge", frame: LayoutRect(x: 80, y: -10, width: 20, height: 20))
    let key = ElementKey(badge)
    #expect(
      key
        == ElementKey(
          category: .supplementaryView, elementKind: "badge",
          indexPath: LayoutIndexPath(item: 0, section: 0)))
    let svg = SVGRenderer().render([badge], contents: [key: ElementContent(.badge, text: "3")])
    #expect(svg.contains("fill=\"#ff3b30\" rx=\"10\" ry=\"10\""))
    #expect(Self.texts(svg).map(\.text) == ["3"])
    #expect(Self.texts(svg).first?.anchor == "middle")
  }

  @Test func theBackgroundFillsTheCanvas() {
    let grey = RenderColor(systemColorNamed: "systemGroupedBackground")
    let svg = SVGRenderer().render([Self.cell(0)], contents: [:], background: grey)
    #expect(
      svg.contains(
        "<rect class=\"canvas\" x=\"-8\" y=\"-8\" width=\"391\" height=\"60\" fill=\"#f2f2f7\"/>"))
  }

  @Test func systemColoursAreTheirLightAppearanceOverWhite() {
    #expect(RenderColor(systemColorNamed: "systemBlue")?.hex == "#007aff")
    #expect(RenderColor(systemColorNamed: "tintColor")?.hex == "#007aff")
    #expect(RenderColor(systemColorNamed: "systemRed")?.hex == "#ff3b30")
    #expect(RenderColor(systemColorNamed: "label") == .label)
    #expect(RenderColor(systemColorNamed: "secondaryLabel") == .secondaryLabel)
    #expect(RenderColor(systemColorNamed: "separator")?.hex == "#c6c6c8")
    #expect(RenderColor(systemColorNamed: "secondarySystemGroupedBackground")?.hex == "#ffffff")
    #expect(RenderColor(systemColorNamed: "cornflowerBlue") == nil)
    // Any colour over white: alpha clamped, a NaN alpha transparent, a NaN component white.
    #expect(RenderColor(red: 60, green: 60, blue: 67, alpha: 0.6) == .secondaryLabel)
    #expect(RenderColor(red: 0, green: 0, blue: 0, alpha: 2) == .label)
    #expect(RenderColor(red: 0, green: 0, blue: 0, alpha: .nan).hex == "#ffffff")
    #expect(RenderColor(red: .nan, green: 300, blue: -40, alpha: 1).hex == "#ffff00")
  }
}

extension ContentDrawingTests {
  @Test func placedTextKeepsToItsFrameInTheElement() {
    var row = ElementContent(.row)
    // "Headphones" at 17 pt in 76.5 pt: 10 characters of 0.55 em would take 93.5, so it is
    // set at 17 · 76.5 / 93.5 = 13.909 pt.
    var line = PlacedText("Headphones", frame: LayoutRect(x: 16, y: 15, width: 76.5, height: 20))
    line.isBold = true
    // A frame wide enough keeps the size.
    var short = PlacedText("Music", frame: LayoutRect(x: 200, y: 24, width: 50, height: 20))
    short.fontSize = 15
    var glyph = PlacedText(
      "♪", frame: LayoutRect(x: 330, y: 12, width: 20, height: 20), isGlyph: true)
    glyph.fontSize = 15
    let empty = PlacedText("", frame: LayoutRect(x: 0, y: 0, width: 9, height: 9))
    row.placedTexts = [line, short, glyph, empty]
    // The second row: its frame starts 44 pt down.
    let svg = SVGRenderer().render([Self.cell(0, y: 44)], contents: [Self.key(0): row])
    let texts = Self.texts(svg)
    #expect(texts.map(\.text) == ["Headphones", "Music", "♪"])
    // Each line from its frame's leading edge, on its middle (44 + 15 + 10).
    #expect(
      svg.contains(
        "x=\"16\" y=\"69\" font-family=\"\(Self.fontFamily)\" font-size=\"13.91\""
          + " font-weight=\"600\""))
    #expect(svg.contains("x=\"200\" y=\"78\" font-family=\"\(Self.fontFamily)\" font-size=\"15\""))
    // The glyph centred on its frame (330 + 10, 44 + 12 + 10).
    #expect(texts[2].x == "340" && texts[2].anchor == "middle")
    #expect(svg.contains("x=\"340\" y=\"66\""))
    #expect(row != ElementContent(.row))
  }

  /// The font stack content text is set in.
  static let fontFamily = "system-ui, -apple-system, Helvetica, Arial, sans-serif"
}

extension ContentDrawingTests {
  @Test func aBorderIsStrokedInsideTheFrameOverTheText() {
    var tile = ElementContent(.tile, text: "7")
    tile.borderColor = RenderColor(red: 0, green: 0, blue: 0)
    tile.borderWidth = 1
    let svg = SVGRenderer().render([Self.cell(0, y: 44)], contents: [Self.key(0): tile])
    // Half the width in from each edge, so the line covers the frame's outer point; the
    // tile's 8 pt corners become 7.5 at the line's middle. It comes after the text, as Core
    // Animation draws a border above the layer's content.
    let border =
      "<rect class=\"border\" x=\"0.5\" y=\"44.5\" width=\"374\" height=\"43\" fill=\"none\""
      + " stroke=\"#000000\" stroke-width=\"1\" rx=\"7.5\" ry=\"7.5\"/>"
    #expect(svg.contains(border))
    let text = svg.range(of: ">7</text>")?.lowerBound
    let line = svg.range(of: border)?.lowerBound
    #expect(text != nil && line != nil && text.map { t in line.map { t < $0 } ?? false } == true)
  }

  @Test func aBorderFollowsOnlyTheRoundedCornersAndAWideOneCoversTheElement() {
    var row = ElementContent(.row, text: "A")
    row.fill = RenderColor(red: 0xff, green: 0xff, blue: 0xff)
    row.cornerRadius = 10
    row.roundedCorners = .top
    row.borderColor = RenderColor(red: 0xff, green: 0, blue: 0)
    row.borderWidth = 2
    let svg = Self.picture(row)
    // One point in (1 to 374 across, 1 to 43 down), the top corners at 9: the fill's path
    // drawn as a line.
    #expect(
      svg.contains(
        "<path class=\"border\" d=\"M1 10 A9 9 0 0 1 10 1 H365 A9 9 0 0 1 374 10 V43 H1 Z\""
          + " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>"))
    var wide = ElementContent(.badge, text: "3")
    wide.borderColor = RenderColor(red: 0, green: 0, blue: 0)
    wide.borderWidth = 30
    let covered = Self.picture(wide)
    // 30 pt is more than half the 44 pt height: the border's colour fills the capsule.
    #expect(
      covered.contains(
        "<rect class=\"border\" x=\"0\" y=\"0\" width=\"375\" height=\"44\" fill=\"#000000\""
          + " rx=\"22\" ry=\"22\"/>"))
    // No width, no border.
    wide.borderWidth = 0
    #expect(!Self.picture(wide).contains("border"))
  }

  /// The picture of one 375 × 44 pt cell showing `content`.
  static func picture(_ content: ElementContent) -> String {
    SVGRenderer().render([cell(0)], contents: [key(0): content])
  }
}
