#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A data source whose sections may hold outlines: what a ``UICollectionView`` asks to indent
/// its list cells and to expand or collapse the item a tap toggles (rule 35). The diffable
/// data source is one; a data source without section snapshots has no outline to follow.
protocol OutlineDataSource: AnyObject {
  /// The level of the item shown at `indexPath` in its section's outline (0 at the root),
  /// or `nil` when no item is shown there.
  func outlineLevel(ofItemAt indexPath: IndexPath) -> Int?

  /// Collapses the item shown at `indexPath` when it is expanded and expands it otherwise,
  /// as a tap on its disclosure does, asking the section snapshot handlers; whether it
  /// changed.
  func toggleExpansion(ofItemAt indexPath: IndexPath) -> Bool
}
#endif
