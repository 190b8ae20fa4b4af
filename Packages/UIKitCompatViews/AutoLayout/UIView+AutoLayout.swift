#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UIView {
  /// The length ``intrinsicContentSize`` gives on an axis where the view has none: UIKit's
  /// `noIntrinsicMetric`, −1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// The smallest size: UIKit's `layoutFittingCompressedSize`, for
  /// ``systemLayoutSizeFitting(_:)``.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The largest size: UIKit's `layoutFittingExpandedSize`, for
  /// ``systemLayoutSizeFitting(_:)``.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The widest a ``readableContentGuide`` gets: 672 pt, the readable width iPad reports at
  /// the default text size (decided: headless text has no size category to follow).
  public static let readableContentWidth: CGFloat = 672

  /// The leading edge: the left in a left-to-right layout, the right in a right-to-left one.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge: the right in a left-to-right layout, the left in a right-to-left one.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The top edge, headless: no glyphs are set to give a baseline (decided).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The bottom edge, headless: no glyphs are set to give a baseline (decided).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// Adds `guide` to the view, for its constraints to place: UIKit's `addLayoutGuide(_:)`.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.kind == .custom else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Takes `guide` out of the view: UIKit's `removeLayoutGuide(_:)`.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// Activates `constraint`: UIKit's `addConstraint(_:)`, from before `isActive`.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates each constraint: UIKit's `addConstraints(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`: UIKit's `removeConstraint(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates each constraint: UIKit's `removeConstraints(_:)`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// How strongly the view resists growing past its intrinsic size on `axis`: UIKit's
  /// `contentHuggingPriority(for:)`, ``UILayoutPriority/defaultLow`` by default. Kept;
  /// headless constraint layout takes the intrinsic size where constraints leave a length
  /// open, whatever the priority.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    contentPriorities.hugging[axis.rawValue]
  }

  /// Sets ``contentHuggingPriority(for:)``: UIKit's `setContentHuggingPriority(_:for:)`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    contentPriorities.hugging[axis.rawValue] = priority
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`: UIKit's
  /// `contentCompressionResistancePriority(for:)`, ``UILayoutPriority/defaultHigh`` by
  /// default. Kept, as ``contentHuggingPriority(for:)`` is.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    contentPriorities.compressionResistance[axis.rawValue]
  }

  /// Sets ``contentCompressionResistancePriority(for:)``: UIKit's
  /// `setContentCompressionResistancePriority(_:for:)`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    contentPriorities.compressionResistance[axis.rawValue] = priority
  }

  /// `rect`, in this view's coordinates, in `view`'s: UIKit's `convert(_:to:)`. With `nil`,
  /// or a view in another tree, the root's coordinates.
  ///
  /// - Complexity: O(depth of both views).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    var inRoot = rect
    var current = self
    while let superview = current.superview {
      inRoot.origin.x += current.frame.minX - current.bounds.minX
      inRoot.origin.y += current.frame.minY - current.bounds.minY
      current = superview
    }
    guard let view, view.rootView === current else { return inRoot }
    var target: UIView? = view
    while let step = target, let superview = step.superview {
      inRoot.origin.x -= step.frame.minX - step.bounds.minX
      inRoot.origin.y -= step.frame.minY - step.bounds.minY
      target = superview
    }
    return inRoot
  }

  /// The root of the view's tree.
  var rootView: UIView {
    var root = self
    while let superview = root.superview { root = superview }
    return root
  }

  /// The nearest view that is this one or holds it and is `other` or holds it.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var candidate: UIView? = self
    while let view = candidate {
      if other.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// Deactivates the constraints the view's ancestors hold that tie the view or a view
  /// under it: UIKit removes them when the view leaves its superview.
  ///
  /// - Complexity: O(depth × the ancestors' constraints × the depth of their items).
  func deactivateConstraintsLeavingTree() {
    var ancestor = superview
    while let holder = ancestor {
      for constraint in holder.constraints where constraint.ties(insideOf: self) {
        constraint.isActive = false
      }
      ancestor = holder.superview
    }
  }

  func install(_ constraint: NSLayoutConstraint) {
    constraint.installedOn = self
    constraints.append(constraint)
    constraintsDidChange()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    constraints.removeAll { $0 === constraint }
    constraint.installedOn = nil
    constraintsDidChange()
  }

  /// Marks for layout the view and its superview, whose layout reads the constraints a view
  /// holds on itself alone.
  func constraintsDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// Places the subviews and guides the view's constraints tie, recording what they leave
  /// open or contradict.
  func placeConstrainedSubviews() {
    guard !constraints.isEmpty else { return }
    var layout = ConstraintLayout(view: self)
    layout.solve()
    for (_, item) in layout.items where item.isPlaced.horizontal || item.isPlaced.vertical {
      guard let frame = layout.frame(of: item.object) else { continue }
      if let subview = item.object as? UIView, subview.superview === self {
        subview.frame = frame
      } else if let guide = item.object as? UILayoutGuide, guide.owningView === self {
        guide.solvedFrame = frame
      }
    }
    if let error = layout.errors.last { lastViewError = error }
  }

  /// The size the constraints give the view with its lengths along `freeAxes` open and the
  /// others at `targetSize`'s.
  func fittingSize(_ targetSize: CGSize, freeAxes: (horizontal: Bool, vertical: Bool)) -> CGSize {
    let current = bounds.size
    let size = CGSize(
      width: freeAxes.horizontal ? current.width : targetSize.width,
      height: freeAxes.vertical ? current.height : targetSize.height)
    var layout = ConstraintLayout(view: self, size: size, freeAxes: freeAxes)
    layout.solve()
    return CGSize(
      width: freeAxes.horizontal
        ? layout.viewLength(along: .horizontal) ?? current.width : targetSize.width,
      height: freeAxes.vertical
        ? layout.viewLength(along: .vertical) ?? current.height : targetSize.height)
  }
}
#endif
