import LayoutGeometry
import LayoutResolution

/// Small builders so each test states only what it is about.
enum TestLayouts {
  static func absolute(_ width: Double, _ height: Double) -> LayoutSizeSpec {
    LayoutSizeSpec(width: .absolute(width), height: .absolute(height))
  }

  static func host(
    _ group: LayoutGroup, items: Int, width: Double = 375,
    configure: (inout LayoutSection) -> Void = { _ in }
  ) -> LayoutHost {
    var section = LayoutSection(group: group)
    configure(&section)
    return LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: width, height: 812),
      itemCounts: [items])
  }

  static func frames(_ host: LayoutHost, section: Int = 0) -> [LayoutRect] {
    let count = host.solvedLayout.numberOfItems(inSection: section) ?? 0
    return (0..<count).compactMap {
      host.attributesForItem(at: LayoutIndexPath(item: $0, section: section))?.frame
    }
  }
}
