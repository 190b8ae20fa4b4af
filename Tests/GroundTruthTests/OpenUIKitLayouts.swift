#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The layouts of Vercantez/openuikit's oracle probes (`uikit/Tools/oracle2/*/main.swift`),
/// written here from what they do.
///
/// The probes' rows and headers size themselves by Auto Layout around a label; the fixtures
/// give the heights UIKit measured (`measuredSizes`), which the suite hands to the host's
/// self-sizing, so the layouts here keep the list configuration's own estimates.
enum OpenUIKitLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "openuikit.anchors": GroundTruthLayout(make: anchors),
      "openuikit.insetGroupedHeaders": GroundTruthLayout(make: insetGroupedHeaders),
      "openuikit.insetGrouped": GroundTruthLayout(make: insetGrouped),
      "openuikit.insetGroupedSeparatorHandler": GroundTruthLayout(
        make: insetGroupedSeparatorHandler),
    ]
  }

  /// The kind of the anchors probe's badges.
  static let badgeKind = "badge"

  /// One section of the anchors probe: how its badge is sized and attached, and the insets
  /// of the items it sits on.
  private struct AnchorCase {
    var width = NSCollectionLayoutDimension.absolute(20)
    var height = NSCollectionLayoutDimension.absolute(20)
    var container: NSCollectionLayoutAnchor
    var item: NSCollectionLayoutAnchor?
    var itemInsets = NSDirectionalEdgeInsets.zero
  }

  /// The fifteen cases in section order (the fixture's notes name them as the probe does).
  private static var anchorCases: [AnchorCase] {
    let topTrailing: NSDirectionalRectEdge = [.top, .trailing]
    return [
      AnchorCase(
        width: .fractionalWidth(1), height: .absolute(30), container: .init(edges: .bottom)),
      AnchorCase(container: .init(edges: topTrailing)),
      AnchorCase(container: .init(edges: topTrailing, fractionalOffset: CGPoint(x: 0.5, y: -0.5))),
      AnchorCase(container: .init(edges: topTrailing, absoluteOffset: CGPoint(x: 10, y: -10))),
      AnchorCase(container: .init(edges: [])),
      AnchorCase(container: .init(edges: .leading, absoluteOffset: CGPoint(x: 5, y: 5))),
      AnchorCase(container: .init(edges: .bottom, fractionalOffset: CGPoint(x: 0, y: 0.5))),
      AnchorCase(container: .init(edges: [.leading, .trailing])),
      AnchorCase(container: .init(edges: .all)),
      AnchorCase(container: .init(edges: topTrailing), item: .init(edges: [.bottom, .leading])),
      AnchorCase(
        container: .init(edges: topTrailing),
        item: .init(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: 4))),
      AnchorCase(
        container: .init(edges: topTrailing),
        item: .init(edges: [], fractionalOffset: CGPoint(x: 0.5, y: 0.5))),
      AnchorCase(
        container: .init(edges: topTrailing),
        itemInsets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)),
      AnchorCase(
        width: .fractionalWidth(0.5), height: .fractionalHeight(0.25),
        container: .init(edges: [.bottom, .trailing])),
      AnchorCase(container: .init(edges: .top, absoluteOffset: CGPoint(x: 0, y: -7))),
    ]
  }

  /// Per section, two items of an absolute 100 × 100 size repeated `count: 2` across a
  /// full-width group 100 pt tall, 20 pt apart (so 125 pt wide each), each carrying one
  /// badge of that section's case; sections inset 20 above and below and 30 on the leading
  /// side, 40 pt apart (`firefoxrowsprobe`).
  static func anchors() -> UICollectionViewCompositionalLayout {
    let cases = anchorCases
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 40
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        let anchorCase = cases[index]
        let badge = NSCollectionLayoutSupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: anchorCase.width, heightDimension: anchorCase.height),
          elementKind: badgeKind, containerAnchor: anchorCase.container,
          itemAnchor: anchorCase.item)
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(100), heightDimension: .absolute(100)),
          supplementaryItems: [badge])
        item.contentInsets = anchorCase.itemInsets
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          repeatingSubitem: item, count: 2)
        row.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 20, leading: 30, bottom: 20, trailing: 0)
        return section
      }, configuration: configuration)
  }

  /// An `insetGrouped` list whose sections have supplementary headers, the header top
  /// padding left automatic (`listheaderprobe`).
  static func insetGroupedHeaders() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    return .list(using: configuration)
  }

  /// An `insetGrouped` list with its own separators (`listseparatorprobe`, `default`).
  static func insetGrouped() -> UICollectionViewCompositionalLayout {
    .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
  }

  /// An `insetGrouped` list whose item separator handler hides every bottom separator and
  /// shows a top one, inset 48 pt on the leading side, above every row but a section's
  /// first (`listseparatorprobe`, `nnw`).
  static func insetGroupedSeparatorHandler() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.itemSeparatorHandler = { indexPath, separators in
      var adjusted = separators
      adjusted.bottomSeparatorVisibility = .hidden
      adjusted.topSeparatorVisibility = indexPath.item == 0 ? .hidden : .visible
      adjusted.topSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 48, bottom: 0, trailing: 0)
      return adjusted
    }
    return .list(using: configuration)
  }
}
#endif
