#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources
import Foundation
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource: OutlineDataSource {
  /// The item's depth in the section snapshot applied to its section, 0 without one.
  ///
  /// - Complexity: O(1).
  func outlineLevel(ofItemAt indexPath: IndexPath) -> Int? {
    itemIdentifier(for: indexPath).flatMap(core.outlineLevel(of:))
  }

  /// ``collapseItem(_:)`` for an expanded item, ``expandItem(_:)`` for any other.
  ///
  /// - Complexity: that of ``expandItem(_:)`` or ``collapseItem(_:)``, plus O(items of the
  ///   section) for a section without an applied section snapshot.
  func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return false }
    return core.snapshot(for: section).isExpanded(item) ? collapseItem(item) : expandItem(item)
  }
}
#endif
