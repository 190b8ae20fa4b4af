import LayoutGeometry
import LayoutResolution
import SectionProviders
import Testing

@Suite struct BuiltInProviderTests {
  static func host(_ provider: any SectionProvider, width: Double, items: Int) -> LayoutHost {
    var registry = SectionProviderRegistry()
    registry.register(provider, forKind: "only")
    return LayoutHost(
      layout: .composed(registry: registry) { _ in "only" },
      size: LayoutSize(width: width, height: 800), itemCounts: [items])
  }

  static func frame(_ host: LayoutHost, _ item: Int) -> LayoutRect? {
    host.attributesForItem(at: LayoutIndexPath(item: item, section: 0))?.frame
  }
}

extension BuiltInProviderTests {
  /// 375: ⌊383 / 118⌋ = 3 columns of 359 / 3; 1024: ⌊1032 / 118⌋ = 8 columns of 968 / 8.
  static let adaptive: [(Double, Int, Double)] = [(375, 3, 359.0 / 3), (1024, 8, 121)]

  @Test(arguments: adaptive)
  func adaptiveGridFitsAsManyColumnsAsTheMinimumAllows(
    _ width: Double, _ columns: Int, _ side: Double
  ) {
    // n = ⌊(W + 8) / (110 + 8)⌋, each (W − (n − 1) · 8) / n.
    let host = Self.host(.adaptiveGrid(minimumItemWidth: 110, spacing: 8), width: width, items: 20)
    #expect(Self.frame(host, columns).map { abs($0.minY - (side + 8)) < 1e-9 } == true)
    #expect(Self.frame(host, 1).map { abs($0.width - side) < 1e-9 } == true)
  }

  @Test(arguments: [(375.0, 93.75), (800, 200)])
  func gridMakesSquareColumns(_ width: Double, _ side: Double) {
    let host = Self.host(.grid(columns: 4), width: width, items: 8)
    #expect(Self.frame(host, 5) == LayoutRect(x: side, y: side, width: side, height: side))
  }

  @Test(arguments: [375.0, 1024])
  func carouselLaysOneRowAcrossTheLayout(_ width: Double) {
    let host = Self.host(.carousel(groupWidthFraction: 0.8), width: width, items: 5)
    // Rule 19 (iOS 17, faberNovel testDecorationItem): the card is 0.8 of the whole width;
    // this test first took 0.8 of the width inside the 16 pt insets.
    let card = width * 0.8
    #expect(host.solvedLayout.orthogonalRow(inSection: 0)?.behavior == .groupPaging)
    let second = Self.frame(host, 1)
    #expect(second.map { abs($0.minX - (16 + card + 10)) < 1e-9 && $0.minY == 0 } == true)
    #expect(abs(host.contentSize.height - card * 0.6) < 1e-9)
  }

  @Test func mosaicReproducesTheNestedGroupsCase() {
    // Reference case C4 at 375 × 812.
    let host = Self.host(.mosaic, width: 375, items: 6)
    let expected = [
      LayoutRect(x: 10, y: 10, width: 242.5, height: 304.8),
      LayoutRect(x: 272.5, y: 10, width: 92.5, height: 142.4),
    ]
    host.size = LayoutSize(width: 375, height: 812)
    let frames = [Self.frame(host, 0), Self.frame(host, 1)]
    for (frame, want) in zip(frames, expected) {
      #expect(
        frame.map { abs($0.minY - want.minY) < 1e-9 && abs($0.height - want.height) < 1e-9 } == true
      )
    }
  }

  @Test func waterfallPutsEachItemInTheShortestColumn() {
    // Three 100 pt columns (8 pt spacing in 316 pt). Heights 50, 80, 30, 40, 60:
    // 0 → col 0 (y 0), 1 → col 1 (y 0), 2 → col 2 (y 0), 3 → col 2 (shortest: 38),
    // 4 → col 0 (58 ties with… col 0 at 58, col 2 at 86, col 1 at 88: col 0).
    let heights = [50.0, 80, 30, 40, 60]
    let provider = WaterfallSectionProvider.waterfall(columns: 3) { heights[$0] }
    let host = Self.host(provider, width: 316, items: 5)
    #expect(
      (0..<5).compactMap { Self.frame(host, $0) } == [
        LayoutRect(x: 0, y: 0, width: 100, height: 50),
        LayoutRect(x: 108, y: 0, width: 100, height: 80),
        LayoutRect(x: 216, y: 0, width: 100, height: 30),
        LayoutRect(x: 216, y: 38, width: 100, height: 40),
        LayoutRect(x: 0, y: 58, width: 100, height: 60),
      ])
    // Tallest column: 58 + 60 = 118.
    #expect(host.contentSize.height == 118)
  }

  @Test func waterfallTiesGoToTheLeftmostColumn() {
    let provider = WaterfallSectionProvider.waterfall(minimumColumnWidth: 150, spacing: 0) { _ in 10
    }
    let frames = provider.frames(itemCount: 4, width: 300).frames
    #expect(frames.map(\.minX) == [0, 150, 0, 150])
  }

  @Test func invalidParametersAreNamedAndOnlyTheirSectionFails() {
    let host = Self.host(.grid(columns: 0), width: 375, items: 3)
    #expect(
      host.errors == [
        .sectionProviderFailed(section: 0, description: "grid: columns cannot be 0.0")
      ])
    let nan = Self.host(.waterfall(columns: 2) { _ in .nan }, width: 375, items: 2)
    guard case .invalidCustomFrame(section: 0, _)? = nan.errors.first else {
      Issue.record("expected invalidCustomFrame, got \(nan.errors)")
      return
    }
  }
}

extension BuiltInProviderTests {
  @Test func listProviderMakesALayoutListsSection() throws {
    let provider = try ProviderDescription.list(appearance: "insetGrouped").makeProvider()
    #expect(provider.name == "list(insetGrouped)")
    // Inset-grouped at 375 pt: rows inset 16 pt, the first at y 35 (ListMetrics).
    let host = Self.host(provider, width: 375, items: 3)
    #expect(Self.frame(host, 0) == LayoutRect(x: 16, y: 35, width: 343, height: 44))
    #expect(throws: SectionProviderError.unknownAppearance("fancy")) {
      try ProviderDescription.list(appearance: "fancy").makeProvider()
    }
  }

  @Test func listProviderUsesTheRegularInsetsWhenWide() throws {
    let provider = try ProviderDescription.list(appearance: "insetGrouped").makeProvider()
    // Regular width (1024 pt): rows inset 20 pt.
    let host = Self.host(provider, width: 1024, items: 3)
    #expect(Self.frame(host, 0) == LayoutRect(x: 20, y: 35, width: 984, height: 44))
  }

  @Test func mosaicScalesWithTheContainer() {
    // 768 × 800: the pair is 40 % of 800 tall; the large item 70 % of 768 wide, less insets.
    let host = Self.host(.mosaic, width: 768, items: 3)
    let frame = Self.frame(host, 0)
    #expect(frame.map { abs($0.width - 517.6) < 1e-9 && $0.minX == 10 && $0.height == 300 } == true)
  }

  @Test func waterfallByMinimumWidthAddsColumnsWhenWide() {
    let provider = WaterfallSectionProvider.waterfall(minimumColumnWidth: 180, spacing: 8) { _ in
      100
    }
    // 768 pt: ⌊776 / 188⌋ = 4 columns of (768 − 24) / 4 = 186; items 0…3 along the top row.
    let host = Self.host(provider, width: 768, items: 5)
    #expect(Self.frame(host, 3) == LayoutRect(x: 582, y: 0, width: 186, height: 100))
    #expect(Self.frame(host, 4) == LayoutRect(x: 0, y: 108, width: 186, height: 100))
  }
}
