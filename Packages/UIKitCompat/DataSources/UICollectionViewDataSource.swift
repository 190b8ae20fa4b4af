#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// What a ``CollectionViewLayoutHost`` asks for its counts: the counting half of UIKit's
/// `UICollectionViewDataSource`, with the headless host in place of the collection view.
///
/// Set one as the host's ``CollectionViewLayoutHost/dataSource`` and the host asks it, as a
/// collection view asks its data source, when it is set, on
/// ``CollectionViewLayoutHost/reloadData()``, and after each batch update, whose inserts and
/// deletes must then agree with the counts it gives. ``UICollectionViewDiffableDataSource``
/// conforms and makes itself the data source of its host, as in UIKit. Headless, there are
/// no cells to ask for, so `collectionView(_:cellForItemAt:)` is not a requirement.
///
/// ```swift
/// final class Rows: UICollectionViewDataSource {
///   var titles = ["a", "b"]
///   func collectionView(_ collectionView: CollectionViewLayoutHost,
///                       numberOfItemsInSection section: Int) -> Int { titles.count }
/// }
/// host.dataSource = rows  // host.itemCounts: [2]
/// rows.titles.append("c")
/// host.insertItems(at: [IndexPath(item: 2, section: 0)])  // host.itemCounts: [3]
/// ```
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections; one unless implemented, as in UIKit.
  func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int

  /// The number of items in `section`.
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
  ) -> Int
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default when a data source does not say.
  public func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int { 1 }
}
#endif
