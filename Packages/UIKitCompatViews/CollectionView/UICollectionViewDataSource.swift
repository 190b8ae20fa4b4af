#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// What a collection view asks for its counts, cells and supplementary views, and tells of
/// moves: UIKit's `UICollectionViewDataSource`, with UIKit's signatures.
///
/// The view asks for the counts when the data source is set, on `reloadData()`, and after
/// each batch update, whose inserts and deletes must then agree with them; and for the cells
/// and supplementary views it shows in ``UICollectionView/layoutIfNeeded()``.
/// ``UICollectionViewDiffableDataSource`` conforms and makes itself the data source of its
/// view, as in UIKit. The two item methods are required, as in UIKit; the others have
/// defaults.
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
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// The cell for the item at `indexPath`, dequeued from `collectionView` and configured;
  /// asked for each item the view shows.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// The number of sections the view shows; one unless implemented, as in UIKit.
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// The supplementary view of `kind` at `indexPath`, dequeued from `collectionView`; asked
  /// for each supplementary view the view shows. Unless implemented, a plain
  /// ``UICollectionReusableView``, where UIKit raises when the layout has supplementary
  /// views.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Whether the user may move the item at `indexPath`, asked when an interactive movement
  /// begins (``UICollectionView/beginInteractiveMovementForItem(at:)``).
  ///
  /// Departure: UIKit allows the move when a data source implements
  /// `collectionView(_:moveItemAt:to:)` without this method; a Swift protocol cannot tell
  /// whether a method is implemented, so the default is `false`, and a data source that
  /// takes moves implements both.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Takes the move of the item at `sourceIndexPath` to `destinationIndexPath`, which the
  /// view already shows, when an interactive movement ends with the item elsewhere
  /// (``UICollectionView/endInteractiveMovement()``). The default does nothing.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, UIKit's default when a data source does not say.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain view, where UIKit raises when the layout has supplementary views.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// `false`: no item moves unless the data source says so (see the requirement).
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
#endif
