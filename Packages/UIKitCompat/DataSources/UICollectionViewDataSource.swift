#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// What a ``CollectionViewLayoutHost`` asks for its counts and tells of moves: the counting
/// and moving parts of UIKit's `UICollectionViewDataSource`, with the headless host in place
/// of the collection view.
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

  /// Whether the user may move the item at `indexPath`, asked when an interactive movement
  /// begins (``CollectionViewLayoutHost/beginInteractiveMovementForItem(at:)``).
  ///
  /// Departure: UIKit allows the move when a data source implements
  /// ``collectionView(_:moveItemAt:to:)`` without this method; a Swift protocol cannot tell
  /// whether a method is implemented, so the default is `false`, and a data source that
  /// takes moves implements both.
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
  ) -> Bool

  /// Takes the move of the item at `sourceIndexPath` to `destinationIndexPath`, which the
  /// host already shows, when an interactive movement ends with the item elsewhere
  /// (``CollectionViewLayoutHost/endInteractiveMovement()``). The default does nothing.
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default when a data source does not say.
  public func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int { 1 }

  /// `false`: no item moves unless the data source says so (see the requirement).
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
#endif
