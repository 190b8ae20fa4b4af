#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import LayoutLists
public import LayoutResolution
public import ScrollSimulation
import UIKitCompatLayout

/// A call a ``UICollectionView`` refused, where UIKit raises an exception: the one error
/// surface of the view, kept in ``UICollectionView/lastError``. A refused call changes
/// nothing; where a view is due, a fresh, unconfigured one comes back, so the screen goes
/// on showing the rest.
///
/// The cases name what was refused; those that wrap a core error carry the rule the core
/// found broken (`updateRefused(.countMismatch(…))`, `interactionRefused(.itemOutOfRange(…))`,
/// `scrollRefused(.invalidVelocity(…))`).
public enum CollectionViewError: Error, Equatable, Sendable {
  /// A cell was dequeued with a reuse identifier no class or registration was registered
  /// for.
  case cellReuseIdentifierNotRegistered(String)
  /// A supplementary view was dequeued with a kind and reuse identifier nothing was
  /// registered for.
  case supplementaryReuseIdentifierNotRegistered(kind: String, reuseIdentifier: String)
  /// A class registered for cells is not a `UICollectionViewCell`, or one registered for
  /// supplementary views not a `UICollectionReusableView`; the registration was ignored.
  case registeredClassNotReusable(reuseIdentifier: String)
  /// The cell provider returned no cell for the item at the index path, or a diffable data
  /// source was asked for an item its snapshot lacks.
  case cellProviderReturnedNil(IndexPath)
  /// The item count of a section the view does not show was asked for
  /// (``UICollectionView/numberOfItems(inSection:)``, rule 36); it answered 0.
  case sectionOutOfRange(Int)
  /// A batch update the data source's counts contradict, or that names items the view does
  /// not show, whether made through the view's spellings or applied by a diffable data
  /// source (rule 21a).
  case updateRefused(LayoutUpdateError)
  /// A selection, tap or interactive movement of an item the view does not show, or a
  /// movement misused (rules 28, 30).
  case interactionRefused(InteractionError)
  /// A scroll, drag, velocity, time step or orthogonal row the physics cannot take
  /// (rule 34).
  case scrollRefused(ScrollSimulationError)
  /// A frame, bounds or content offset with a number that is NaN or infinite (UIKit raises:
  /// a layer's position or bounds contains NaN); the view kept its own.
  case geometryNotFinite
  /// A tap on an accessory that the list cell of the item at the index path does not show
  /// (``UICollectionView/tapAccessory(_:ofItemAt:)``): on a device there is nothing there to
  /// tap.
  case accessoryNotShown(CellAccessory, IndexPath)
}
#endif
