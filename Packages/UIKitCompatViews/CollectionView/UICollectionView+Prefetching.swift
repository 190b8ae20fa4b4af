#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution
import UIKitCompatLayout

extension UICollectionView {
  /// Moves the prefetch tracker to the view's current offsets and tells the
  /// ``prefetchDataSource`` what changed: cancellations first, then the items to prefetch,
  /// nearest first (rule 27). Nothing is called when nothing changed, when prefetching is
  /// off, or without a prefetch data source.
  ///
  /// - Complexity: O(log sections per section on screen + elements in the visible rect and
  ///   the bands ahead), after a layout pass when the layout was invalidated.
  func reportPrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    binding.synchronize()
    let events = prefetchTracker.update(
      for: core.solvedLayout, contentOffset: core.contentOffset, rowOffsets: core.rowOffsets)
    if !events.cancel.isEmpty {
      prefetchDataSource.collectionView(
        self, cancelPrefetchingForItemsAt: events.cancel.map(IndexPath.init))
    }
    if !events.prefetch.isEmpty {
      prefetchDataSource.collectionView(self, prefetchItemsAt: events.prefetch.map(IndexPath.init))
    }
  }
}
#endif
