#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
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

  /// The host showing this layout, as UIKit's `collectionView`; set when a
  /// ``CollectionViewLayoutHost`` takes the layout, and held weakly, as in UIKit.
  public internal(set) weak var collectionView: CollectionViewLayoutHost?

  /// The index path an item being moved interactively should take when dragged to
  /// `position` (content coordinates): UIKit's hook for interactive movement (rule 30).
  /// `previousIndexPath` is where the item is shown now.
  ///
  /// The default is UIKit's: the cell of ``collectionView`` whose frame contains `position`,
  /// the one with the greatest zIndex where several do; where none does, `previousIndexPath`
  /// (decided), so the item stays. Override it to choose otherwise; an answer that names no
  /// place the item can go is ignored and the item stays.
  ///
  /// ```swift
  /// final class SameSectionLayout: UICollectionViewCompositionalLayout {
  ///   override func targetIndexPath(
  ///     forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ///   ) -> IndexPath {
  ///     let proposed = super.targetIndexPath(
  ///       forInteractivelyMovingItem: previousIndexPath, withPosition: position)
  ///     return proposed.section == previousIndexPath.section ? proposed : previousIndexPath
  ///   }
  /// }
  /// ```
  ///
  /// - Complexity: the default is O(log sections + elements around `position`), plus a layout
  ///   pass when the layout was invalidated.
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath {
    guard let host = collectionView?.core else { return previousIndexPath }
    return IndexPath(
      InteractiveMovementTargetRule.cellAtPosition.targetIndexPath(
        forItemAt: LayoutIndexPath(previousIndexPath), position: LayoutPoint(position), in: host))
  }

  /// How the item that appears at `itemIndexPath` looks when its animation starts: UIKit's
  /// hook for insert animations. The default returns `nil`: the item fades in where it ends
  /// (rule 21d). Return other attributes (its final ones, from ``collectionView``, changed)
  /// to make it grow, slide or turn in.
  ///
  /// ```swift
  /// final class GrowingLayout: UICollectionViewCompositionalLayout {
  ///   override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
  ///     -> UICollectionViewLayoutAttributes?
  ///   {
  ///     let start = collectionView?.layoutAttributesForItem(at: itemIndexPath)
  ///     start?.alpha = 0
  ///     start?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
  ///     return start
  ///   }
  /// }
  /// ```
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// How the item that disappears from `itemIndexPath` (its index path before the update)
  /// looks when its animation ends. The default returns `nil`: it fades out where it was.
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// How the supplementary view of `elementKind` that appears at `elementIndexPath` looks
  /// when its animation starts. The default returns `nil`: it fades in where it ends.
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// How the supplementary view of `elementKind` that disappears from `elementIndexPath`
  /// looks when its animation ends. The default returns `nil`: it fades out where it was.
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// How the decoration view of `elementKind` that appears at `decorationIndexPath` looks
  /// when its animation starts. The default returns `nil`: it fades in where it ends.
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// How the decoration view of `elementKind` that disappears from `decorationIndexPath`
  /// looks when its animation ends. The default returns `nil`: it fades out where it was.
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The core layout this object describes, read now: the bridge to `LayoutResolution`.
  ///
  /// A plain `UICollectionViewLayout` describes a layout whose provider returns no section.
  /// The result calls back into this layer's closures, so use it on the caller's thread
  /// only (like UIKit's layout objects, this layer is confined to its caller).
  public func makeCollectionLayout() -> CollectionLayout {
    CollectionLayout { _, _ in nil }
  }

  /// The core layout, as ``makeCollectionLayout()`` makes it, recording into `lists` the
  /// sections that are lists; a layout without list sections records nothing.
  func makeCollectionLayout(recordingListsIn lists: ListSectionConfigurations?)
    -> CollectionLayout
  {
    makeCollectionLayout()
  }
}
#endif
