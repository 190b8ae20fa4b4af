#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// What a collection view asks for its counts and cells and tells of moves: UIKit's
/// `UICollectionViewDataSource`, in two spellings.
///
/// Each method comes with the ``UICollectionView`` as its first argument, as in UIKit, and,
/// for the counts and moves, also with the bare ``CollectionViewLayoutHost``, which asks
/// the host-spelled ones when the data source is its own ``CollectionViewLayoutHost/dataSource``.
/// Implement either spelling: a view-spelled method not implemented answers with the
/// host-spelled one for the view's ``UICollectionView/host``.
///
/// A host asks for the counts when the data source is set, on `reloadData()`, and after
/// each batch update, whose inserts and deletes must then agree with them. A
/// ``UICollectionView`` also asks for the cells it shows in ``UICollectionView/layoutIfNeeded()``.
/// ``UICollectionViewDiffableDataSource`` conforms and makes itself the data source of its
/// view or host, as in UIKit.
///
/// Departures: UIKit requires `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)`; with two spellings, neither can be required here, so
/// the counts default to 0 items and the cell to a plain ``UICollectionViewCell``.
///
/// ```swift
/// final class Rows: UICollectionViewDataSource {
///   var titles = ["a", "b"]
///   func collectionView(_ collectionView: UICollectionView,
///                       numberOfItemsInSection section: Int) -> Int { titles.count }
///   func collectionView(_ collectionView: UICollectionView,
///                       cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///   }
/// }
/// collectionView.dataSource = rows  // collectionView.numberOfItems(inSection: 0): 2
/// ```
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections; one unless implemented, as in UIKit.
  func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int

  /// The number of items in `section`; 0 unless implemented (see the departures).
  func collectionView(
    _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
  ) -> Int

  /// Whether the user may move the item at `indexPath`, asked when an interactive movement
  /// begins (``CollectionViewLayoutHost/beginInteractiveMovementForItem(at:)``).
  ///
  /// Departure: UIKit allows the move when a data source implements
  /// `collectionView(_:moveItemAt:to:)` without this method; a Swift protocol cannot
  /// tell whether a method is implemented, so the default is `false`, and a data source that
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

  /// The number of sections the view shows; the host-spelled answer unless implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The number of items in `section`; the host-spelled answer unless implemented.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath`, dequeued from `collectionView` and configured;
  /// asked for each item the view shows. Unless implemented, a plain
  /// ``UICollectionViewCell``.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The supplementary view of `kind` at `indexPath`, dequeued from `collectionView`; asked
  /// for each supplementary view the view shows. Unless implemented, a plain
  /// ``UICollectionReusableView``.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether the user may move the item at `indexPath`; the host-spelled answer unless
  /// implemented.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Takes the user's move of an item; the host-spelled method unless implemented.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default when a data source does not say.
  public func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int { 1 }

  /// No items: UIKit requires the method (see the departures).
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
  ) -> Int { 0 }

  /// `false`: no item moves unless the data source says so (see the requirement).
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// The host-spelled answer for the view's host.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    numberOfSections(in: collectionView.host)
  }

  /// The host-spelled answer for the view's host.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    self.collectionView(collectionView.host, numberOfItemsInSection: section)
  }

  /// A plain cell: UIKit requires the method (see the departures).
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }

  /// A plain view, where UIKit raises when the layout has supplementary views.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// The host-spelled answer for the view's host.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    self.collectionView(collectionView.host, canMoveItemAt: indexPath)
  }

  /// The host-spelled method for the view's host.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    self.collectionView(collectionView.host, moveItemAt: sourceIndexPath, to: destinationIndexPath)
  }
}
#endif
