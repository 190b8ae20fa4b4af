#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutLists
import UIKitCompatLayout

extension UICollectionView {
  /// The user taps the list cell of the item at `indexPath`, whose pop-up menu accessory
  /// opens its menu, and chooses the first action titled `title` (in the order
  /// ``UIMenu/actions`` reads the menu and its submenus), as UIKit's pop-up menus do: the
  /// action chosen turns on and every other action of the menu off (decided: a pop-up menu
  /// shows one choice, as a pop-up button's does), the action's handler runs with the cell
  /// as its sender, then the accessory's `selectedElementDidChangeHandler` with the menu.
  /// UIKit has no call for it; this is the headless spelling of choosing from the menu, as
  /// ``UIBarButtonItem/chooseMenuAction(titled:)`` is for a bar button's.
  ///
  /// ```swift
  /// cell.accessories = [.popUpMenu(sizes) { menu in size = menu.selectedElements.first?.title }]
  /// collectionView.chooseMenuAction(titled: "Large", fromAccessoryOfItemAt: IndexPath(item: 0, section: 0))
  /// ```
  ///
  /// An item the view does not show is refused as `interactionRefused(.itemOutOfRange(…))`,
  /// and a cell showing no pop-up menu accessory in the view's editing state as
  /// ``CollectionViewError/accessoryNotShown(_:_:)`` with `CellAccessory.popUpMenu`, in
  /// ``lastError``; nothing runs.
  ///
  /// - Returns: whether an action ran: false when the view refused, or the menu has no
  ///   enabled action of that title (as a bar button's menu answers).
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(accessories + n) for the n elements
  ///   of the menu, plus the handlers.
  @discardableResult
  public func chooseMenuAction(titled title: String, fromAccessoryOfItemAt indexPath: IndexPath)
    -> Bool
  {
    guard isItem(indexPath) else {
      lastError = .interactionRefused(.itemOutOfRange(LayoutIndexPath(indexPath)))
      return false
    }
    guard let (cell, accessory) = shownAccessory(.popUpMenu, ofItemAt: indexPath),
      let menu = accessory.menu
    else { return false }
    let actions = menu.actions
    guard let chosen = actions.first(where: { $0.title == title }),
      !chosen.attributes.contains(.disabled)
    else { return false }
    for action in actions { action.state = action === chosen ? .on : .off }
    chosen.perform(from: cell)
    accessory.menuSelectionHandler?(menu)
    return true
  }
}
#endif
