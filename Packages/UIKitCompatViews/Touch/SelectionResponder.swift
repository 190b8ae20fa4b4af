#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// What a view's touches ask and tell, in the view's delegate's spellings: the collection
/// view answers with `UICollectionViewDelegate`, the table view with `UITableViewDelegate`,
/// and ``UIScrollView``'s one state machine (``UIScrollView/touchDown(at:)``) calls them in
/// UIKit's order (rules 31, 33).
protocol SelectionResponder: AnyObject {
  /// Whether a tap on the item expands or collapses it rather than selecting it (rule 35).
  func togglesOutline(at indexPath: IndexPath) -> Bool
  /// Expands the item if it is collapsed and collapses it otherwise.
  func toggleOutline(at indexPath: IndexPath)
  /// Whether a finger on the item may highlight it: UIKit's `shouldHighlight…At`.
  func shouldHighlight(_ indexPath: IndexPath) -> Bool
  /// The item was highlighted.
  func didHighlight(_ indexPath: IndexPath)
  /// The item's highlight was lifted.
  func didUnhighlight(_ indexPath: IndexPath)
  /// The item a tap selects instead of `indexPath`, or `nil` for none: a collection view's
  /// `shouldSelectItemAt` answers `indexPath` or `nil`, a table's `willSelectRowAt` any row.
  func willSelect(_ indexPath: IndexPath) -> IndexPath?
  /// The item a tap on selected `indexPath` deselects in multiple selection, or `nil`.
  func willDeselect(_ indexPath: IndexPath) -> IndexPath?
  /// The user selected the item.
  func didSelect(_ indexPath: IndexPath)
  /// The user's selection deselected the item.
  func didDeselect(_ indexPath: IndexPath)
  /// The selection or highlight changed: the visible cells take it.
  func selectionDidChange()
}
#endif
