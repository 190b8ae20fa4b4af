#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompatLayout

extension UIScrollView {
  /// A finger comes down at `point`, in content coordinates (the visible rect's, as a
  /// touch's `location(in: collectionView)`): the headless spelling of a touch, which UIKit
  /// has no method for. The view lays out first, as the screen a finger touches is laid
  /// out; then the item under the point is found by hit-testing
  /// (``UICollectionView/indexPathForItem(at:)``, rule 26) and, unless selection is off or
  /// the delegate's `shouldHighlight…At` says no, highlighted (`didHighlight…At`).
  ///
  /// Then ``touchUp()`` lifts the finger: the highlight goes (`didUnhighlight…At`) and the
  /// item is selected, or deselected in multiple selection, asking and telling the delegate
  /// in UIKit's order (rules 31 and 33). A ``drag(by:)`` in between makes the touch a scroll:
  /// the highlight goes and nothing is selected. A tap on a list row whose outline
  /// disclosure acts as its header expands or collapses its item instead (rule 35).
  ///
  /// ```swift
  /// collectionView.touchDown(at: CGPoint(x: 80, y: 160))  // item 11 highlighted
  /// collectionView.touchUp()
  /// collectionView.indexPathsForSelectedItems             // [[0, 11]]
  /// ```
  ///
  /// A point where no item is, or that is NaN or infinite, touches nothing. A finger already
  /// down is lifted first, without selecting.
  ///
  /// - Complexity: that of `layoutIfNeeded()`, plus the hit test: O(log sections + k) for
  ///   the k elements a pixel around the point meets; plus the delegate's calls.
  public func touchDown(at point: CGPoint) {
    layoutIfNeeded()
    beginTouch(on: binding.indexPathForItem(at: point))
  }

  /// Lifts the finger ``touchDown(at:)`` put down: a tap selects (see there); after a
  /// ``drag(by:)`` it ends the drag as ``endDragging(withVelocity:)`` does at no velocity.
  /// Without a finger down it does nothing.
  ///
  /// - Complexity: O(s log s) for s selected items, plus the delegate's calls.
  public func touchUp() {
    if isDragging {
      endDragging(withVelocity: .zero)
    } else {
      endTouch()
    }
  }

  /// Puts a finger down on `item` (`nil`: on no item): the one selection and highlight state
  /// machine of collection and table views. An outline header row waits for the finger to
  /// lift; any other item is highlighted if selection is on and the responder allows it.
  func beginTouch(on item: IndexPath?) {
    cancelTouch()
    var action = Touch.Action.none
    if let item, let responder = selectionResponder {
      if responder.togglesOutline(at: item) {
        action = .toggleOutline(item)
      } else if core.selection.mode != .none, responder.shouldHighlight(item) {
        _ = try? core.highlightItem(at: LayoutIndexPath(item))
        responder.selectionDidChange()
        responder.didHighlight(item)
        action = .select(item)
      }
    }
    touch = Touch(action: action)
  }

  /// Lifts the finger: toggles an outline row, or lifts the highlight and selects. A
  /// selected item in multiple selection is deselected if the responder names it again
  /// (`willDeselect`); any other tap selects the item the responder names (`willSelect`),
  /// telling it which items single selection replaced, then what it selected.
  func endTouch() {
    guard let touch = touch.take(), let responder = selectionResponder else { return }
    switch touch.action {
    case .none:
      return
    case .toggleOutline(let item):
      responder.toggleOutline(at: item)
    case .select(let item):
      unhighlight(item, responder)
      let before = core.selection
      if before.mode == .multiple, before.isSelected(LayoutIndexPath(item)) {
        guard let row = responder.willDeselect(item), isItem(row) else { return }
        _ = try? core.deselectItem(at: LayoutIndexPath(row))
        responder.selectionDidChange()
        responder.didDeselect(row)
        return
      }
      guard let row = responder.willSelect(item), isItem(row) else { return }
      _ = try? core.selectItem(at: LayoutIndexPath(row))
      responder.selectionDidChange()
      let after = core.selection
      for replaced in before.selectedItems.sorted() where !after.isSelected(replaced) {
        responder.didDeselect(IndexPath(replaced))
      }
      responder.didSelect(row)
    }
  }

  /// The finger began a scroll: a highlight it made goes, and lifting it selects nothing.
  func touchBecameScroll() {
    guard let action = touch?.action else { return }
    if case .select(let item) = action, let responder = selectionResponder {
      unhighlight(item, responder)
    }
    touch?.action = .none
  }

  /// Lifts a finger that is down without selecting: a new touch, or one the view dropped.
  func cancelTouch() {
    touchBecameScroll()
    touch = nil
  }

  /// Whether `indexPath` names an item the view shows.
  func isItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let count = binding.numberOfItems(inSection: indexPath.section)
    else { return false }
    return (0..<count).contains(indexPath.item)
  }

  private func unhighlight(_ item: IndexPath, _ responder: any SelectionResponder) {
    core.selection.removeHighlight()
    responder.selectionDidChange()
    responder.didUnhighlight(item)
  }
}
#endif
