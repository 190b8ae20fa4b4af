import LayoutGeometry
import _LayoutInternals

/// A 2-D affine transform applied to an element around its centre.
///
/// The counterpart of `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Where CoreGraphics is missing (Linux), `UIKitCompat`
/// spells this type `CGAffineTransform`, so the two are written once.
public struct LayoutTransform: Hashable, Sendable {
  /// Horizontal scale component.
  public var a: Double
  /// Vertical shear component.
  public var b: Double
  /// Horizontal shear component.
  public var c: Double
  /// Vertical scale component.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// A transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale by `x` horizontally and `y` vertically.
  public static func scale(x: Double, y: Double) -> LayoutTransform {
    LayoutTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A translation by `x`, `y`.
  public static func translation(x: Double, y: Double) -> LayoutTransform {
    LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise in UIKit's flipped
  /// coordinates (y grows downwards), as CoreGraphics' `rotationAngle` does.
  public static func rotation(angle: Double) -> LayoutTransform {
    let cosine = ElementaryMath.cos(angle)
    let sine = ElementaryMath.sin(angle)
    return LayoutTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// Whether all six components are finite numbers.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}

extension LayoutTransform {
  /// Whether every component is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: LayoutTransform, rhs: LayoutTransform) -> Bool {
    lhs.a.isSameValue(as: rhs.a)
      && lhs.b.isSameValue(as: rhs.b)
      && lhs.c.isSameValue(as: rhs.c)
      && lhs.d.isSameValue(as: rhs.d)
      && lhs.tx.isSameValue(as: rhs.tx)
      && lhs.ty.isSameValue(as: rhs.ty)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(a.sameValueHash)
    hasher.combine(b.sameValueHash)
    hasher.combine(c.sameValueHash)
    hasher.combine(d.sameValueHash)
    hasher.combine(tx.sameValueHash)
    hasher.combine(ty.sameValueHash)
  }
}
