#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry

extension UITableView {
  /// Whether rows can be selected: UIKit's `allowsSelection`, `true` by default (rule 28).
  public var allowsSelection: Bool {
    get { collectionView.allowsSelection }
    set { collectionView.allowsSelection = newValue }
  }

  /// Whether more than one row can be selected: UIKit's `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { collectionView.allowsMultipleSelection }
    set { collectionView.allowsMultipleSelection = newValue }
  }

  /// The first selected row in index-path order, or `nil`: UIKit's
  /// `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  /// The selected rows in index-path order, or `nil` when none is: UIKit's
  /// `indexPathsForSelectedRows`.
  public var indexPathsForSelectedRows: [IndexPath]? { collectionView.indexPathsForSelectedItems }

  /// Selects the row at `indexPath` as code does, without telling the delegate, and scrolls
  /// it to `scrollPosition`: UIKit's `selectRow(at:animated:scrollPosition:)`. `nil`
  /// deselects every row. A row the table does not show changes nothing and is kept in
  /// ``lastError``. The visible cells' `isSelected` follows at once.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      collectionView.selectItem(at: nil, animated: animated, scrollPosition: [])
      return
    }
    guard isRow(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    collectionView.selectItem(at: indexPath, animated: animated, scrollPosition: [])
    guard allowsSelection,
      let position = collectionViewPosition(scrollPosition, forRowAt: indexPath)
    else { return }
    host.scrollToItem(at: indexPath, at: position, animated: animated)
  }

  /// Deselects the row at `indexPath` without telling the delegate: UIKit's
  /// `deselectRow(at:animated:)`. A row the table does not show changes nothing and is kept
  /// in ``lastError``.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard isRow(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    collectionView.deselectItem(at: indexPath, animated: animated)
  }

  /// The user taps the row at `indexPath`: the headless stand-in for a finger down and up
  /// on its cell, which UIKit has no method for. The delegate is asked and told in UIKit's
  /// order (rule 33): `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`;
  /// then, for a selected row in multiple selection, `willDeselectRowAt` and
  /// `didDeselectRowAt`; otherwise `willSelectRowAt`, which may name another row or none,
  /// then `didDeselectRowAt` for the row single selection replaces and `didSelectRowAt`. A
  /// row the table does not show changes nothing and is kept in ``lastError``.
  ///
  /// ```swift
  /// tableView.tapRow(at: IndexPath(row: 3, section: 1))
  /// tableView.indexPathForSelectedRow  // [1, 3]
  /// ```
  ///
  /// - Complexity: O(s log s) for s selected rows, plus the delegate's calls.
  public func tapRow(at indexPath: IndexPath) {
    guard isRow(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    let selection = host.core.selection
    guard selection.mode != .none else { return }
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    setHighlighted(true, at: indexPath)
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    setHighlighted(false, at: indexPath)
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    let selected = indexPathsForSelectedRows ?? []
    if selected.contains(indexPath), selection.mode == .multiple {
      guard
        let row = rowChosen(
          by: { $0.tableView(self, willDeselectRowAt: indexPath) }, or: indexPath),
        isRow(row)
      else { return }
      collectionView.deselectItem(at: row, animated: true)
      delegate?.tableView(self, didDeselectRowAt: row)
      return
    }
    guard
      let row = rowChosen(by: { $0.tableView(self, willSelectRowAt: indexPath) }, or: indexPath),
      isRow(row)
    else { return }
    collectionView.selectItem(at: row, animated: true, scrollPosition: [])
    let now = indexPathsForSelectedRows ?? []
    for replaced in selected where !now.contains(replaced) {
      delegate?.tableView(self, didDeselectRowAt: replaced)
    }
    delegate?.tableView(self, didSelectRowAt: row)
  }

  /// The row the delegate's answer to `ask` names, or `row` without a delegate.
  private func rowChosen(by ask: (any UITableViewDelegate) -> IndexPath?, or row: IndexPath)
    -> IndexPath?
  {
    guard let delegate else { return row }
    return ask(delegate)
  }

  /// Highlights or lifts the highlight of the row at `indexPath`, and its visible cell.
  private func setHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    if highlighted {
      _ = try? host.core.highlightItem(at: LayoutIndexPath(indexPath))
    } else {
      host.core.selection.removeHighlight()
    }
    collectionView.updateCellStates()
  }
}
#endif
