#if !(canImport(UIKit) || canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
public import LayoutResolution

/// A 2-D affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
///
/// CoreGraphics' `CGAffineTransform`, which Foundation lacks on Linux: there it is the
/// core's `LayoutTransform` under UIKit's name, written once, with CoreGraphics' scale,
/// translation and rotation initialisers, `identity` and `isIdentity`. Its components are
/// `Double`s, which `CGFloat`s convert to and from implicitly. Where CoreGraphics exists, its
/// type is used instead.
public typealias CGAffineTransform = LayoutResolution.LayoutTransform

extension LayoutTransform {
  /// A scale by `sx` horizontally and `sy` vertically: CoreGraphics' `init(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) {
    self = .scale(x: sx, y: sy)
  }

  /// A translation by `tx`, `ty`: CoreGraphics' `init(translationX:y:)`.
  public init(translationX tx: Double, y ty: Double) {
    self = .translation(x: tx, y: ty)
  }

  /// A rotation by `angle` radians: CoreGraphics' `init(rotationAngle:)`; positive angles
  /// turn clockwise in UIKit's flipped coordinates (y grows downwards).
  public init(rotationAngle angle: Double) {
    self = .rotation(angle: angle)
  }

  /// The same transform: on Linux the core's and UIKit's spellings are one type, so the
  /// conversions between them are this.
  package init(_ transform: LayoutTransform) {
    self = transform
  }
}
#endif
