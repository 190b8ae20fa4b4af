#if !(canImport(UIKit) || canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation

/// A colour as Core Animation layers take it: CoreGraphics' `CGColor`, which Foundation
/// lacks on Linux, so that a port's `layer.borderColor = UIColor.systemGray.cgColor`
/// compiles. It is the ``UIColor`` it was made from, kept whole (a system colour keeps its
/// name for a renderer to resolve), and draws nothing. Where CoreGraphics exists, its type is
/// used instead.
///
/// ```swift
/// let border = UIColor.black.cgColor
/// border.components  // [0, 1]: a grey's white level and alpha
/// UIColor(cgColor: border) == .black  // true
/// ```
public final class CGColor: Hashable, Sendable {
  /// The colour made into this one.
  let color: UIColor

  init(_ color: UIColor) {
    self.color = color
  }

  /// Red, green, blue and alpha in the extended sRGB space: CoreGraphics'
  /// `init(red:green:blue:alpha:)`. Alpha is kept within 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// Red, green, blue and alpha in the sRGB space: CoreGraphics'
  /// `init(srgbRed:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey of `gray` (0 black, 1 white) and alpha: CoreGraphics' `init(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(UIColor(white: gray, alpha: alpha))
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Black with no opacity.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// The colour's components, alpha last: red, green and blue for a colour made from them, a
  /// white level for a grey; `nil` for a named colour, whose components depend on the
  /// appearance a renderer resolves it in (decided: CoreGraphics has no named colours).
  public var components: [CGFloat]? {
    switch color.components {
    case .rgb(let red, let green, let blue, let alpha): [red, green, blue, alpha]
    case .white(let white, let alpha): [white, alpha]
    case .named: nil
    }
  }

  /// How many ``components`` the colour has, alpha included; 0 for a named colour.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The colour's opacity from 0 to 1.
  public var alpha: CGFloat {
    switch color.components {
    case .rgb(_, _, _, let alpha), .white(_, let alpha), .named(_, let alpha): alpha
    }
  }

  /// Whether both are the same colour: see ``UIColor``'s `==`.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.color == rhs.color
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(color)
  }
}
#endif
