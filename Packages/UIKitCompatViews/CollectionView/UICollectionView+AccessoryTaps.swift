#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
public import LayoutLists
import UIKitCompatLayout

extension UICollectionView {
  /// Taps the accessory `accessory` of the list cell shown for the item at `indexPath`, as a
  /// finger on it would (rule 35): the accessory's `actionHandler` runs when it was made with
  /// one. Without one, an outline disclosure expands or collapses its item through the
  /// diffable data source, whatever its style; the delete, insert, detail, reorder and
  /// pop-up menu controls do nothing (decided: UIKit's delete control would open the swipe
  /// actions, which a headless view opens only through its renderer, the grip starts a move,
  /// which ``beginInteractiveMovementForItem(at:)`` stands for, and a pop-up menu opens, which
  /// ``chooseMenuAction(titled:fromAccessoryOfItemAt:)`` chooses from); any other accessory
  /// is part of the row, which ``tapItem(at:)`` taps.
  ///
  /// ```swift
  /// cell.accessories = [.delete(actionHandler: { [weak self] in self?.remove(item) })]
  /// collectionView.isEditing = true
  /// collectionView.tapAccessory(.delete, ofItemAt: IndexPath(item: 0, section: 0))
  /// ```
  ///
  /// An item the view does not show is refused as
  /// `interactionRefused(.itemOutOfRange(…))`, and an accessory its cell does not show (not
  /// there, hidden, or shown only in the other editing state) as
  /// ``CollectionViewError/accessoryNotShown(_:_:)``, in ``lastError``; nothing runs.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(accessories), plus what the tap runs.
  public func tapAccessory(_ accessory: CellAccessory, ofItemAt indexPath: IndexPath) {
    guard isItem(indexPath) else {
      lastError = .interactionRefused(.itemOutOfRange(LayoutIndexPath(indexPath)))
      return
    }
    guard let (_, shown) = shownAccessory(accessory, ofItemAt: indexPath) else { return }
    if let handler = shown.actionHandler {
      handler.run()
      return
    }
    switch accessory {
    case .outlineDisclosure: toggleOutline(at: indexPath)
    case .delete, .insert, .detail, .reorder, .popUpMenu: break
    case .disclosureIndicator, .checkmark, .multiselect, .label, .custom: tapItem(at: indexPath)
    }
  }

  /// The list cell shown for the item at `indexPath`, once laid out, and the first accessory
  /// of kind `accessory` it shows in the view's editing state; `nil`, recording
  /// ``CollectionViewError/accessoryNotShown(_:_:)``, when it shows none.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(accessories).
  func shownAccessory(_ accessory: CellAccessory, ofItemAt indexPath: IndexPath)
    -> (UICollectionViewListCell, UICellAccessory)?
  {
    layoutIfNeeded()
    let editing = isEditing
    guard let cell = views.displayed.cells[indexPath] as? UICollectionViewListCell,
      let shown = cell.accessories.first(where: {
        $0.core == accessory && $0.isDisplayed(editing: editing)
      })
    else {
      lastError = .accessoryNotShown(accessory, indexPath)
      return nil
    }
    return (cell, shown)
  }
}
#endif
