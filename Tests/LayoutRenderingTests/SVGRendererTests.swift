import Foundation
import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct SVGRendererTests {}

extension SVGRendererTests {
  @Test func gridWithHeaderAndBackgroundMatchesGolden() throws {
    let layout = RenderingFixtures.grid()
    try RenderingFixtures.expectGolden(layout.svg(), named: "grid.svg")
  }

  @Test func rightToLeftGridMatchesGolden() throws {
    let layout = RenderingFixtures.grid(itemCount: 7, readingDirection: .rightToLeft)
    try RenderingFixtures.expectGolden(layout.svg(), named: "grid-rtl.svg")
  }

  @Test func renderingGivesTheSameBytesInEveryProcess() throws {
    // Kinds get their colours from a hash: the golden file holds the bytes of every
    // process, so a hash seeded per process (Swift's `hashValue`) could not pass. Each
    // element has its own zIndex, so drawing order does not depend on the input's order.
    let kinds = ["header", "footer", "badge", "ad", "promo", "section-background"]
    let elements = kinds.enumerated().flatMap { index, kind in
      [
        LayoutAttributes(
          indexPath: LayoutIndexPath(item: 0, section: index), category: .decorationView,
          elementKind: kind,
          frame: LayoutRect(x: 0, y: Double(index) * 40, width: 300, height: 36),
          zIndex: index - 10),
        LayoutAttributes(
          indexPath: LayoutIndexPath(item: 0, section: index), category: .supplementaryView,
          elementKind: kind,
          frame: LayoutRect(x: 10, y: Double(index) * 40 + 4, width: 200, height: 28),
          zIndex: index + 10),
      ]
    }
    let renderer = SVGRenderer(title: "Kinds")
    let viewport = LayoutRect(x: 0, y: 0, width: 320, height: 120)
    let svg = renderer.render(elements, viewport: viewport)
    #expect(Data(svg.utf8) == Data(renderer.render(elements.reversed(), viewport: viewport).utf8))
    try RenderingFixtures.expectGolden(svg, named: "kinds.svg")
  }

  @Test func markupInTitlesAndKindsIsEscaped() throws {
    let badge = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
      elementKind: "<b>\"&'\u{1}", frame: LayoutRect(x: 0, y: 0, width: 300, height: 40))
    let svg = SVGRenderer(title: "Tom & Jerry's <grid>").render([badge])
    #expect(svg.contains("<title id=\"layout-title\">Tom &amp; Jerry&apos;s &lt;grid&gt;</title>"))
    #expect(svg.contains("data-kind=\"&lt;b&gt;&quot;&amp;&apos;\u{FFFD}\""))
    #expect(!svg.contains("<b>"))
    #expect(!svg.contains("\u{1}"))
    try expectWellFormed(svg)
  }

  @Test func goldenLayoutsAreWellFormedXML() throws {
    try expectWellFormed(RenderingFixtures.grid().svg())
    try expectWellFormed(RenderingFixtures.grid(readingDirection: .rightToLeft).svg())
  }

  @Test func separatorsAreThinFilledRectsAtLeastOnePointThick() {
    let separator = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 1), category: .decorationView,
      elementKind: "list-separator", frame: LayoutRect(x: 16, y: 44, width: 359, height: 0.5),
      zIndex: 1)
    let svg = SVGRenderer().render([separator])
    #expect(
      svg.contains(
        "<rect class=\"separator\" x=\"16\" y=\"43.75\" width=\"359\" height=\"1\" "
          + "fill=\"#8e8e93\" data-section=\"1\""))
    let line = svg.split(separator: "\n").first { $0.contains("class=\"separator\"") }
    #expect(line?.contains("stroke") == false)
  }

  @Test func theDocumentIsSizedToTheContentPlusPadding() {
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: 10, y: 20, width: 100, height: 50))
    let svg = SVGRenderer(padding: 5).render([cell])
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"110\" height=\"60\" "
          + "viewBox=\"5 15 110 60\""))
  }

  @Test func theViewportIsOutlinedAboveEverything() throws {
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 3, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 100, height: 50), zIndex: 10)
    let svg = SVGRenderer().render([cell], viewport: LayoutRect(x: 0, y: 0, width: 80, height: 40))
    let viewport = try #require(svg.range(of: "class=\"viewport\""))
    let cellRect = try #require(svg.range(of: "class=\"cell\""))
    #expect(cellRect.lowerBound < viewport.lowerBound)
    #expect(svg.contains(">3</text>"))
  }

  @Test func transparencyAndTransformsAreKept() {
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 100, height: 50), alpha: 0.5,
      transform: .scale(x: 2, y: 2))
    let svg = SVGRenderer().render([cell])
    // Scaling by 2 about the centre (50, 25) moves the origin by (-50, -25).
    #expect(svg.contains("opacity=\"0.5\" transform=\"matrix(2 0 0 2 -50 -25)\""))
  }

  /// Parses `svg` with Foundation's XML parser where the platform has one.
  private func expectWellFormed(_ svg: String) throws {
    #if canImport(FoundationXML) || canImport(Darwin)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    #endif
  }
}
