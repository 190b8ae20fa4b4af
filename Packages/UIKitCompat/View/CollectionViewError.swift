#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// A call a ``UICollectionView`` could not carry out as asked, where UIKit raises an
/// exception; kept in ``UICollectionView/lastError``. The view hands back a fresh,
/// unconfigured view instead of trapping, so the screen goes on showing the rest.
public enum CollectionViewError: Error, Hashable, Sendable {
  /// A cell was dequeued with a reuse identifier no class or registration was registered
  /// for.
  case cellReuseIdentifierNotRegistered(String)
  /// A supplementary view was dequeued with a kind and reuse identifier nothing was
  /// registered for.
  case supplementaryReuseIdentifierNotRegistered(kind: String, reuseIdentifier: String)
  /// A class registered for cells is not a `UICollectionViewCell`, or one registered for
  /// supplementary views not a `UICollectionReusableView`; the registration was ignored.
  case registeredClassNotReusable(reuseIdentifier: String)
  /// The cell provider returned no cell for the item at the index path.
  case cellProviderReturnedNil(IndexPath)
  /// A frame, bounds or content offset with a number that is NaN or infinite (UIKit raises:
  /// a layer's position or bounds contains NaN); the view kept its own.
  case geometryNotFinite
}
#endif
