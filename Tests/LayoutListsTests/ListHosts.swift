import LayoutGeometry
import LayoutLists
import LayoutResolution

/// Hosts showing list layouts at the two reference widths.
enum ListHosts {
  /// An iPhone in portrait: compact width.
  static let compact = 375.0
  /// An iPad in landscape: regular width.
  static let regular = 1024.0

  /// A host showing `configuration` in every section at `width` (800 pt tall).
  static func host(
    _ configuration: ListConfiguration, width: Double = compact, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits()
  ) -> LayoutHost {
    LayoutHost(
      layout: .list(using: configuration), size: LayoutSize(width: width, height: 800),
      itemCounts: itemCounts, traits: traits)
  }

  /// A configuration of `appearance`, changed by `change`.
  static func configuration(
    _ appearance: ListAppearance, _ change: (inout ListConfiguration) -> Void = { _ in }
  ) -> ListConfiguration {
    var configuration = ListConfiguration(appearance: appearance)
    change(&configuration)
    return configuration
  }

  /// The frame of the row at `item` in `section`.
  static func row(_ host: LayoutHost, _ item: Int, section: Int = 0) -> LayoutRect? {
    host.attributesForItem(at: LayoutIndexPath(item: item, section: section))?.frame
  }

  /// The frame of the supplementary view of `kind` in `section`.
  static func supplementary(_ host: LayoutHost, _ kind: String, section: Int = 0)
    -> LayoutRect?
  {
    host.attributesForSupplementaryElement(
      ofKind: kind, at: LayoutIndexPath(item: 0, section: section))?.frame
  }

  /// The separators of the row at `item` in `section`, by kind.
  static func separators(
    _ host: LayoutHost, _ list: ListLayout, _ item: Int, section: Int = 0
  ) -> [String: LayoutRect] {
    var result: [String: LayoutRect] = [:]
    for attributes in list.separatorAttributes(
      for: LayoutIndexPath(item: item, section: section), in: host.solvedLayout)
    {
      result[attributes.elementKind ?? ""] = attributes.frame
    }
    return result
  }
}
