#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

// Conversions between Foundation's CoreGraphics-style values and the core's value types.
// `CGFloat` is a `Double` on every platform this package supports, so they are exact.

extension CGPoint {
  package init(_ point: LayoutPoint) {
    self.init(x: point.x, y: point.y)
  }

  /// Whether both numbers are finite: UIKit raises for a content offset that is not.
  package var isFiniteGeometry: Bool { LayoutPoint(self).isFinite }
}

extension CGSize {
  package init(_ size: LayoutSize) {
    self.init(width: size.width, height: size.height)
  }
}

extension CGRect {
  package init(_ rect: LayoutRect) {
    self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
  }

  /// Whether the four numbers are finite: UIKit raises for a view frame or bounds that is
  /// not.
  package var isFiniteGeometry: Bool { LayoutRect(self).isFinite }
}

extension LayoutPoint {
  package init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension LayoutSize {
  package init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension LayoutRect {
  package init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
}

extension NSDirectionalEdgeInsets {
  package init(_ insets: LayoutDirectionalInsets) {
    self.init(
      top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}

extension LayoutDirectionalInsets {
  package init(_ insets: NSDirectionalEdgeInsets) {
    self.init(
      top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
      trailing: Double(insets.trailing))
  }
}

extension UIEdgeInsets {
  /// The physical insets `insets` stand for in a layout reading in `direction`.
  package init(_ insets: LayoutDirectionalInsets, direction: ReadingDirection) {
    let physical = insets.resolved(for: direction)
    self.init(
      top: physical.top, left: physical.left, bottom: physical.bottom, right: physical.right)
  }

  /// The directional insets these physical insets are in a layout reading in `direction`.
  package func directional(for direction: ReadingDirection) -> LayoutDirectionalInsets {
    switch direction {
    case .leftToRight:
      LayoutDirectionalInsets(
        top: Double(top), leading: Double(left), bottom: Double(bottom), trailing: Double(right))
    case .rightToLeft:
      LayoutDirectionalInsets(
        top: Double(top), leading: Double(right), bottom: Double(bottom), trailing: Double(left))
    }
  }
}

extension UIEdgeInsets {
  package init(_ insets: LayoutInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension LayoutInsets {
  package init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}

#if canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_APPLE_SDK
// CoreGraphics' transform is a type of its own; on Linux it is `LayoutTransform`
// (CGAffineTransform.swift).
extension CGAffineTransform {
  package init(_ transform: LayoutTransform) {
    self.init(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
      ty: transform.ty)
  }
}

extension LayoutTransform {
  package init(_ transform: CGAffineTransform) {
    self.init(
      a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
      d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
  }
}
#endif

extension IndexPath {
  package init(_ indexPath: LayoutIndexPath) {
    self.init(item: indexPath.item, section: indexPath.section)
  }
}

extension LayoutIndexPath {
  /// The core's item path for a UIKit one; a path of other than two indices becomes
  /// `(-1, -1)`, which no host shows, so an operation on it is refused as out of range.
  package init(_ indexPath: IndexPath) {
    self =
      indexPath.count == 2
      ? LayoutIndexPath(item: indexPath[1], section: indexPath[0])
      : LayoutIndexPath(item: -1, section: -1)
  }
}
#endif
