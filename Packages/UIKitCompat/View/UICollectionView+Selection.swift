#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution

extension UICollectionView {
  /// Whether items can be selected: UIKit's `allowsSelection` (rule 28).
  public var allowsSelection: Bool {
    get { host.allowsSelection }
    set { host.allowsSelection = newValue }
  }

  /// Whether more than one item can be selected: UIKit's `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { host.allowsMultipleSelection }
    set { host.allowsMultipleSelection = newValue }
  }

  /// Whether the view is in editing mode: UIKit's `isEditing`.
  public var isEditing: Bool {
    get { host.isEditing }
    set { host.isEditing = newValue }
  }

  /// Whether items can be selected in editing mode: UIKit's `allowsSelectionDuringEditing`.
  public var allowsSelectionDuringEditing: Bool {
    get { host.allowsSelectionDuringEditing }
    set { host.allowsSelectionDuringEditing = newValue }
  }

  /// Whether more than one item can be selected in editing mode: UIKit's
  /// `allowsMultipleSelectionDuringEditing`.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { host.allowsMultipleSelectionDuringEditing }
    set { host.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// The index paths of the selected items in index-path order, or `nil` when none is:
  /// UIKit's `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? { host.indexPathsForSelectedItems }

  /// Selects the item at `indexPath` as code does, without telling the delegate, as in
  /// UIKit: `selectItem(at:animated:scrollPosition:)`. An unknown item changes nothing and is
  /// kept in the host's ``CollectionViewLayoutHost/lastInteractionError``. The visible cells'
  /// `isSelected` follows at once.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    host.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    updateCellStates()
  }

  /// Deselects the item at `indexPath` without telling the delegate: UIKit's
  /// `deselectItem(at:animated:)`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    host.deselectItem(at: indexPath, animated: animated)
    updateCellStates()
  }

  /// The user taps the item at `indexPath`: the headless stand-in for a finger down and up
  /// on its cell, which UIKit has no method for. The delegate is asked and told in UIKit's
  /// order (rule 31): `shouldHighlightItemAt`, `didHighlightItemAt`, `didUnhighlightItemAt`,
  /// then `shouldSelectItemAt` with `didDeselectItemAt` for the item it replaces in single
  /// selection and `didSelectItemAt` (again for an item already selected), or, for a
  /// selected item in multiple selection,
  /// `shouldDeselectItemAt` and `didDeselectItemAt`. An item the view does not show changes
  /// nothing and is kept in the host's ``CollectionViewLayoutHost/lastInteractionError``.
  /// The view lays out first, as the screen a finger taps is laid out. A shown
  /// ``UICollectionViewListCell`` holding an outline disclosure of the header style is not
  /// selectable: the tap expands or collapses its item instead, asking nothing (rule 35).
  ///
  /// ```swift
  /// collectionView.tapItem(at: IndexPath(item: 3, section: 0))
  /// collectionView.indexPathsForSelectedItems  // [[0, 3]]
  /// ```
  ///
  /// - Complexity: O(s log s) for s selected items, plus the delegate's calls and that of
  ///   ``layoutIfNeeded()``.
  public func tapItem(at indexPath: IndexPath) {
    guard indexPath.count == 2, indexPath.item >= 0,
      indexPath.item < host.numberOfItems(inSection: indexPath.section)
    else {
      host.lastInteractionError = .itemOutOfRange(LayoutIndexPath(indexPath))
      return
    }
    guard !toggleOutline(tappedAt: indexPath) else { return }
    guard host.core.selection.mode != .none else { return }
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    setHighlighted(true, at: indexPath)
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    setHighlighted(false, at: indexPath)
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    let selected = host.indexPathsForSelectedItems ?? []
    if selected.contains(indexPath), host.core.selection.mode == .multiple {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
      host.deselectItem(at: indexPath, animated: true)
      updateCellStates()
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    host.selectItem(at: indexPath, animated: true, scrollPosition: [])
    updateCellStates()
    for replaced in selected where !(host.indexPathsForSelectedItems ?? []).contains(replaced) {
      delegate?.collectionView(self, didDeselectItemAt: replaced)
    }
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Highlights or lifts the highlight of the item at `indexPath`, and its visible cell.
  private func setHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
    if highlighted {
      _ = try? host.core.highlightItem(at: LayoutIndexPath(indexPath))
    } else {
      host.core.selection.removeHighlight()
    }
    updateCellStates()
  }

  /// Gives every visible cell the selection and highlight of its item.
  func updateCellStates() {
    let selection = host.core.selection
    for (indexPath, cell) in displayed.cells {
      let path = LayoutIndexPath(indexPath)
      cell.isSelected = selection.isSelected(path)
      cell.isHighlighted = selection.isHighlighted(path)
    }
  }
}
#endif
