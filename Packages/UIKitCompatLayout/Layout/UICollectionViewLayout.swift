#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
public import LayoutResolution

/// The supertype of collection-view layouts, which samples return from `createLayout()`.
///
/// Mirrors UIKit's `UICollectionViewLayout`: what a view showing the layout asks
/// (``layoutAttributesForElements(in:)``, ``layoutAttributesForItem(at:)``,
/// ``layoutAttributesForSupplementaryView(ofKind:at:)``, ``collectionViewContentSize``) and
/// the hooks UIKit calls (``invalidateLayout()``,
/// ``shouldInvalidateLayout(forBoundsChange:)``,
/// ``prepare(forCollectionViewUpdates:)``, ``finalizeCollectionViewUpdates()``, the
/// animation and interactive-movement hooks), called when UIKit calls them.
///
/// Departures: the queries are answered by the compositional layout the object describes
/// and cannot be overridden (`public`, not `open`); a layout that is not a
/// ``UICollectionViewCompositionalLayout`` provides no sections, so it lays out nothing
/// (content size: the container's width by zero) and reports `LayoutError.missingSection`
/// for every section that has items. A layout answers while a view or a
/// ``CollectionViewLayoutHost`` shows it, one at a time as in UIKit; shown nowhere, its
/// queries answer nothing.
///
/// ```swift
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
/// collectionView.dataSource = dataSource
/// collectionView.collectionViewLayout.layoutAttributesForItem(
///   at: IndexPath(item: 7, section: 0))?.frame  // (150, 75, 75, 75) in a grid of five
/// ```
open class UICollectionViewLayout {
  /// Bumped whenever the layout's description changes, so hosts know to take a new
  /// snapshot.
  var revision = 0

  /// The binding of the view or host showing the layout, which its queries read; `nil`
  /// while nothing shows it. Weak: the view or host owns the binding.
  package weak var binding: LayoutBinding?

  /// The decoration kinds registered with ``register(_:forDecorationViewOfKind:)``.
  private(set) var registeredDecorationKinds: Set<String> = []
  /// The classes registered for decoration kinds, which a view makes its decoration views
  /// of; a kind registered with `nil` has none.
  package private(set) var decorationViewClasses: [String: AnyClass] = [:]
  /// What makes the decoration views of a kind whose views are not made from a class
  /// (``register(decorationViewsOfKind:madeBy:)``).
  package private(set) var decorationViewMakers: [String: () -> AnyObject?] = [:]

  /// A layout with no sections.
  public init() {}

  /// Records that decoration views of `elementKind` are made of `viewClass`, as UIKit's
  /// layout does before it lays out decorations of that kind: a view showing the layout makes
  /// one for each decoration in its visible rect, gives it its attributes (`apply(_:)`) and
  /// reuses it, as it does supplementary views. A decoration whose kind was never registered
  /// is left out of the layout and reported as `LayoutDiagnostic.unregisteredDecorationKind`
  /// (UIKit raises when it cannot dequeue the view).
  ///
  /// Decided: a kind registered with `nil`, or with a class that is no
  /// `UICollectionReusableView`, is laid out (its attributes are answered) but no view is made
  /// for it; UIKit has no view to make either.
  ///
  /// - Complexity: O(1); the next query lays out again.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorationKinds.insert(elementKind)
    decorationViewClasses[elementKind] = viewClass
    decorationViewMakers[elementKind] = nil
    revision += 1
  }

  /// Records that decoration views of `elementKind` are made by `make`, for a spelling whose
  /// decoration views are not `UICollectionReusableView` classes (AppKit's are `NSView`s,
  /// which a view of the runtime hosts). The kind is laid out as a registered one; a view
  /// showing the layout calls `make` where it would make a view of a registered class, and
  /// makes none when it returns something that is no `UICollectionReusableView`.
  ///
  /// - Complexity: O(1); the next query lays out again.
  package func register(
    decorationViewsOfKind elementKind: String, madeBy make: @escaping () -> AnyObject?
  ) {
    registeredDecorationKinds.insert(elementKind)
    decorationViewClasses[elementKind] = nil
    decorationViewMakers[elementKind] = make
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

  /// Marks the layout out of date: the view or host showing it lays it out again before its
  /// next query, asking the section provider for every section: UIKit's
  /// `invalidateLayout()`. Measured sizes are kept, and so is what the user sees (rule 21b).
  /// An override calls `super`.
  ///
  /// - Complexity: O(1); the next query pays for the layout pass.
  open func invalidateLayout() {
    binding?.core.invalidateLayout()
  }

  /// Whether the layout must be laid out again for the showing view's new `newBounds`:
  /// UIKit's hook, asked each time the bounds change, each frame of a scroll included;
  /// `true` makes the view call ``invalidateLayout()``.
  ///
  /// The default answers `true` when the size changes and `false` when only the origin
  /// moves: pinned headers, orthogonal rows and visible-items handlers follow the offset
  /// without a layout pass (rules 15, 19, 22). Decided: UIKit's base class answers `false`
  /// and lays out on a new size regardless; a new layout pass per frame would cost what
  /// nothing here needs.
  ///
  /// - Complexity: O(1).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let binding else { return false }
    return newBounds.size != binding.size
  }

  /// Told the changes of a batch update before they are laid out: UIKit's
  /// `prepare(forCollectionViewUpdates:)`, called by a view's or host's
  /// `performBatchUpdates(_:completion:)` (and each spelling that makes a batch of its
  /// own) and by a diffable data source's applies, once the batch is checked against the
  /// counts; a refused batch tells nothing. The hooks for appearing and disappearing
  /// elements are asked after it. The default does nothing.
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  /// Told that the batch ``prepare(forCollectionViewUpdates:)`` announced is laid out:
  /// UIKit's `finalizeCollectionViewUpdates()`. Headless, the batch's animation is then
  /// under way (rule 21d). The default does nothing.
  open func finalizeCollectionViewUpdates() {}

  /// The index path an item being moved interactively should take when dragged to
  /// `position` (content coordinates): UIKit's hook for interactive movement (rule 30).
  /// `previousIndexPath` is where the item is shown now.
  ///
  /// The default is UIKit's: the cell of the view showing the layout whose frame contains
  /// `position`,
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
    guard let host = binding?.core else { return previousIndexPath }
    return IndexPath(
      InteractiveMovementTargetRule.cellAtPosition.targetIndexPath(
        forItemAt: LayoutIndexPath(previousIndexPath), position: LayoutPoint(position), in: host))
  }

  /// How the item that appears at `itemIndexPath` looks when its animation starts: UIKit's
  /// hook for insert animations. The default returns `nil`: the item fades in where it ends
  /// (rule 21d). Return other attributes (its final ones, from
  /// ``layoutAttributesForItem(at:)``, changed) to make it grow, slide or turn in.
  ///
  /// ```swift
  /// final class GrowingLayout: UICollectionViewCompositionalLayout {
  ///   override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
  ///     -> UICollectionViewLayoutAttributes?
  ///   {
  ///     let start = layoutAttributesForItem(at: itemIndexPath)
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

  /// Becomes the layout `binding` shows, leaving the one that showed it before, as a UIKit
  /// layout belongs to one view at a time.
  func take(_ binding: LayoutBinding) {
    self.binding = binding
  }

  /// Stops answering for `binding`, which shows another layout now.
  func release(_ binding: LayoutBinding) {
    if self.binding === binding { self.binding = nil }
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
