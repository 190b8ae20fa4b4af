import LayoutGeometry

/// What one move of the viewport asks of a prefetching data source: the items to start
/// preparing and the items whose preparation is no longer needed.
///
/// The counterpart of the two calls of `UICollectionViewDataSourcePrefetching`; a
/// ``PrefetchTracker`` makes them (rule 27).
public struct PrefetchEvents: Hashable, Sendable {
  /// Items that entered the band ahead of the viewport, in priority order: nearest to the
  /// edge of the viewport (or of its row) first, then by index path. UIKit's
  /// `collectionView(_:prefetchItemsAt:)`, whose order is its priority.
  public var prefetch: [LayoutIndexPath]
  /// Items prefetched earlier that left the band without becoming visible, by index path.
  /// UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`.
  public var cancel: [LayoutIndexPath]

  /// Events with the given items.
  public init(prefetch: [LayoutIndexPath] = [], cancel: [LayoutIndexPath] = []) {
    self.prefetch = prefetch
    self.cancel = cancel
  }

  /// Whether there is nothing to prefetch and nothing to cancel.
  public var isEmpty: Bool { prefetch.isEmpty && cancel.isEmpty }
}
