import Foundation
import LayoutGeometry
import LayoutResolution
import SectionProviders
import Testing

/// Provider parameters at the edges of `Int` and `Double`: each is a named error or works,
/// and no allocation follows a parameter past its documented cap (issue 15, finding 2).
@Suite struct ProviderLimitTests {}

extension ProviderLimitTests {
  static func host(_ provider: any SectionProvider, items: Int, width: Double = 375)
    -> LayoutHost
  {
    BuiltInProviderTests.host(provider, width: width, items: items)
  }

  static func error(reading json: String) throws -> SectionProviderError? {
    try ProviderDecodersTests.error(reading: json)
  }

  @Test(arguments: [10_001, 1_000_000_000, Int.max])
  func aWaterfallOfTooManyColumnsIsANamedErrorNotAnAllocation(columns: Int) throws {
    // Int.max columns asked Array(repeating:count:) for a negative size; 10⁹ for 8 GB.
    let provider = WaterfallSectionProvider(columns: .count(columns)) { _ in 10 }
    let host = Self.host(provider, items: 3)
    #expect(
      host.errors == [
        .sectionProviderFailed(
          section: 0,
          description: "waterfall: columns cannot be \(Double(columns))")
      ])
    // Read from JSON, the largest whole Double below 2⁶³ fits Int and is refused by value.
    #expect(
      try Self.error(
        reading: #"{"waterfall": {"columns": 9223372036854774784, "itemHeights": [1]}}"#)
        == .invalidParameter(
          provider: "waterfall", name: "columns", value: 9_223_372_036_854_774_784))
    #expect(
      try Self.error(
        reading: #"{"waterfall": {"columns": 9223372036854775807, "itemHeights": [1]}}"#)
        == .malformedParameters(
          provider: "waterfall", reason: "columns: 9.223372036854776e+18 does not fit Int"))
  }

  @Test func aWaterfallOfTheMostColumnsLaysOutItsItems() {
    let host = Self.host(.waterfall(columns: 10_000, spacing: 0) { _ in 10 }, items: 3)
    #expect(host.errors.isEmpty)
    // 375 pt over 10,000 columns.
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 2, section: 0))?.frame
        == LayoutRect(x: 0.075, y: 0, width: 0.0375, height: 10))
  }

  @Test(arguments: [10_001, 1_000_000_000, Int.max])
  func aWaterfallOfTooManyItemsIsRefusedBeforeItsFramesAreComputed(items: Int) {
    var asked = 0
    let provider = WaterfallSectionProvider(columns: .count(2)) { _ in
      asked += 1
      return 10
    }
    let host = Self.host(provider, items: items)
    #expect(host.errors == [.tooManySubitems(section: 0, limit: 10_000)])
    #expect(asked == 0)
    #expect(provider.frames(itemCount: items, width: 100).frames.count == 10_000)
  }

  @Test func waterfallFramesAreTheShortestColumnFirstTiesToTheLeft() {
    let heights: [Double] = [30, 10, 20, 5, 40, 10]
    let provider = WaterfallSectionProvider(columns: .count(3), spacing: 0) { heights[$0] }
    let placed = provider.frames(itemCount: 6, width: 300)
    // Columns after each item: [30,0,0] [30,10,0] [30,10,20] [30,15,20] [30,55,20]
    // [30,55,30]: item 5 goes to the rightmost column, the shortest at 20.
    #expect(placed.frames.map(\.minX) == [0, 100, 200, 100, 100, 200])
    #expect(placed.frames.map(\.minY) == [0, 0, 0, 10, 15, 20])
    #expect(placed.height == 55)
  }

  @Test(arguments: [10_001, Int.max])
  func aGridOfTooManyColumnsIsANamedError(columns: Int) {
    let host = Self.host(.grid(columns: columns), items: 3)
    #expect(
      host.errors == [
        .sectionProviderFailed(
          section: 0, description: "grid: columns cannot be \(Double(columns))")
      ])
  }

  @Test(arguments: [
    (1e-300, 10_000), (.leastNonzeroMagnitude, 10_000), (1e300, 1), (.greatestFiniteMagnitude, 1),
  ])
  func anAdaptiveGridsColumnsStayBetweenOneAndTheCap(minimum: Double, columns: Int) {
    let provider = AdaptiveGridSectionProvider(minimumItemWidth: minimum)
    #expect(provider.columns(forWidth: 375) == columns)
    #expect(Self.host(provider, items: 3).errors.isEmpty)
  }

  @Test func anAdaptiveGridFarNarrowerThanNothingHasOneColumn() {
    // Insets wider than any screen: (W + s) / (m + s) is about −10³⁰⁰, which Int(_:)
    // trapped on.
    let provider = AdaptiveGridSectionProvider(
      minimumItemWidth: 1, insets: LayoutDirectionalInsets(leading: 1e300))
    #expect(provider.columns(forWidth: -1e300) == 1)
    #expect(provider.columns(forWidth: .nan) == 1)
    let host = Self.host(provider, items: 3)
    #expect(host.errors.map(\.section) == [0])
  }

  @Test func aWaterfallOfHeightsBeyondDoubleIsANamedError() throws {
    let registry = try SectionProviderRegistry(
      ProviderDecodersTests.description(
        #"{"entries": [{"kind": "only", "provider": "#
          + #"{"waterfall": {"columns": 1, "itemHeights": [1e308, 1e308]}}}]}"#))
    let host = LayoutHost(
      layout: .composed(registry: registry) { _ in "only" },
      size: LayoutSize(width: 375, height: 800), itemCounts: [3])
    // 3 · 10³⁰⁸ is infinite: the custom group's last frame and height are not finite.
    #expect(host.errors.count == 1)
    #expect(host.errors.first?.section == 0)
    #expect(host.visibleAttributes.isEmpty)
  }

  @Test func aGridOfIntMaxItemsIsRefusedByLengthNotByATrap() throws {
    // Issue 15, finding 1, through a provider: 93.75 pt rows of Int.max items.
    let host = Self.host(.grid(columns: 4), items: .max)
    let error = try #require(host.errors.first)
    guard case .sectionTooLong(section: 0, _, LayoutSection.maximumLength) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(host.visibleAttributes.isEmpty)
  }
}
