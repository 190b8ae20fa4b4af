#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatViews

extension NSCollectionView {
  /// Whether the user can select items by clicking, `false` by default as in AppKit. Code
  /// selects whatever this says.
  public var isSelectable: Bool {
    get { selectionSettings.isSelectable }
    set { selectionSettings.isSelectable = newValue }
  }

  /// Whether the user can select more than one item (command- and shift-click), `false` by
  /// default as in AppKit.
  public var allowsMultipleSelection: Bool {
    get { selectionSettings.allowsMultipleSelection }
    set { selectionSettings.allowsMultipleSelection = newValue }
  }

  /// Whether the user can leave no item selected (a click on empty space, a command-click on
  /// the last selected item), `true` by default as in AppKit.
  public var allowsEmptySelection: Bool {
    get { selectionSettings.allowsEmptySelection }
    set { selectionSettings.allowsEmptySelection = newValue }
  }

  /// The index paths of the selected items: AppKit's `selectionIndexPaths`. They follow
  /// their items through batch updates, as the runtime's selection does.
  ///
  /// Setting it selects exactly those items, as code does, without telling the delegate. A
  /// set naming an item the view does not show is refused (AppKit raises): nothing changes
  /// and ``lastError`` is `invalidSelectionIndexPath`.
  ///
  /// - Complexity: O(s log s) for s selected items, plus O(v) for the v shown items.
  public var selectionIndexPaths: Set<IndexPath> {
    get { Set(runtime.indexPathsForSelectedItems ?? []) }
    set {
      guard validateSelection(newValue) else { return }
      let current = selectionIndexPaths
      for indexPath in current.subtracting(newValue) {
        runtime.deselectItem(at: indexPath, animated: false)
      }
      for indexPath in newValue.subtracting(current).sorted() {
        runtime.selectItem(at: indexPath, animated: false, scrollPosition: [])
      }
    }
  }

  /// Adds the items of `indexPaths` to the selection, as code does, without telling the
  /// delegate, and scrolls them to `scrollPosition` unless that is `[]`: AppKit's
  /// `selectItems(at:scrollPosition:)`. An index path the view does not show, or two
  /// vertical (or two horizontal) positions, changes nothing and is kept in ``lastError``.
  ///
  /// - Complexity: O(k log s) for k index paths, plus the scroll.
  public func selectItems(at indexPaths: Set<IndexPath>, scrollPosition: ScrollPosition) {
    guard validateSelection(indexPaths), validate(scrollPosition) else { return }
    selectionIndexPaths = selectionIndexPaths.union(indexPaths)
    if !scrollPosition.isEmpty { scrollToItems(at: indexPaths, scrollPosition: scrollPosition) }
  }

  /// Takes the items of `indexPaths` out of the selection, as code does, without telling the
  /// delegate: AppKit's `deselectItems(at:)`.
  ///
  /// - Complexity: O(k log s) for k index paths.
  public func deselectItems(at indexPaths: Set<IndexPath>) {
    guard validateSelection(indexPaths) else { return }
    selectionIndexPaths = selectionIndexPaths.subtracting(indexPaths)
  }

  /// Selects every item the delegate allows, as the Select All command does, telling the
  /// delegate; nothing happens unless the view is selectable with multiple selection, as in
  /// AppKit.
  ///
  /// - Complexity: O(n) for the view's n items.
  public func selectAll(_ sender: Any?) {
    guard isSelectable, allowsMultipleSelection else { return }
    userSelect(allIndexPaths().subtracting(selectionIndexPaths))
  }

  /// Deselects every item the delegate allows, as the Deselect All command does, telling the
  /// delegate; nothing happens unless the view is selectable, allows multiple selection and
  /// allows an empty selection, as in AppKit.
  ///
  /// - Complexity: O(s log s) for s selected items.
  public func deselectAll(_ sender: Any?) {
    guard isSelectable, allowsMultipleSelection, allowsEmptySelection else { return }
    userDeselect(selectionIndexPaths)
  }

  /// The user clicks the item at `indexPath`, holding `modifierFlags`: the item shows
  /// `.forSelection` while the mouse is down (as the delegate's `shouldChangeItemsAt` allows),
  /// then the selection changes as on a Mac and the
  /// delegate is asked and told by sets (decided; AppKit documents the delegate's calls, not
  /// the gestures):
  /// - a plain click selects the item alone;
  /// - a command-click adds the item, or takes a selected one out, with multiple selection;
  /// - a shift-click selects every item from the last one clicked to this one, in index-path
  ///   order, with multiple selection.
  ///
  /// Nothing happens when the view is not selectable. An item the view does not show changes
  /// nothing and is kept in ``lastError``.
  ///
  /// ```swift
  /// collectionView.isSelectable = true
  /// collectionView.allowsMultipleSelection = true
  /// collectionView.clickItem(at: IndexPath(item: 3, section: 0))
  /// collectionView.clickItem(at: IndexPath(item: 5, section: 0), modifierFlags: .command)
  /// collectionView.selectionIndexPaths  // [[0, 3], [0, 5]]
  /// ```
  ///
  /// - Complexity: O(s log s) for s selected items, plus O(r) for the r items a shift-click
  ///   spans, and the delegate's calls.
  public func clickItem(at indexPath: IndexPath, modifierFlags: NSEvent.ModifierFlags = []) {
    guard validateSelection([indexPath]) else { return }
    guard isSelectable else { return }
    layoutSubtreeIfNeeded()
    highlight(indexPath, .forSelection)
    defer { highlight(indexPath, .none) }
    let selected = selectionIndexPaths
    let multiple = allowsMultipleSelection
    if multiple, modifierFlags.contains(.command) {
      if selected.contains(indexPath) {
        if allowsEmptySelection || selected.count > 1 { userDeselect([indexPath]) }
      } else {
        userSelect([indexPath])
      }
    } else if multiple, modifierFlags.contains(.shift), let anchor = selectionAnchor {
      userSelect(indexPaths(from: anchor, to: indexPath).subtracting(selected))
      return
    } else {
      let approved =
        selected.contains(indexPath) ? [indexPath] : delegateApprovedSelection([indexPath])
      guard !approved.isEmpty else { return }
      userDeselect(selected.subtracting([indexPath]))
      select(approved.subtracting(selected))
    }
    selectionAnchor = indexPath
  }

  /// The user clicks empty space between the items: every item the delegate allows is
  /// deselected, when the view is selectable and allows an empty selection (decided, as a
  /// Mac's Finder does).
  ///
  /// - Complexity: O(s log s) for s selected items.
  public func clickEmptySpace() {
    guard isSelectable, allowsEmptySelection else { return }
    userDeselect(selectionIndexPaths)
    selectionAnchor = nil
  }

  /// Gives the item at `indexPath` `state`, if the delegate allows, and tells it.
  private func highlight(_ indexPath: IndexPath, _ state: NSCollectionViewItem.HighlightState) {
    let approved =
      delegate?.collectionView(self, shouldChangeItemsAt: [indexPath], to: state) ?? [indexPath]
    guard approved.contains(indexPath), let item = item(at: indexPath), item.highlightState != state
    else { return }
    item.highlightState = state
    delegate?.collectionView(self, didChangeItemsAt: [indexPath], to: state)
  }

  /// Selects what the delegate approves of `indexPaths` and tells it.
  private func userSelect(_ indexPaths: Set<IndexPath>) {
    guard !indexPaths.isEmpty else { return }
    select(delegateApprovedSelection(indexPaths))
  }

  /// Selects `approved`, which the delegate approved, and tells it.
  private func select(_ approved: Set<IndexPath>) {
    guard !approved.isEmpty else { return }
    selectionIndexPaths = selectionIndexPaths.union(approved)
    delegate?.collectionView(self, didSelectItemsAt: approved)
  }

  /// Deselects what the delegate approves of `indexPaths` and tells it.
  private func userDeselect(_ indexPaths: Set<IndexPath>) {
    guard !indexPaths.isEmpty else { return }
    let approved =
      (delegate?.collectionView(self, shouldDeselectItemsAt: indexPaths) ?? indexPaths)
      .intersection(indexPaths)
    guard !approved.isEmpty else { return }
    selectionIndexPaths = selectionIndexPaths.subtracting(approved)
    delegate?.collectionView(self, didDeselectItemsAt: approved)
  }

  private func delegateApprovedSelection(_ indexPaths: Set<IndexPath>) -> Set<IndexPath> {
    (delegate?.collectionView(self, shouldSelectItemsAt: indexPaths) ?? indexPaths)
      .intersection(indexPaths)
  }

  /// Whether every index path names a shown item; if not, the error is kept.
  func validateSelection(_ indexPaths: Set<IndexPath>) -> Bool {
    for indexPath in indexPaths.sorted() where !isItem(indexPath) {
      lastError = .invalidSelectionIndexPath(indexPath)
      return false
    }
    return true
  }

  /// Whether `indexPath` names an item the view shows.
  func isItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.item >= 0,
      indexPath.section < numberOfSections
    else { return false }
    return indexPath.item < numberOfItems(inSection: indexPath.section)
  }

  /// Every item's index path.
  private func allIndexPaths() -> Set<IndexPath> {
    var all = Set<IndexPath>()
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) {
        all.insert(IndexPath(item: item, section: section))
      }
    }
    return all
  }

  /// The items from `start` to `end` inclusive, in index-path order either way.
  private func indexPaths(from start: IndexPath, to end: IndexPath) -> Set<IndexPath> {
    let (low, high) = start <= end ? (start, end) : (end, start)
    var paths = Set<IndexPath>()
    var section = low.section
    var item = low.item
    while section < high.section || (section == high.section && item <= high.item) {
      if item < numberOfItems(inSection: section) {
        paths.insert(IndexPath(item: item, section: section))
        item += 1
      } else {
        section += 1
        item = 0
        if section >= numberOfSections { break }
      }
    }
    return paths
  }
}

/// The selection switches, which AppKit's clicks follow; the runtime holds the selection.
struct SelectionSettings {
  var isSelectable = false
  var allowsMultipleSelection = false
  var allowsEmptySelection = true
}
#endif
