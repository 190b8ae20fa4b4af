#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension UIView {
  /// Which of a view's margins and lengths take up its superview's size changes: UIKit's
  /// `UIView.AutoresizingMask`, with UIKit's raw values.
  ///
  /// Along each axis, the change is shared out among the flexible parts in proportion to
  /// their lengths before the change, as Apple documents; when those lengths are all zero,
  /// in equal shares (decided). A length never goes below zero (decided). A view whose
  /// ``UIView/frame`` equals its superview's bounds and is flexible in width and height
  /// keeps filling it:
  ///
  /// ```swift
  /// collectionView.frame = view.bounds
  /// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// ```
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, UIKit's.
    public let rawValue: UInt

    /// The mask with `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin takes up width changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width takes up width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin takes up width changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin takes up height changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height takes up height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin takes up height changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Moves and resizes the view by its ``autoresizingMask`` for its superview's size going
  /// from `oldSize` to `newSize`.
  func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty else { return }
    var resized = frame
    (resized.origin.x, resized.size.width) = Self.share(
      newSize.width - oldSize.width, start: resized.minX, length: resized.width,
      end: oldSize.width - resized.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    (resized.origin.y, resized.size.height) = Self.share(
      newSize.height - oldSize.height, start: resized.minY, length: resized.height,
      end: oldSize.height - resized.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    frame = resized
  }

  /// The new start and length along one axis after `change`, shared out among the flexible
  /// parts of start margin, length and end margin.
  private static func share(
    _ change: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)]
    let flexibleCount = parts.filter(\.0).count
    guard flexibleCount > 0 else { return (start, length) }
    let total = parts.reduce(CGFloat(0)) { $0 + ($1.0 ? max($1.1, 0) : 0) }
    func shareOf(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? change * max(value, 0) / total : change / CGFloat(flexibleCount)
    }
    return (
      start + shareOf(flexible.start, start), max(0, length + shareOf(flexible.length, length))
    )
  }
}
#endif
