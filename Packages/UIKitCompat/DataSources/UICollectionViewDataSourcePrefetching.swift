#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// What a ``CollectionViewLayoutHost`` tells about the items it will probably show soon, so
/// their data can load before they do: UIKit's `UICollectionViewDataSourcePrefetching`, with
/// the headless host in place of the collection view.
///
/// Set one as the host's ``CollectionViewLayoutHost/prefetchDataSource``. As the host
/// scrolls, it is told of the items entering the band ahead of the viewport and of those
/// that left it without showing (rule 27). Headless, nothing is asynchronous: the calls come
/// before the scrolling method returns.
///
/// ```swift
/// final class Thumbnails: UICollectionViewDataSourcePrefetching {
///   var loading: Set<IndexPath> = []
///   func collectionView(_ collectionView: CollectionViewLayoutHost,
///                       prefetchItemsAt indexPaths: [IndexPath]) {
///     loading.formUnion(indexPaths)
///   }
///   func collectionView(_ collectionView: CollectionViewLayoutHost,
///                       cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
///     loading.subtract(indexPaths)
///   }
/// }
/// host.prefetchDataSource = thumbnails  // told at once of the items below the first screen
/// ```
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Starts preparing the data of the items at `indexPaths`, given nearest first: their
  /// order is their priority, as in UIKit.
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, prefetchItemsAt indexPaths: [IndexPath])

  /// Stops preparing the data of the items at `indexPaths`, prefetched earlier and no longer
  /// ahead of the viewport. Optional, as in UIKit: the default does nothing.
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing: cancelling is optional, as in UIKit.
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
#endif
