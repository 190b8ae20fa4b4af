#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// What a view's display pass asks for its views and tells of what it shows, in the view's
/// own spellings: the collection view answers with its data source and delegate, the table
/// view with its own (rules 31, 33).
protocol ReusableViewSource: AnyObject {
  /// Whether the view is editing, which its cells' configuration state reports.
  var isEditing: Bool { get }
  /// The cell to show for the item at `indexPath`, from the data source.
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell
  /// The supplementary view of `kind` to show at `indexPath`, from the data source.
  func makeSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  /// The size the element of `attributes` takes when first shown, or `nil` to keep its
  /// estimate; ``ReusableViews/preferredSize(for:)`` asks the view that will show it.
  func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize?
  /// `cell` is about to be shown for the item at `indexPath`.
  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath)
  /// `cell` is no longer shown for the item at `indexPath`.
  func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath)
  /// `view` is about to be shown as the supplementary view of `kind` at `indexPath`.
  func willDisplaySupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath)
  /// `view` is no longer shown as the supplementary view of `kind` at `indexPath`.
  func didEndDisplayingSupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath)
}
#endif
