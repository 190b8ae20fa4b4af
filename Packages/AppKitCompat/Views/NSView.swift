#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatLayout
public import UIKitCompatViews

/// A rectangle of a window that shows something: AppKit's `NSView`, headless.
///
/// It keeps its frame, its subviews and what a port sets on it (hidden, shadow, layer), and
/// draws nothing. An item's view and a supplementary view shown by an NSCollectionView
/// are given their element's frame in the collection view's coordinates, which are flipped
/// (y grows downwards) as AppKit's collection view is; a plain `NSView` reports
/// `isFlipped == false`, as AppKit's does.
///
/// ```swift
/// let view = NSView(frame: NSRect(x: 0, y: 0, width: 320, height: 600))
/// let label = NSTextField(labelWithString: "0")
/// view.addSubview(label)
/// label.superview === view  // true
/// ```
///
/// Departure: there is no Auto Layout on these views. A view's `fittingSize` is its
/// `intrinsicContentSize` where it has one, so a self-sizing supplementary view keeps its
/// estimate unless its class gives a size. Like AppKit's views it is confined to its caller.
open class NSView {
  /// The view's rectangle in its superview's coordinates.
  ///
  /// A frame with a number that is not finite is refused and the view keeps its own.
  open var frame: NSRect {
    didSet {
      guard frame.isFinite else {
        frame = oldValue
        return
      }
      if frame.size != oldValue.size { resizeSubviews(withOldSize: oldValue.size) }
    }
  }
  /// The view's own rectangle: its frame's size at the origin.
  open var bounds: NSRect {
    get { NSRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// Whether the view is hidden, `false` by default.
  open var isHidden = false
  /// The views inside this one, back to front.
  public private(set) var subviews: [NSView] = []
  /// The view this one is inside, if any; held weakly.
  public private(set) weak var superview: NSView?
  /// A name for the view, as Interface Builder sets it.
  open var identifier: NSUserInterfaceItemIdentifier?
  /// How the view follows a change of its superview's size, `[]` by default.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the view asks for a layer; a headless view makes one when asked.
  open var wantsLayer = false {
    didSet { if wantsLayer, layer == nil { layer = CALayer() } }
  }
  /// The view's layer, when it wants one; `nil` by default, as AppKit's.
  open var layer: CALayer?
  /// The shadow the view casts, `nil` by default.
  open var shadow: NSShadow?
  /// The shown element this view belongs to, when a collection view shows it as a
  /// supplementary view.
  weak var elementHost: ElementHostView?

  /// A view of `frameRect`.
  public required init(frame frameRect: NSRect) {
    frame = frameRect.isFinite ? frameRect : .zero
  }

  /// A view of zero size.
  public convenience init() {
    self.init(frame: .zero)
  }

  /// The view itself, standing for AppKit's animator proxy (`NSAnimatablePropertyContainer`):
  /// what is set or called through it is done at once, as every animation of a headless
  /// view ends before the call returns (A11). A port keeps its
  /// `collectionView.animator().performBatchUpdates(…)` lines.
  ///
  /// ```swift
  /// collectionView.animator().scroll(NSPoint(x: 0, y: 440))  // scrolled when it returns
  /// ```
  public func animator() -> Self {
    self
  }

  /// Whether the view's y axis grows downwards: `false`, as AppKit's views are unless they
  /// say otherwise; a collection view says `true`.
  open var isFlipped: Bool { false }

  /// The size the view's content needs, or `noIntrinsicMetric` on an axis without one.
  open var intrinsicContentSize: NSSize {
    NSSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric)
  }

  /// The size the view fits: its intrinsic size on the axes it has one, 0 on the others.
  open var fittingSize: NSSize {
    let size = intrinsicContentSize
    return NSSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// No intrinsic size on an axis: AppKit's `NSView.noIntrinsicMetric`, -1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Puts `view` in front of this view's subviews, taking it from its superview.
  ///
  /// - Complexity: O(subviews of its old superview).
  open func addSubview(_ view: NSView) {
    guard view !== self else { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes the view out of its superview.
  ///
  /// - Complexity: O(subviews of the superview).
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The scroll view this view is inside, through its clip view, if any.
  ///
  /// - Complexity: O(depth).
  public var enclosingScrollView: NSScrollView? {
    var view = superview
    while let current = view {
      if let scrollView = current as? NSScrollView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// How a view follows its superview's size.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let width = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The bottom margin stretches.
    public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let height = AutoresizingMask(rawValue: 1 << 4)
    /// The top margin stretches.
    public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Gives the subviews that follow this view's size their share of its change: along each
  /// axis the change is split evenly among the flexible parts (the margin before, the size,
  /// the margin after), as AppKit documents for `autoresizingMask`; a view with none keeps its
  /// frame.
  private func resizeSubviews(withOldSize oldSize: NSSize) {
    let dw = frame.width - oldSize.width
    let dh = frame.height - oldSize.height
    for view in subviews where !view.autoresizingMask.isEmpty {
      let mask = view.autoresizingMask
      var next = view.frame
      (next.origin.x, next.size.width) = Self.share(
        dw, origin: next.origin.x, length: next.size.width,
        flexible: (mask.contains(.minXMargin), mask.contains(.width), mask.contains(.maxXMargin)))
      (next.origin.y, next.size.height) = Self.share(
        dh, origin: next.origin.y, length: next.size.height,
        flexible: (mask.contains(.minYMargin), mask.contains(.height), mask.contains(.maxYMargin)))
      view.frame = next
    }
  }

  /// The origin and length along one axis after `change`, split evenly among the flexible
  /// parts.
  private static func share(
    _ change: CGFloat, origin: CGFloat, length: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
    guard count > 0, change != 0 else { return (origin, length) }
    let part = change / CGFloat(count)
    return (origin + (flexible.0 ? part : 0), length + (flexible.1 ? part : 0))
  }
}

extension NSRect {
  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
#endif
