import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

@Suite struct HTMLPageRendererTests {
  /// Three widths given out of order, each with its own providers and a cell.
  let snapshots = [1024.0, 375, 768].map { width in
    RenderedSnapshot(
      width: width,
      sectionProviders: [1: "grid(columns: \(Int(width) / 100))", 0: "carousel"],
      attributes: [
        LayoutAttributes(
          indexPath: LayoutIndexPath(item: Int(width), section: 0), category: .cell,
          frame: LayoutRect(x: 0, y: 0, width: width, height: 44))
      ],
      viewport: LayoutRect(x: 0, y: 0, width: width, height: 600))
  }
}

extension HTMLPageRendererTests {
  @Test func thePageLoadsNothingFromTheNetwork() {
    let page = HTMLPageRenderer(title: "Feed").render(snapshots)
    #expect(!page.contains("http://"))
    #expect(!page.contains("https://"))
    #expect(!page.contains("<script src"))
    #expect(!page.contains("<link"))
    #expect(!page.contains("@import"))
    #expect(!page.contains("url("))
  }

  @Test func thePageEmbedsEverySnapshotInAscendingWidth() throws {
    let page = HTMLPageRenderer().render(snapshots)
    let positions = try ["\"width\":375,", "\"width\":768,", "\"width\":1024,"].map {
      try #require(page.range(of: $0)).lowerBound
    }
    #expect(positions == positions.sorted())
    for snapshot in snapshots {
      let width = Int(snapshot.width)
      #expect(page.contains("{\"section\":1,\"provider\":\"grid(columns: \(width / 100))\"}"))
      #expect(page.contains("data-item=\\\"\(width)\\\""))
    }
    #expect(page.contains("{\"section\":0,\"provider\":\"carousel\"}"))
  }

  @Test func theSliderStepsThroughTheSnapshotsAndTheHashPicksTheNearest() {
    let page = HTMLPageRenderer().render(snapshots)
    #expect(page.contains("<input id=\"width-slider\" type=\"range\" min=\"0\" max=\"2\""))
    #expect(page.contains("window.location.hash"))
    #expect(page.contains("width=([0-9]+(?:\\.[0-9]+)?)"))
    #expect(page.contains("addEventListener(\"hashchange\""))
    #expect(page.contains("\"#width=\" + steps[index].label"))
  }

  @Test func theNarrowestSnapshotIsWrittenIntoThePage() {
    let page = HTMLPageRenderer().render(snapshots)
    #expect(page.contains("<body data-width=\"375\">"))
    #expect(page.contains("<li>section 0: carousel</li>\n<li>section 1: grid(columns: 3)</li>"))
    #expect(page.contains("<output id=\"width-value\" for=\"width-slider\">375</output>"))
  }

  @Test func renderingGivesTheSameBytesInEveryProcess() throws {
    // A dictionary iterates in an order its process's hash seed picks, so 24 sections'
    // providers come out in another order in nearly every process: the golden file holds
    // the bytes of every process, whatever the order.
    let providers = Dictionary(uniqueKeysWithValues: (0..<24).map { ($0, "grid(\($0 % 5 + 1))") })
    // The same providers in a larger table, which iterates them in another order within
    // this process too.
    let scattered = try #require(
      (6...12).lazy.map { power in
        var table = [Int: String](minimumCapacity: 1 << power)
        for (section, name) in providers { table[section] = name }
        return table
      }.first { Array($0.keys) != Array(providers.keys) })
    let attributes = RenderingFixtures.attributes(of: RenderingFixtures.grid(itemCount: 3))
    func page(_ providers: [Int: String], widths: [Double]) -> String {
      HTMLPageRenderer(title: "Feed").render(
        widths.map {
          RenderedSnapshot(
            width: $0, sectionProviders: providers, attributes: attributes,
            viewport: LayoutRect(x: 0, y: 0, width: $0, height: 100))
        })
    }
    let rendered = page(providers, widths: [375, 1024])
    #expect(Array(rendered.utf8) == Array(page(scattered, widths: [1024, 375]).utf8))
    try RenderingFixtures.expectGolden(rendered, named: "page.html")
  }

  @Test func embeddedTextCannotCloseTheScript() {
    let hostile = RenderedSnapshot(
      width: 320, sectionProviders: [0: "</script><script>alert(1)</script>"], attributes: [])
    let page = HTMLPageRenderer(title: "<Feed & co>").render([hostile])
    #expect(page.components(separatedBy: "</script>").count == 3)  // the two real scripts
    #expect(page.contains("\\u003c/script\\u003e"))
    #expect(page.contains("<title>&lt;Feed &amp; co&gt;</title>"))
  }

  /// A 100 × 44 pt cell at the origin.
  static let row = LayoutAttributes(
    indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
    frame: LayoutRect(x: 0, y: 0, width: 100, height: 44))

  @Test func aPageWithoutSnapshotsStillRenders() {
    let page = HTMLPageRenderer().render([])
    #expect(page.contains("<h1>Layout</h1>"))
    #expect(!page.contains("width-slider\" type"))
    #expect(page.contains("[]\n</script>"))
  }

  @Test func aPageOfOneWidthHasNoSliderAndNoProviderList() {
    let cell = Self.row
    let one = RenderedSnapshot(width: 375, sectionProviders: [:], attributes: [cell])
    let page = HTMLPageRenderer(title: "Grid", subtitle: "Compositional Layout · 375 pt")
      .render([one])
    #expect(page.contains("<h1>Grid</h1>\n<p class=\"subtitle\">Compositional Layout · 375 pt</p>"))
    #expect(!page.contains("<input id=\"width-slider\""))
    #expect(!page.contains("Section providers"))
    #expect(!page.contains("<input id=\"show-frames\""))
    #expect(page.contains("<body data-width=\"375\">"))
  }

  @Test func aPageWithContentOffersToShowTheFrames() {
    let cell = Self.row
    let key = ElementKey(cell)
    let screen = RenderedSnapshot(
      width: 100, sectionProviders: [:], attributes: [cell],
      contents: [key: ElementContent(.row, text: "Wi-Fi")],
      canvas: LayoutRect(x: 0, y: 0, width: 100, height: 44))
    let page = HTMLPageRenderer(title: "Settings").render([screen])
    #expect(page.contains("<input id=\"show-frames\" type=\"checkbox\">"))
    // The frames are drawn over the content, hidden until the switch shows them.
    #expect(page.contains(">Wi-Fi</text>\n</g>\n<g class=\"frames\">\n<rect class=\"cell\""))
    #expect(page.contains("#layout .frames { display: none; }"))
    #expect(page.contains("viewBox=\"-8 -8 116 60\""))
  }
}
