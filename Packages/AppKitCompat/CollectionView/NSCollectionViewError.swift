#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatViews

/// A call an NSCollectionView refused, where AppKit raises an exception: the one error
/// surface of the view, kept in ``NSCollectionView/lastError``. A refused call changes
/// nothing; where an item or a view is due, a fresh, empty one comes back.
public enum NSCollectionViewError: Error, Equatable, Sendable {
  /// An item was made with an identifier no class or nib was registered for.
  case itemIdentifierNotRegistered(NSUserInterfaceItemIdentifier)
  /// A supplementary view was made with a kind and identifier nothing was registered for.
  case supplementaryIdentifierNotRegistered(
    kind: String, identifier: NSUserInterfaceItemIdentifier)
  /// A registration with an empty identifier or kind, a class that is not an
  /// `NSCollectionViewItem` (or an `NSView` adopting `NSCollectionViewElement`), or a nib
  /// that does not hold exactly one of those: AppKit says each "must"; the registration was
  /// ignored.
  case invalidRegistration(NSUserInterfaceItemIdentifier)
  /// The data source returned an item it did not make with `makeItem(withIdentifier:for:)`;
  /// the item is shown in a cell of its own, as AppKit requires items to come from there.
  case itemNotMadeByCollectionView(IndexPath)
  /// A selection named an item the view does not show (AppKit: "programmer error … raises
  /// an exception").
  case invalidSelectionIndexPath(IndexPath)
  /// A scroll or selection asked for more than one vertical or more than one horizontal
  /// position (AppKit raises).
  case conflictingScrollPositions(NSCollectionView.ScrollPosition)
  /// A call the shared runtime refused: a batch the data source's counts contradict, an
  /// index path it does not show, a scroll it cannot take. The case carries the runtime's
  /// named error and the rule it found broken.
  case refused(CollectionViewError)
}
#endif
