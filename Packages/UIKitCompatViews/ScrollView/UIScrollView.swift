#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutLists
public import LayoutResolution
import ScrollSimulation
import UIKitCompatLayout

/// A headless scroll view: UIKit's `UIScrollView`, the superclass of ``UICollectionView``
/// and ``UITableView``, with a content offset, insets and traits, scrolling physics, a
/// clock and touches.
///
/// Its content is the layout its subclass shows, laid out by the core's
/// `LayoutResolution.LayoutHost` (``core``). It owns the view's one clock: the scroll
/// motion of the content and of every orthogonal row, and the running transition of an
/// animated change (rule 21d), all moved on by ``advance(by:)``, one call per frame, as a
/// display link would. A finger is spelled ``touchDown(at:)``, ``drag(by:)``,
/// ``endDragging(withVelocity:)`` and ``touchUp()``: a touch finds its item by hit-testing
/// (rule 26), highlights and selects it through the view's delegate in UIKit's order, and a
/// drag scrolls instead.
///
/// ```swift
/// collectionView.drag(by: CGPoint(x: 0, y: 300))     // a finger moving up 300 pt
/// collectionView.endDragging(withVelocity: CGPoint(x: 0, y: 2))  // 2 pt/ms
/// collectionView.isDecelerating                      // true
/// collectionView.advance(by: 1.0 / 60)               // one frame of momentum
/// ```
///
/// Headless, nothing moves by itself: time passes only through ``advance(by:)``. Not made
/// directly (its initializer is its subclasses'); like UIKit's views it is confined to its
/// caller and not `Sendable`.
open class UIScrollView: UIView {
  /// The layout shown and the core host that lays it out.
  let binding: LayoutBinding

  /// The driver behind the physics, made on the first scroll: the scrollers of the content
  /// and of each orthogonal row.
  var scrollDriver: ScrollDriver?

  /// The finger that is down, from ``touchDown(at:)`` to ``touchUp()``.
  var touch: Touch?

  /// What touches ask and tell: the subclass, in its delegate's spellings.
  weak var selectionResponder: (any SelectionResponder)?

  /// A scroll view of `frame`'s size showing the layout of `binding`, made by the subclass
  /// at that size.
  init(frame: CGRect, binding: LayoutBinding) {
    self.binding = binding
    super.init(frame: frame)
    binding.owner = self
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The core host that lays out, scrolls and selects for this view: the one way down to
  /// `LayoutResolution` (its solved layout, diagnostics, transition, throwing API). Change
  /// the view through its own spellings, which keep the two in step; what is set on the core
  /// directly bypasses the view's data source, cells and delegate.
  public var core: LayoutResolution.LayoutHost { binding.core }

  /// The list configuration `section` was laid out with at the last layout pass, or `nil`
  /// when it is not a list section: what a picture of the view reads to draw a list's
  /// background and rounded rows (the gallery's).
  ///
  /// - Complexity: O(1).
  package func listConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
    binding.listConfigurationAtLastPass(forSection: section)
  }

  /// Whether the list row at `indexPath` rounds its top and its bottom corners, and by how
  /// much: an inset-grouped section's first and last rows, every sidebar row (the core's
  /// `ListLayout.cornerMask(for:in:)`).
  ///
  /// - Complexity: O(log sections), and O(log rows) once measured.
  package func listRowCorners(at indexPath: IndexPath)
    -> (roundsTop: Bool, roundsBottom: Bool, radius: CGFloat)
  {
    let mask = binding.listCornerMask(at: LayoutIndexPath(indexPath))
    return (
      !mask.isDisjoint(with: .top), !mask.isDisjoint(with: .bottom),
      CGFloat(ListMetrics.cornerRadius)
    )
  }

  /// Where the view sits in its superview; its size is the visible rect's. Changing the
  /// size lays out again and the size classes follow it (rule 32). A frame with a number
  /// that is NaN or infinite is refused, where UIKit raises: the frame stays as it was and
  /// the subclass's `lastError` says `geometryNotFinite`.
  open override var frame: CGRect {
    willSet {
      guard newValue.isFiniteGeometry, newValue.size != frame.size else { return }
      boundsWillChange(to: CGRect(origin: contentOffset, size: newValue.size))
    }
    didSet {
      guard frame.size != oldValue.size else { return }
      binding.size = frame.size
      didScroll()
    }
  }

  /// The visible rect in content coordinates, as `UIScrollView.bounds`: its origin is
  /// ``contentOffset`` and its size the ``frame``'s. Setting it scrolls and resizes; a rect
  /// that is not finite is refused, as ``frame`` refuses one.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      guard newValue.isFiniteGeometry else { return recordNonFiniteGeometry() }
      guard frame.size != newValue.size else { return contentOffset = newValue.origin }
      core.contentOffset = LayoutPoint(newValue.origin)
      frame.size = newValue.size
    }
  }

  /// The top-left corner of the visible rect. Setting it lays out nothing and stops no
  /// motion; a scroll under way takes it up from there.
  ///
  /// After a batch update, a measured size, or a new size, layout, traits or insets, the
  /// view moves it to keep the visible content in place, lets the layout's
  /// `UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)` decide, and
  /// clamps the result to the scroll range (rule 21b). A point that is not finite is
  /// refused, as ``frame`` refuses one.
  public var contentOffset: CGPoint {
    get { CGPoint(core.contentOffset) }
    set {
      guard newValue.isFiniteGeometry else { return recordNonFiniteGeometry() }
      boundsWillChange(to: CGRect(origin: newValue, size: frame.size))
      core.contentOffset = LayoutPoint(newValue)
      didScroll()
    }
  }

  /// The size of the scrollable content: UIKit's `contentSize`, the layout's
  /// `UICollectionViewLayout/collectionViewContentSize`.
  ///
  /// - Complexity: O(1), once laid out.
  public var contentSize: CGSize { binding.contentSize }

  /// Extra room around the content that the scroll range honours, by physical side: UIKit's
  /// `contentInset`. It does not change the layout; changing it keeps the visible content in
  /// place (rule 21b).
  ///
  /// ```swift
  /// collectionView.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  /// collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
  /// collectionView.adjustedContentInset  // top 67, bottom 54 for a vertical layout
  /// ```
  public var contentInset: UIEdgeInsets {
    get { UIEdgeInsets(core.contentInset) }
    set { core.contentInset = LayoutInsets(newValue) }
  }

  /// The insets the scroll range honours: ``contentInset`` plus, unless
  /// ``contentInsetAdjustmentBehavior`` is `.never`, the safe area along the scroll axis
  /// (UIKit's `adjustedContentInset`). A vertical layout under a 47 pt top safe area starts
  /// at offset −47.
  public var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(core.adjustedContentInset)
  }

  /// Whether the safe area adds to the scroll range's insets: UIKit's
  /// `contentInsetAdjustmentBehavior`, `.automatic` by default. Every behaviour but `.never`
  /// adds the safe area along the scroll axis (see ``ContentInsetAdjustmentBehavior``).
  /// Changing it keeps the visible content in place.
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { core.adjustsContentInsetForSafeArea = contentInsetAdjustmentBehavior != .never }
  }

  /// The safe-area insets, by physical side; settable here, where UIKit's come from the
  /// window. A layout's `automatic` and `safeArea` content insets references measure from
  /// them.
  open override var safeAreaInsets: UIEdgeInsets {
    get { binding.safeAreaInsets }
    set { binding.safeAreaInsets = newValue }
  }

  /// The layout margins, by physical side, measured from the safe area (UIKit's
  /// `insetsLayoutMarginsFromSafeArea` default). Zero by default, where UIKit derives them
  /// from the device.
  open override var layoutMargins: UIEdgeInsets {
    get { binding.layoutMargins }
    set { binding.layoutMargins = newValue }
  }

  /// The layout margins by leading and trailing side: ``layoutMargins`` placed by the
  /// layout direction.
  open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(layoutMargins, in: traitCollection.layoutDirection) }
    set { layoutMargins = UIEdgeInsets(newValue, in: traitCollection.layoutDirection) }
  }

  /// The view's traits: size classes, layout direction, display scale. Settable here
  /// (UIKit's are inherited from the window). Changing the layout direction keeps
  /// ``safeAreaInsets`` and ``layoutMargins`` on the same physical sides.
  ///
  /// The size classes follow the size as iOS assigns them to a window (rule 32): the width
  /// is regular from 678 pt (896 pt when the height is compact, as on an iPhone in
  /// landscape), the height regular from 500 pt; compact below. A size class set here
  /// overrides that, as a trait override does in UIKit; setting `unspecified` makes it
  /// follow the size again.
  open override var traitCollection: UITraitCollection {
    get { binding.traitCollection }
    set { binding.traitCollection = newValue }
  }

  /// Whether a drag of the content ends with it resting on a page of the bounds' size:
  /// UIKit's `isPagingEnabled`, `false` by default. Pages are the bounds' length apart along
  /// the scroll axis from offset 0; on ``endDragging(withVelocity:)`` the content springs to
  /// the page `docs/scrolling.md#paging-and-snapping` picks, at most one page from where the
  /// drag began (rule 34). A change applies from the next release. Orthogonal rows keep
  /// their own behaviours.
  ///
  /// ```swift
  /// collectionView.isPagingEnabled = true
  /// collectionView.drag(by: CGPoint(x: 0, y: 300))
  /// collectionView.endDragging(withVelocity: CGPoint(x: 0, y: 1))
  /// collectionView.advance(by: 2)
  /// collectionView.contentOffset.y  // one page down: the bounds' height
  /// ```
  public var isPagingEnabled = false {
    didSet { scrollDriver?.isPagingEnabled = isPagingEnabled }
  }

  /// Brings the view in step with its layout: measures the visible self-sizing elements and,
  /// in a subclass, shows a view for each visible element, as UIKit's layout pass does
  /// (rule 31). Headless, nothing lays the view out by itself; queries of what is shown lay
  /// out first, as UIKit's run loop would have by the time code asks.
  ///
  /// - Complexity: that of the core's measuring of the visible elements; a layout pass
  ///   comes first when the layout was invalidated.
  open override func layoutIfNeeded() {
    binding.synchronize()
    core.measureVisibleElements()
    layOutSubtree()
  }

  /// A scroll view in a view tree takes the safe area its superview gives.
  override func safeAreaDidResolve(to insets: UIEdgeInsets) {
    binding.safeAreaInsets = insets
  }

  /// Asks the layout whether the view's new `newBounds` need a layout pass
  /// (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``) before the view
  /// takes them, and invalidates it if so, as UIKit does.
  func boundsWillChange(to newBounds: CGRect) {
    let layout = binding.layout
    if layout.shouldInvalidateLayout(forBoundsChange: newBounds) { layout.invalidateLayout() }
  }

  /// Called after the content or a row moved: a collection view tells its prefetch data
  /// source (rule 27). Does nothing here.
  func didScroll() {}

  /// Keeps `error`, a scroll the view refused, in the subclass's `lastError`. Does nothing
  /// here.
  func record(_ error: ScrollSimulationError) {}
}
#endif
