#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import CompositionalLayout

/// README's snippets that import `CompositionalLayout`, each verbatim in a function that
/// returns the values its comments claim, by name. The verbatim text is checked by
/// `ReadmeSnippetTests`, so the README cannot show code that does not compile.
enum CoreSnippets {
  static func rect(_ rect: LayoutRect?) -> String {
    ClaimValue.optional(rect) {
      ClaimValue.rect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height)
    }
  }

  static func number(_ value: Double?) -> String { ClaimValue.optional(value, ClaimValue.number) }

  static func example() -> [String: String] {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let layout = CollectionLayout(section: LayoutSection(group: group))

    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [100])
    let seventh = host.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame
    // seventh: (150, 75, 75, 75)
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    let visibleCount = host.visibleAttributes.count
    // visibleCount: 55
    return ["seventh": rect(seventh), "visibleCount": "\(visibleCount)"]
  }

  static func headers() -> [String: String] {
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [
        LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
      ])
    var section = LayoutSection(group: group)
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
        elementKind: "header", alignment: .top, pinToVisibleBounds: true)
    ]
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [100])
    host.setPreferredSize(
      LayoutSize(width: 375, height: 60),
      for: .supplementary(ofKind: "header", at: LayoutIndexPath(item: 0, section: 0)))
    let firstRowTop = host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minY
    // firstRowTop: 60
    return ["firstRowTop": number(firstRowTop)]
  }

  static func updates() throws -> [String: String] {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let rows = CollectionLayout(
      section: LayoutSection(group: .horizontal(size: row, subitems: [LayoutItem(size: row)])))
    let feed = LayoutHost(
      layout: rows, size: LayoutSize(width: 375, height: 812), itemCounts: [100])
    feed.setPreferredSize(
      LayoutSize(width: 375, height: 120), for: .cell(at: LayoutIndexPath(item: 30, section: 0)))
    feed.contentOffset = LayoutPoint(x: 0, y: 1320)  // row 30 at the top
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 0, section: 0)]
    try feed.performBatchUpdates(update, itemCounts: [101])
    let movedRow = feed.attributesForItem(at: LayoutIndexPath(item: 31, section: 0))?.frame
    // movedRow: (0, 1364, 375, 120)
    let offset = feed.contentOffset.y
    // offset: 1364
    return ["movedRow": rect(movedRow), "offset": number(offset)]
  }

  static func sectionProvider() -> [String: String] {
    struct BannerProvider: SectionProvider {
      var height: Double
      var name: String { "banner" }

      func makeSection(_ context: SectionContext) throws -> LayoutSection {
        let item = LayoutItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        return LayoutSection(
          group: .horizontal(
            size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
            subitems: [item]))
      }
    }

    var registry = SectionProviderRegistry()
    registry.register(BannerProvider(height: 60), forKind: "banner")
    registry.register(.grid(columns: 2), forKind: "photos")
    registry.register(
      .adaptiveGrid(minimumItemWidth: 140, spacing: 2), forKind: "photos", band: .medium)
    let layout = CollectionLayout.composed(registry: registry) { $0 == 0 ? "banner" : "photos" }
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [1, 40])
    let bannerFrame = host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
    // bannerFrame: (0, 0, 375, 60)
    return ["bannerFrame": rect(bannerFrame)]
  }
}
#endif
