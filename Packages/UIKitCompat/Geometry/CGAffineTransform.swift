#if !(canImport(UIKit) || canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation
import LayoutGeometry

/// A 2-D affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// A minimal stand-in for CoreGraphics' `CGAffineTransform`, which Foundation lacks on
/// Linux: the six components, `identity`, the scale, translation and rotation
/// initialisers and `isIdentity`. Where CoreGraphics exists, its type is used instead.
public struct CGAffineTransform: Hashable, Sendable {
  /// Horizontal scale component.
  public var a: CGFloat
  /// Vertical shear component.
  public var b: CGFloat
  /// Horizontal shear component.
  public var c: CGFloat
  /// Vertical scale component.
  public var d: CGFloat
  /// Horizontal translation.
  public var tx: CGFloat
  /// Vertical translation.
  public var ty: CGFloat

  /// A transform from its six components.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A scale by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation by `tx`, `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise in UIKit's flipped
  /// coordinates (y grows downwards), as in CoreGraphics.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }
}

extension CGAffineTransform {
  /// Whether every component is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
    Double(lhs.a).isSameValue(as: Double(rhs.a))
      && Double(lhs.b).isSameValue(as: Double(rhs.b))
      && Double(lhs.c).isSameValue(as: Double(rhs.c))
      && Double(lhs.d).isSameValue(as: Double(rhs.d))
      && Double(lhs.tx).isSameValue(as: Double(rhs.tx))
      && Double(lhs.ty).isSameValue(as: Double(rhs.ty))
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(a).sameValueHash)
    hasher.combine(Double(b).sameValueHash)
    hasher.combine(Double(c).sameValueHash)
    hasher.combine(Double(d).sameValueHash)
    hasher.combine(Double(tx).sameValueHash)
    hasher.combine(Double(ty).sameValueHash)
  }
}
#endif
