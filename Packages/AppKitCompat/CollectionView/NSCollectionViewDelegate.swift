#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// What a collection view tells of the user's selection and of what it shows: AppKit's
/// `NSCollectionViewDelegate`, by sets of index paths where UIKit asks item by item.
///
/// ```swift
/// final class OnlyEven: NSCollectionViewDelegate {
///   func collectionView(
///     _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
///   ) -> Set<IndexPath> {
///     indexPaths.filter { $0.item.isMultiple(of: 2) }
///   }
/// }
/// ```
///
/// Every method is optional, as in AppKit; the selection methods are called for the user's
/// clicks only, not for selection made by code.
public protocol NSCollectionViewDelegate: AnyObject {
  /// The items of `indexPaths` the user may select; all by default.
  func collectionView(
    _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath>
  /// The user selected the items of `indexPaths`.
  func collectionView(
    _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>)
  /// The items of `indexPaths` the user may deselect; all by default.
  func collectionView(
    _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath>
  /// The user deselected the items of `indexPaths`.
  func collectionView(
    _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>)
  /// The items of `indexPaths` that may take `highlightState` as the mouse goes down on
  /// them; all by default.
  func collectionView(
    _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState
  ) -> Set<IndexPath>
  /// The items of `indexPaths` took `highlightState`.
  func collectionView(
    _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState)
  /// `item` is about to be shown for the item at `indexPath`.
  func collectionView(
    _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath)
  /// `item` is no longer shown for the item at `indexPath`.
  func collectionView(
    _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath)
  /// `view` is about to be shown as the supplementary view of `elementKind` at `indexPath`.
  func collectionView(
    _ collectionView: NSCollectionView, willDisplaySupplementaryView view: NSView,
    forElementKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath)
  /// `view` is no longer shown as the supplementary view of `elementKind` at `indexPath`.
  func collectionView(
    _ collectionView: NSCollectionView, didEndDisplayingSupplementaryView view: NSView,
    forElementOfKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  )
}

extension NSCollectionViewDelegate {
  /// All of them.
  public func collectionView(
    _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> { indexPaths }
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
  ) {}
  /// All of them.
  public func collectionView(
    _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> { indexPaths }
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
  ) {}
  /// All of them.
  public func collectionView(
    _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState
  ) -> Set<IndexPath> { indexPaths }
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, willDisplaySupplementaryView view: NSView,
    forElementKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: NSCollectionView, didEndDisplayingSupplementaryView view: NSView,
    forElementOfKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  ) {}
}
#endif
