#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompatLayout

extension UICollectionView {
  /// Whether items can be selected outside editing: UIKit's `allowsSelection`, `true` by
  /// default. Turning it off (outside editing) deselects every item (rule 28).
  public var allowsSelection: Bool {
    get { core.selection.allowsSelection }
    set { setSelectionSwitch(\.allowsSelection, newValue) }
  }

  /// Whether more than one item can be selected outside editing: UIKit's
  /// `allowsMultipleSelection`, `false` by default. Turning it off keeps the first selected
  /// item in index-path order (rule 28).
  public var allowsMultipleSelection: Bool {
    get { core.selection.allowsMultipleSelection }
    set { setSelectionSwitch(\.allowsMultipleSelection, newValue) }
  }

  /// Whether the view is in editing mode, where ``allowsSelectionDuringEditing`` and
  /// ``allowsMultipleSelectionDuringEditing`` apply instead: UIKit's `isEditing`, `false` by
  /// default. The selection is narrowed to what the new mode allows (rule 28).
  public var isEditing: Bool {
    get { core.selection.isEditing }
    set { setSelectionSwitch(\.isEditing, newValue) }
  }

  /// Whether items can be selected in editing mode: UIKit's `allowsSelectionDuringEditing`,
  /// `false` by default.
  public var allowsSelectionDuringEditing: Bool {
    get { core.selection.allowsSelectionDuringEditing }
    set { setSelectionSwitch(\.allowsSelectionDuringEditing, newValue) }
  }

  /// Whether more than one item can be selected in editing mode: UIKit's
  /// `allowsMultipleSelectionDuringEditing`, `false` by default.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { core.selection.allowsMultipleSelectionDuringEditing }
    set { setSelectionSwitch(\.allowsMultipleSelectionDuringEditing, newValue) }
  }

  /// The index paths of the selected items, in index-path order (UIKit promises no order),
  /// or `nil` when none is selected, as in UIKit. They follow their items through batch
  /// updates (rule 29).
  ///
  /// - Complexity: O(s log s) for s selected items.
  public var indexPathsForSelectedItems: [IndexPath]? {
    let selected = core.selection.selectedItems
    return selected.isEmpty ? nil : selected.sorted().map(IndexPath.init)
  }

  /// Selects the item at `indexPath` as code does, without telling the delegate, and scrolls
  /// it to `scrollPosition` unless that is `[]`: UIKit's
  /// `selectItem(at:animated:scrollPosition:)`. In single selection it replaces the
  /// selection, in multiple selection it joins it; with selection off nothing happens,
  /// scrolling included, as UIKit documents. `nil` deselects every item. The visible cells'
  /// `isSelected` follows at once.
  ///
  /// ```swift
  /// collectionView.selectItem(
  ///   at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
  /// collectionView.indexPathsForSelectedItems  // [[0, 40]]
  /// ```
  ///
  /// Departure: an index path the view does not show changes nothing and is kept in
  /// ``lastError`` (`interactionRefused(.itemOutOfRange(…))`).
  ///
  /// - Complexity: O(1) to select, plus O(v) for the v visible cells; scrolling costs what
  ///   ``scrollToItem(at:at:animated:)`` costs.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      core.selection.deselectAll()
      views.updateCellStates()
      return
    }
    guard core.selection.mode != .none else { return }
    do {
      try core.selectItem(at: LayoutIndexPath(indexPath))
    } catch {
      lastError = .interactionRefused(error)
      return
    }
    views.updateCellStates()
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath` without telling the delegate: UIKit's
  /// `deselectItem(at:animated:)`; `animated` changes nothing headless. An index path the
  /// view does not show changes nothing and is kept in ``lastError``.
  ///
  /// - Complexity: O(v) for the v visible cells.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    do {
      try core.deselectItem(at: LayoutIndexPath(indexPath))
    } catch {
      lastError = .interactionRefused(error)
      return
    }
    views.updateCellStates()
  }

  /// The user taps the item at `indexPath`: ``UIScrollView/touchDown(at:)`` on the item and
  /// ``UIScrollView/touchUp()``, for code that knows the item rather than a point. The
  /// delegate is asked and told in UIKit's order (rule 31): `shouldHighlightItemAt`,
  /// `didHighlightItemAt`, `didUnhighlightItemAt`, then `shouldSelectItemAt` with
  /// `didDeselectItemAt` for the item it replaces in single selection and `didSelectItemAt`
  /// (again for an item already selected), or, for a selected item in multiple selection,
  /// `shouldDeselectItemAt` and `didDeselectItemAt`. The view lays out first, as the screen
  /// a finger taps is laid out. A shown ``UICollectionViewListCell`` holding an outline
  /// disclosure of the header style is not selectable: the tap expands or collapses its
  /// item instead, asking nothing (rule 35).
  ///
  /// ```swift
  /// collectionView.tapItem(at: IndexPath(item: 3, section: 0))
  /// collectionView.indexPathsForSelectedItems  // [[0, 3]]
  /// ```
  ///
  /// An item the view does not show changes nothing and is kept in ``lastError``
  /// (`interactionRefused(.itemOutOfRange(…))`).
  ///
  /// - Complexity: O(s log s) for s selected items, plus the delegate's calls and that of
  ///   ``layoutIfNeeded()``.
  public func tapItem(at indexPath: IndexPath) {
    guard isItem(indexPath) else {
      lastError = .interactionRefused(.itemOutOfRange(LayoutIndexPath(indexPath)))
      return
    }
    layoutIfNeeded()
    beginTouch(on: indexPath)
    endTouch()
  }

  /// Sets a selection switch of the core, and the visible cells follow the narrowed
  /// selection.
  private func setSelectionSwitch(_ key: WritableKeyPath<LayoutSelection, Bool>, _ value: Bool) {
    core.selection[keyPath: key] = value
    views.updateCellStates()
  }
}

extension UICollectionView: SelectionResponder {
  func shouldHighlight(_ indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
  }

  func didHighlight(_ indexPath: IndexPath) {
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  func didUnhighlight(_ indexPath: IndexPath) {
    delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }

  func willSelect(_ indexPath: IndexPath) -> IndexPath? {
    delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
  }

  func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
    delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
  }

  func didSelect(_ indexPath: IndexPath) {
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  func didDeselect(_ indexPath: IndexPath) {
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
  }

  func selectionDidChange() {
    views.updateCellStates()
  }
}
#endif
