import DiffableDataSources
import LayoutGeometry
import LayoutResolution
import SectionProviders
import Testing

/// A provider written outside the module: one full-width row per item, `height` tall.
struct BannerProvider: SectionProvider {
  var height: Double
  var name: String { "banner(\(height))" }

  func makeSection(_ context: SectionContext) throws -> LayoutSection {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    return LayoutSection(
      group: .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
        subitems: [item]))
  }
}

@Suite struct RegistryTests {
  static var registry: SectionProviderRegistry {
    var registry = SectionProviderRegistry()
    registry.register(.grid(columns: 2), forKind: "photos")
    registry.register(.grid(columns: 4), forKind: "photos", band: .regular)
    registry.register(.grid(columns: 6), forKind: "photos", band: .expanded)
    registry.register(BannerProvider(height: 60), forKind: "banner")
    return registry
  }

  static func host(_ registry: SectionProviderRegistry, width: Double) -> LayoutHost {
    let kinds = ["banner", "photos"]
    return LayoutHost(
      layout: .composed(registry: registry) { kinds[min($0, 1)] },
      size: LayoutSize(width: width, height: 800), itemCounts: [1, 12])
  }
}

extension RegistryTests {
  @Test(arguments: [
    (0.0, "grid(2)"), (599.99, "grid(2)"), (600, "grid(4)"), (839.99, "grid(4)"),
    (840, "grid(6)"), (5000, "grid(6)"),
  ])
  func selectionPicksTheWidestBandThatStartsAtOrBelowTheWidth(_ width: Double, _ name: String)
    throws
  {
    #expect(try Self.registry.provider(forKind: "photos", width: width).name == name)
  }

  @Test func unknownKindsAndUncoveredWidthsAreNamedErrors() {
    var registry = SectionProviderRegistry()
    registry.register(.mosaic, forKind: "wide-only", band: .large)
    #expect(throws: SectionProviderError.unknownKind("video")) {
      try registry.provider(forKind: "video", width: 375)
    }
    #expect(throws: SectionProviderError.noProviderForWidth(kind: "wide-only", width: 375)) {
      try registry.provider(forKind: "wide-only", width: 375)
    }
  }

  @Test func thirdPartyProviderLaysOutLikeABuiltIn() {
    let host = Self.host(Self.registry, width: 375)
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 60))
    // Two columns of 187.5 pt squares under the 60 pt banner.
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 3, section: 1))?.frame
        == LayoutRect(x: 187.5, y: 247.5, width: 187.5, height: 187.5))
  }

  @Test func newWidthReselectsProvidersOnTheNextPass() {
    let host = Self.host(Self.registry, width: 375)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 1, section: 1))?.frame.minY == 60)
    host.size = LayoutSize(width: 1000, height: 800)
    // Six columns of 1000 / 6 pt: item 1 is in the first row, item 6 starts the second.
    let sixth = host.attributesForItem(at: LayoutIndexPath(item: 6, section: 1))?.frame
    #expect(sixth.map { abs($0.minY - (60 + 1000 / 6.0)) < 1e-9 && $0.minX == 0 } == true)
  }

  @Test func reRegisteringAtRuntimeChangesTheNextPass() {
    var registry = Self.registry
    let host = Self.host(registry, width: 375)
    #expect(host.contentSize.height == 60 + 6 * 187.5)
    registry.register(BannerProvider(height: 30), forKind: "photos")
    host.layout = .composed(registry: registry) { ["banner", "photos"][min($0, 1)] }
    #expect(host.contentSize.height == 60 + 12 * 30)
    #expect(host.errors.isEmpty)
  }

  @Test func failedSelectionEmptiesOnlyThatSection() {
    var registry = SectionProviderRegistry()
    registry.register(BannerProvider(height: 44), forKind: "banner")
    let host = LayoutHost(
      layout: .composed(registry: registry) { $0 == 1 ? "missing" : "banner" },
      size: LayoutSize(width: 375, height: 800), itemCounts: [1, 5, 1])
    #expect(
      host.errors == [
        .sectionProviderFailed(
          section: 1, description: "no provider is registered for section kind \"missing\"")
      ])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 2))?.frame.minY == 44)
  }

  /// Every named band, registered for one kind: each boundary and the width just below it.
  static let boundaries: [(Double, String)] = [
    (0, "grid(1)"), (599.5, "grid(1)"), (600, "grid(2)"), (839.5, "grid(2)"), (840, "grid(3)"),
    (1199.5, "grid(3)"), (1200, "grid(4)"), (1599.5, "grid(4)"), (1600, "grid(5)"),
  ]

  @Test(arguments: boundaries)
  func everyNamedBandStartsAtItsDocumentedWidth(_ width: Double, _ name: String) throws {
    var registry = SectionProviderRegistry()
    let bands: [WidthBand] = [.compact, .medium, .expanded, .large, .extraLarge]
    for (index, band) in bands.enumerated() {
      registry.register(.grid(columns: index + 1), forKind: "k", band: band)
    }
    #expect(WidthBand.regular == .medium)
    #expect(try registry.provider(forKind: "k", width: width).name == name)
  }

  @Test func snapshotSectionIdentifiersCanNameTheKinds() {
    var registry = SectionProviderRegistry()
    registry.register(BannerProvider(height: 50), forKind: "banner")
    registry.register(BannerProvider(height: 20), forKind: "rows")
    var snapshot = DataSourceSnapshot<String, Int>()
    try? snapshot.appendSections(["banner", "rows"])
    let host = LayoutHost(
      layout: .composed(registry: registry, sectionKinds: snapshot.sectionIdentifiers),
      size: LayoutSize(width: 375, height: 800), itemCounts: [1, 2, 1])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 1, section: 1))?.frame.minY == 70)
    #expect(host.errors.map(\.section) == [2])
  }
}
