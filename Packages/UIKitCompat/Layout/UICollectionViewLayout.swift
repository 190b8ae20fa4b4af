#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import LayoutResolution

/// The supertype of collection-view layouts, which samples return from `createLayout()`.
///
/// Mirrors UIKit's `UICollectionViewLayout` as a type only: subclasses cannot supply their
/// own attributes here. Departure, and the defined outcome for a layout that is not a
/// ``UICollectionViewCompositionalLayout``: it provides no sections, so a ``CollectionViewLayoutHost``
/// lays out nothing (content size: the host's width by zero) and reports
/// `LayoutError.missingSection` for every section that has items.
open class UICollectionViewLayout {
  /// Bumped whenever the layout's description changes, so hosts know to take a new
  /// snapshot.
  var revision = 0

  /// The decoration kinds registered with ``register(_:forDecorationViewOfKind:)``.
  private(set) var registeredDecorationKinds: Set<String> = []

  /// A layout with no sections.
  public init() {}

  /// Records that decoration views of `elementKind` can be made, as UIKit's layout does
  /// before it lays out decorations of that kind. Any class is accepted; only the kind is
  /// kept. A decoration whose kind was never registered is left out of the layout and
  /// reported as `LayoutDiagnostic.unregisteredDecorationKind` (UIKit raises when it cannot
  /// dequeue the view).
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorationKinds.insert(elementKind)
    revision += 1
  }

  /// The content offset to use once content changed under the viewport, given the one
  /// proposed: UIKit's hook for keeping the right content in view after an update. The default
  /// returns `proposedContentOffset`; override it to choose another.
  ///
  /// A ``CollectionViewLayoutHost`` asks the layout it shows after every batch update, measured
  /// size, and change of size, layout, traits or insets, with the offset that keeps the top
  /// visible cell where it was on screen (rule 21b), and clamps the answer to its scroll range.
  /// UIKit asks after updates and layout transitions with the offset left as it was; here the
  /// proposal is already anchored, so an override that returns it keeps what the user sees.
  ///
  /// ```swift
  /// final class WholeRowsLayout: UICollectionViewCompositionalLayout {
  ///   override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
  ///     CGPoint(x: proposed.x, y: (proposed.y / 44).rounded() * 44)  // a row at the top
  ///   }
  /// }
  /// ```
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// The core layout this object describes, read now: the bridge to `LayoutResolution`.
  ///
  /// A plain `UICollectionViewLayout` describes a layout whose provider returns no section.
  /// The result calls back into this layer's closures, so use it on the caller's thread
  /// only (like UIKit's layout objects, this layer is confined to its caller).
  public func makeCollectionLayout() -> CollectionLayout {
    CollectionLayout { _, _ in nil }
  }
}
#endif
