#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// A headless view: UIKit's `UIView`, a rectangle in a tree of views, with no pixels.
///
/// It keeps what a screen's code sets and reads around a collection view: its ``frame``,
/// ``bounds`` and ``center``; its ``superview`` and ``subviews``; the layout cycle
/// (``setNeedsLayout()``, ``layoutIfNeeded()``, ``layoutSubviews()``), with subviews resized
/// by their ``autoresizingMask`` when the view's size changes; the ``safeAreaInsets`` its
/// superview passes down; its ``layoutMargins``; and ``isHidden``, ``alpha`` and ``tag``.
/// ``UICollectionView``, ``UITableView``, cells, reusable views and ``UILabel`` are views.
///
/// ```swift
/// let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let collectionView = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
/// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// root.addSubview(collectionView)
/// root.frame.size = CGSize(width: 844, height: 390)  // rotated
/// collectionView.frame.size                          // 844 × 390
/// ```
///
/// Where UIKit raises (a view added to itself or to one of its own subviews), the view
/// records a named ``ViewError`` in ``lastViewError`` and changes nothing.
/// Like UIKit's views it is confined to its caller: not `Sendable`.
open class UIView {
  /// The frame as last accepted; ``frame`` refuses a rect that is not finite.
  private var storedFrame: CGRect

  /// The origin of ``bounds``: where the view's own coordinates start.
  private var boundsOrigin = CGPoint.zero

  /// The view that holds this one, or `nil` for a root view: UIKit's `superview`, held
  /// weakly, as the superview holds its subviews.
  public private(set) weak var superview: UIView?

  /// The views this one holds, back to front: UIKit's `subviews`.
  public private(set) var subviews: [UIView] = []

  /// Whether a layout pass is due: set by ``setNeedsLayout()``, cleared by
  /// ``layoutIfNeeded()``.
  public private(set) var needsLayout = true

  /// The safe area as last resolved: from the superview, or, for a root view, as set by its
  /// window.
  private var resolvedSafeAreaInsets = UIEdgeInsets.zero

  /// The safe area a root view takes when no superview gives one: set by ``UIWindow``.
  var rootSafeAreaInsets = UIEdgeInsets.zero {
    didSet { resolveSafeArea() }
  }

  /// The controller whose root view this is: told before and after the view lays out.
  weak var owningController: UIViewController?

  /// The last change the view refused, where UIKit raises, or the last layout its
  /// constraints could not give: it stays until set to `nil`.
  public var lastViewError: ViewError?

  /// The constraints this view holds: those active ones whose items it is the nearest
  /// common ancestor of. UIKit's `constraints`.
  public internal(set) var constraints: [NSLayoutConstraint] = []

  /// The guides added with ``addLayoutGuide(_:)``: UIKit's `layoutGuides`.
  public internal(set) var layoutGuides: [UILayoutGuide] = []

  /// How strongly the view keeps to its ``intrinsicContentSize`` on each axis, growing
  /// (hugging) and shrinking (compression resistance).
  var contentPriorities = (
    hugging: [UILayoutPriority.defaultLow, .defaultLow],
    compressionResistance: [UILayoutPriority.defaultHigh, .defaultHigh]
  )

  /// The bounds less the safe area: UIKit's `safeAreaLayoutGuide`.
  public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(.safeArea, of: self)

  /// The safe area less the layout margins: UIKit's `layoutMarginsGuide`.
  public private(set) lazy var layoutMarginsGuide = UILayoutGuide(.layoutMargins, of: self)

  /// The layout margins narrowed to a readable line length: UIKit's `readableContentGuide`.
  public private(set) lazy var readableContentGuide = UILayoutGuide(.readableContent, of: self)

  /// A view with `frame`: UIKit's `init(frame:)`. A frame that is not finite is taken as
  /// `.zero` and recorded as ``ViewError/geometryNotFinite``, where UIKit raises.
  public init(frame: CGRect) {
    storedFrame = frame.isFiniteGeometry ? frame : .zero
    if !frame.isFiniteGeometry { lastViewError = .geometryNotFinite }
  }

  /// UIKit's initializer from an archive. Headless, there are no archives: it fails. It is
  /// here so that a subclass's `required init?(coder:)` compiles as written for UIKit.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// Where the view sits in its superview's coordinates: UIKit's `frame`. Changing its size
  /// resizes the subviews by their ``autoresizingMask`` and marks the view for layout. A
  /// rect with a number that is NaN or infinite is refused, where UIKit raises: the frame
  /// stays as it was and ``lastViewError`` says ``ViewError/geometryNotFinite``.
  ///
  /// - Complexity: O(subviews) when the size changes, plus the safe area's walk of the
  ///   subtree; O(1) otherwise.
  open var frame: CGRect {
    get { storedFrame }
    set {
      guard newValue.isFiniteGeometry else { return recordNonFiniteGeometry() }
      let oldSize = storedFrame.size
      storedFrame = newValue
      if newValue.size != oldSize { sizeDidChange(from: oldSize) }
      if superview != nil { resolveSafeArea() }
    }
  }

  /// The view's own coordinate space: UIKit's `bounds`, its origin where the view's content
  /// starts (zero unless set) and its size the frame's. Setting a new size keeps the
  /// ``center`` where it is, as UIKit does.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      guard newValue.isFiniteGeometry else { return recordNonFiniteGeometry() }
      boundsOrigin = newValue.origin
      guard newValue.size != storedFrame.size else { return }
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The middle of the ``frame``, in the superview's coordinates: UIKit's `center`. Setting
  /// it moves the view without resizing it.
  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame.origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
    }
  }

  /// How the view follows its superview's size changes: UIKit's `autoresizingMask`; none
  /// by default. See ``AutoresizingMask`` for how a change is shared out.
  open var autoresizingMask: AutoresizingMask = []

  /// Whether the superview's size changes resize the view by its ``autoresizingMask``:
  /// UIKit's `translatesAutoresizingMaskIntoConstraints`, `true` by default. A view placed
  /// by constraints sets it to `false`.
  open var translatesAutoresizingMaskIntoConstraints = true

  /// Whether the view is left out of what is shown: UIKit's `isHidden`.
  open var isHidden = false

  /// The view's opacity from 0 to 1: UIKit's `alpha`, 1 by default. A value outside 0…1 is
  /// kept inside it, and NaN is refused, keeping the last value (decided: UIKit does not
  /// say).
  open var alpha: CGFloat = 1 {
    didSet { alpha = alpha.isNaN ? oldValue : min(max(alpha, 0), 1) }
  }

  /// A number the app gives the view to find it by, with ``viewWithTag(_:)``: UIKit's
  /// `tag`, 0 by default.
  open var tag = 0

  /// The colour behind the view's content, or `nil` for none: UIKit's `backgroundColor`,
  /// `nil` by default. Kept; nothing is drawn.
  open var backgroundColor: UIColor?

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour the view's tinted content takes: UIKit's `tintColor`, the one set, else the
  /// superview's, else the system tint (`UIColor.tintColor`). Setting `nil` takes the
  /// inherited one again. Implicitly unwrapped, as UIKit declares it, so that a port's
  /// `imageProperties.resolvedTintColor(for: tintColor)` reads as on iOS. Nothing is drawn.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .tintColor }
    set { ownTintColor = newValue }
  }

  /// The tint set on this view, or `nil` to inherit.
  private var ownTintColor: UIColor?

  /// Whether touches reach the view: UIKit's `isUserInteractionEnabled`. Kept; headless
  /// touches go to scroll views, which read their own.
  open var isUserInteractionEnabled = true

  #if !(canImport(QuartzCore) || UIKITCOMPAT_SIMULATE_APPLE_SDK)
  /// The layer that holds what the view looks like beyond its colour (corners, border,
  /// shadow): UIKit's `layer`, made with the view. Its colour, opacity, hiding and
  /// clipping are the view's own.
  public private(set) lazy var layer = CALayer(backing: self)
  #endif

  /// Whether subviews are cut off at the bounds: UIKit's `clipsToBounds`. Kept; nothing is
  /// drawn.
  open var clipsToBounds = false

  /// The margins the view's content keeps from its edges, by leading and trailing side:
  /// UIKit's `directionalLayoutMargins`, 8 pt on every side by default, as UIKit's views
  /// have.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  {
    didSet { setNeedsLayout() }
  }

  /// The margins by physical side: UIKit's `layoutMargins`, the
  /// ``directionalLayoutMargins`` with leading and trailing placed by the layout direction.
  open var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(directionalLayoutMargins, in: traitCollection.layoutDirection) }
    set {
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        newValue, in: traitCollection.layoutDirection)
    }
  }

  /// The traits the view has: its superview's, a shown cell's collection view's, or the
  /// default traits for a root view. Scroll views and windows are given theirs.
  open var traitCollection: UITraitCollection {
    (superview ?? traitsHost)?.traitCollection ?? UITraitCollection()
  }

  /// The view whose traits a view outside any tree takes: the collection or table view that
  /// made a cell or reusable view, as a cell on iOS takes its collection view's.
  weak var traitsHost: UIView?

  /// The area not covered by bars or the device's rounded corners and sensor housing, by
  /// physical side: UIKit's `safeAreaInsets`. A root view takes its window's; a subview
  /// takes the part of its superview's safe area insets that overlaps it.
  open var safeAreaInsets: UIEdgeInsets { resolvedSafeAreaInsets }

  /// Marks the view for a layout pass: UIKit's `setNeedsLayout()`. The next
  /// ``layoutIfNeeded()`` of the view or of a view above it calls ``layoutSubviews()``.
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view and its subtree where a pass is due: UIKit's `layoutIfNeeded()`.
  /// Headless, nothing lays out by itself; a window lays out after each change it makes.
  ///
  /// - Complexity: O(views in the subtree), plus their ``layoutSubviews()``.
  open func layoutIfNeeded() {
    layOutSubtree()
  }

  /// Places the subviews: UIKit's `layoutSubviews()`, called by ``layoutIfNeeded()`` when a
  /// pass is due. By default it places the subviews and guides its ``constraints`` tie
  /// (autoresizing already ran when the size changed); override to place subviews by hand,
  /// calling super to keep the constraints.
  ///
  /// Headless constraints resolve each axis on its own, from what is known to what is not:
  /// a subview is placed on an axis once two of its start, end, centre and length follow
  /// from the view, its guides, subviews already placed, or its intrinsic content size.
  /// Required equalities come first, then lower priorities that do not contradict them;
  /// a required inequality then holds its edge. A subview left with fewer than two keeps its
  /// frame and the view records ``ViewError/ambiguousLayout(tag:axis:)``; a required
  /// equality that contradicts placed values records
  /// ``ViewError/unsatisfiableConstraint(tag:axis:)``.
  ///
  /// - Complexity: O(c × s) for c constraints and s subviews tied, at worst.
  open func layoutSubviews() {
    placeConstrainedSubviews()
  }

  /// The size the view's content would have on its own: UIKit's `intrinsicContentSize`;
  /// ``UIView/noIntrinsicMetric`` on both axes by default. A constraint layout uses it
  /// where the constraints leave a length open.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The intrinsic size once the constraints gave the view `width`, if they did: text
  /// that wraps is as tall as its lines at that width.
  func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
    intrinsicContentSize
  }

  /// Where the view lays out the part of its content `guide` stands for, in its own
  /// coordinates: a list content view's text or image, a list cell's separator. A view with
  /// no such parts answers where its constraints last placed the guide.
  func frame(ofContentGuide guide: UILayoutGuide) -> CGRect {
    guide.solvedFrame ?? .zero
  }

  /// Tells the view that its ``intrinsicContentSize`` changed: the superview lays out again.
  open func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    setNeedsLayout()
  }

  /// The size the view's constraints give it with `targetSize` as a guide: UIKit's
  /// `systemLayoutSizeFitting(_:)`, both axes free.
  ///
  /// - Complexity: that of ``layoutSubviews()``'s constraint layout.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, keeping each axis at `targetSize` whose
  /// priority is ``UILayoutPriority/required`` and letting the others follow the content:
  /// UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
  /// the line a self-sizing cell's `preferredLayoutAttributesFitting(_:)` is made of.
  ///
  /// ```swift
  /// let fitting = contentView.systemLayoutSizeFitting(
  ///   CGSize(width: 343, height: UIView.layoutFittingCompressedSize.height),
  ///   withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  /// ```
  ///
  /// A free axis the constraints do not close keeps the view's current length. The
  /// subviews' frames are not changed.
  ///
  /// - Complexity: that of ``layoutSubviews()``'s constraint layout.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingSize(
      targetSize,
      freeAxes: (
        horizontal: horizontalFittingPriority < .required,
        vertical: verticalFittingPriority < .required
      ))
  }

  /// Called when the view's ``safeAreaInsets`` changed: UIKit's `safeAreaInsetsDidChange()`.
  /// Does nothing by default.
  open func safeAreaInsetsDidChange() {}

  /// Called before the view moves to `newSuperview`, or leaves its superview when `nil`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a superview or left one.
  open func didMoveToSuperview() {}

  /// Called after `subview` was added to this view.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` leaves this view.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called when the view's safe area was resolved anew, before
  /// ``safeAreaInsetsDidChange()``: lets a subclass that keeps the safe area elsewhere
  /// follow it.
  func safeAreaDidResolve(to insets: UIEdgeInsets) {}

  /// Keeps a refused frame, bounds or offset in ``lastViewError``; a scroll view keeps it in
  /// its own `lastError` instead.
  func recordNonFiniteGeometry() {
    lastViewError = .geometryNotFinite
  }

  /// Calls ``layoutSubviews()`` when a pass is due, then lays out each subview: the part
  /// of ``layoutIfNeeded()`` that subclasses laying out content of their own keep.
  func layOutSubtree() {
    if needsLayout {
      needsLayout = false
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Resizes the subviews that follow this view's size and marks it for layout.
  private func sizeDidChange(from oldSize: CGSize) {
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      subview.autoresize(from: oldSize, to: storedFrame.size)
    }
    setNeedsLayout()
  }

  /// Resolves the safe area from the superview or the window, and, when it changed, tells
  /// the view and passes it down.
  ///
  /// - Complexity: O(views in the subtree whose safe area changed).
  func resolveSafeArea() {
    // A worklist rather than recursion, so that a deep tree cannot overflow the stack.
    var pending = [self]
    while let view = pending.popLast() {
      let insets =
        view.superview.map { $0.safeAreaInsets(overlapping: view.frame) } ?? view.rootSafeAreaInsets
      guard insets != view.resolvedSafeAreaInsets else { continue }
      view.resolvedSafeAreaInsets = insets
      view.safeAreaDidResolve(to: insets)
      view.safeAreaInsetsDidChange()
      view.setNeedsLayout()
      pending.append(contentsOf: view.subviews)
    }
  }

  /// Inserts `view` at `index` among the other subviews, taking it from its old superview
  /// first; a view already here only changes place. Refuses a view that holds this one.
  func insert(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else {
      lastViewError = .subviewHoldsSuperview
      return
    }
    let isMove = view.superview !== self
    if isMove {
      view.willMove(toSuperview: self)
      view.deactivateConstraintsLeavingTree()
      view.detachFromSuperview()
    } else {
      subviews.removeAll { $0 === view }
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    guard isMove else { return }
    view.superview = self
    view.resolveSafeArea()
    view.didMoveToSuperview()
    didAddSubview(view)
    setNeedsLayout()
  }

  /// Takes the view out of its superview's subviews, telling the superview.
  func detachFromSuperview() {
    guard let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) else {
      return
    }
    superview.willRemoveSubview(self)
    superview.subviews.remove(at: index)
    self.superview = nil
  }
}
#endif
