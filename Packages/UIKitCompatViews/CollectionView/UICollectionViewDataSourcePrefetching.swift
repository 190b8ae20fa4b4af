#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// What a ``UICollectionView`` tells about the items it will probably show soon, so their
/// data can load before they do: UIKit's `UICollectionViewDataSourcePrefetching`, with
/// UIKit's signatures.
///
/// Set one as the view's ``UICollectionView/prefetchDataSource``. As the view scrolls, it is
/// told of the items entering the band ahead of the viewport and of those that left it
/// without showing (rule 27). Headless, nothing is asynchronous: the calls come before the
/// scrolling method (or the ``UIScrollView/advance(by:)`` tick) returns.
///
/// ```swift
/// final class Thumbnails: UICollectionViewDataSourcePrefetching {
///   var loading: Set<IndexPath> = []
///   func collectionView(_ collectionView: UICollectionView,
///                       prefetchItemsAt indexPaths: [IndexPath]) {
///     loading.formUnion(indexPaths)
///   }
///   func collectionView(_ collectionView: UICollectionView,
///                       cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
///     loading.subtract(indexPaths)
///   }
/// }
/// collectionView.prefetchDataSource = thumbnails  // told at once of the items below
/// ```
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Starts preparing the data of the items at `indexPaths`, given nearest first: their
  /// order is their priority, as in UIKit.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Stops preparing the data of the items at `indexPaths`, prefetched earlier and no longer
  /// ahead of the viewport. Optional, as in UIKit: the default does nothing.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing: cancelling is optional, as in UIKit.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
#endif
