#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution

extension CollectionViewLayoutHost {
  /// Whether items can be selected outside editing: UIKit's `allowsSelection`, `true` by
  /// default. Turning it off (outside editing) deselects every item (rule 28).
  public var allowsSelection: Bool {
    get { core.selection.allowsSelection }
    set { core.selection.allowsSelection = newValue }
  }

  /// Whether more than one item can be selected outside editing: UIKit's
  /// `allowsMultipleSelection`, `false` by default. Turning it off keeps the first selected
  /// item in index-path order (rule 28).
  public var allowsMultipleSelection: Bool {
    get { core.selection.allowsMultipleSelection }
    set { core.selection.allowsMultipleSelection = newValue }
  }

  /// Whether the host is in editing mode, where ``allowsSelectionDuringEditing`` and
  /// ``allowsMultipleSelectionDuringEditing`` apply instead: UIKit's `isEditing`, `false` by
  /// default. The selection is narrowed to what the new mode allows (rule 28).
  public var isEditing: Bool {
    get { core.selection.isEditing }
    set { core.selection.isEditing = newValue }
  }

  /// Whether items can be selected in editing mode: UIKit's `allowsSelectionDuringEditing`,
  /// `false` by default.
  public var allowsSelectionDuringEditing: Bool {
    get { core.selection.allowsSelectionDuringEditing }
    set { core.selection.allowsSelectionDuringEditing = newValue }
  }

  /// Whether more than one item can be selected in editing mode: UIKit's
  /// `allowsMultipleSelectionDuringEditing`, `false` by default.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { core.selection.allowsMultipleSelectionDuringEditing }
    set { core.selection.allowsMultipleSelectionDuringEditing = newValue }
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

  /// Selects the item at `indexPath`, and scrolls it to `scrollPosition` unless that is
  /// `[]`: UIKit's `selectItem(at:animated:scrollPosition:)`. In single selection it replaces
  /// the selection, in multiple selection it joins it; with selection off nothing happens,
  /// scrolling included, as UIKit documents. `nil` deselects every item.
  ///
  /// ```swift
  /// host.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
  /// host.indexPathsForSelectedItems  // [[0, 40]]
  /// ```
  ///
  /// Departure: an index path the host does not show changes nothing and is kept in
  /// ``lastInteractionError``.
  ///
  /// - Complexity: O(1) to select; scrolling costs what ``scrollToItem(at:at:animated:)``
  ///   costs.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else {
      core.selection.deselectAll()
      return
    }
    guard core.selection.mode != .none else { return }
    do {
      try core.selectItem(at: LayoutIndexPath(indexPath))
    } catch {
      lastInteractionError = error
      return
    }
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`: UIKit's `deselectItem(at:animated:)`; `animated`
  /// changes nothing headless.
  ///
  /// Departure: an index path the host does not show changes nothing and is kept in
  /// ``lastInteractionError``.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    do {
      try core.deselectItem(at: LayoutIndexPath(indexPath))
    } catch {
      lastInteractionError = error
    }
  }
}
#endif
