#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
public import LayoutLists

/// A colour as an inert value: it keeps the components or the system name it was made from,
/// draws nothing, and gives them back to a test or a renderer.
///
/// Mirrors UIKit's `UIColor`, a class, so a port's `convenience init` in an extension
/// compiles; every stored property is a `let`, so the compiler checks that it is `Sendable`.
/// Components are in the extended sRGB space, as UIKit's are on iOS 10 and later: they are
/// kept as given, outside 0…1 too, and only alpha is clamped to 0…1. UIKit's semantic colours
/// (``systemBlue``, ``label``, ``systemBackground``…) change with the appearance on iOS, so
/// here they are named, and a renderer resolves the name. Where CoreGraphics is missing
/// (Linux), `cgColor` gives the package's own `CGColor`, which keeps this colour; where it
/// exists without UIKit (macOS) there is no `cgColor` (decided: making CoreGraphics' colour
/// would need the named colours resolved). Departure: there is no
/// `init(dynamicProvider:)`, as ``UITraitCollection`` has no user interface style to
/// resolve it against.
///
/// ```swift
/// extension UIColor {
///   static let cornflowerBlue = UIColor(red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
///   convenience init(hex: Int) {
///     self.init(
///       red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
///       blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///   }
/// }
/// UIColor.systemBlue.description  // "systemBlue"
/// UIColor(hex: 0xFF8000).core  // .rgba(red: 1, green: 0.50196…, blue: 0, alpha: 1)
/// ```
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// What a colour was made from.
  public enum Components: Hashable, Sendable {
    /// Red, green, blue and alpha in the extended sRGB space.
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// A grey: its white level and alpha (UIKit's extended grey space).
    case white(CGFloat, alpha: CGFloat)
    /// A named colour (a system colour or an asset's name) and the alpha applied to it,
    /// 1 unless ``UIColor/withAlphaComponent(_:)`` changed it.
    case named(String, alpha: CGFloat)
  }

  /// What the colour was made from: a colour made from hue, saturation and brightness keeps
  /// the red, green and blue they convert to.
  public let components: Components

  package init(components: Components) {
    self.components = components
  }

  /// A colour of red, green, blue and alpha, each nominally 0 to 1, as UIKit's
  /// `init(red:green:blue:alpha:)`.
  ///
  /// The colour components are kept as given (extended sRGB); alpha is clamped to 0…1, as
  /// UIKit documents.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = .rgb(red: red, green: green, blue: blue, alpha: Self.clamped(alpha))
  }

  /// A grey of the given white level (0 black, 1 white) and alpha, as UIKit's
  /// `init(white:alpha:)`; alpha is clamped to 0…1.
  public init(white: CGFloat, alpha: CGFloat) {
    components = .white(white, alpha: Self.clamped(alpha))
  }

  /// A colour of hue, saturation and brightness (each 0 to 1), converted to red, green and
  /// blue, as UIKit's `init(hue:saturation:brightness:alpha:)`.
  ///
  /// A hue outside 0…1 wraps around the circle (1 is red again), and one that is not finite
  /// gives NaN components rather than a trap; alpha is clamped to 0…1.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
    components = .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: Self.clamped(alpha))
  }

  /// A colour of red, green and blue in the Display P3 space, each 0 to 1, as UIKit's
  /// `init(displayP3Red:green:blue:alpha:)`: kept as the extended sRGB colour it is, so a
  /// component of a colour outside sRGB falls outside 0…1 (pure P3 red is about
  /// (1.093, −0.227, −0.150)). The conversion is the standard one: undo the sRGB transfer
  /// curve both spaces share, map P3's primaries to sRGB's (D65 white), apply the curve.
  ///
  /// ```swift
  /// UIColor(displayP3Red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)
  /// ```
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let linear = [red, green, blue].map(Self.linear)
    let mapped = [
      1.2249401 * linear[0] - 0.2249404 * linear[1],
      -0.0420569 * linear[0] + 1.0420571 * linear[1],
      -0.0196376 * linear[0] - 0.0786361 * linear[1] + 1.0982735 * linear[2],
    ].map(Self.encoded)
    self.init(red: mapped[0], green: mapped[1], blue: mapped[2], alpha: alpha)
  }

  /// The colour an app's asset catalog names, as UIKit's `init(named:)`.
  ///
  /// Headless there is no asset catalog, so every name is kept (the initializer never fails)
  /// for a renderer to resolve, as the system colours are.
  public init?(named name: String) {
    components = .named(name, alpha: 1)
  }

  /// The same colour with another alpha, clamped to 0…1, as UIKit's
  /// `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let alpha = Self.clamped(alpha)
    switch components {
    case .rgb(let red, let green, let blue, _):
      return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    case .white(let white, _):
      return UIColor(white: white, alpha: alpha)
    case .named(let name, _):
      return UIColor(components: .named(name, alpha: alpha))
    }
  }

  /// Writes the colour's red, green, blue and alpha components, as UIKit's
  /// `getRed(_:green:blue:alpha:)`, and says whether it could.
  ///
  /// A grey gives its white level as each of red, green and blue. A named colour gives
  /// nothing and returns false: its components depend on the appearance a renderer resolves
  /// it in. Pass `nil` for a component you do not need.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let values: (CGFloat, CGFloat, CGFloat, CGFloat)
    switch components {
    case .rgb(let r, let g, let b, let a): values = (r, g, b, a)
    case .white(let white, let a): values = (white, white, white, a)
    case .named: return false
    }
    red?.pointee = values.0
    green?.pointee = values.1
    blue?.pointee = values.2
    alpha?.pointee = values.3
    return true
  }

  /// Writes a grey's white level and alpha, as UIKit's `getWhite(_:alpha:)`, and says
  /// whether it could: only for a colour made as a grey (``init(white:alpha:)``, ``black``,
  /// ``gray``…). A colour of red, green and blue is not converted (decided), nor is a named
  /// colour.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .white(let level, let a) = components else { return false }
    white?.pointee = level
    alpha?.pointee = a
    return true
  }

  /// The colour as the core's lists take it (a list's background, its separators, a swipe
  /// action).
  ///
  /// A grey becomes equal red, green and blue. The core's named colours have no alpha, so a
  /// named colour keeps only its name there; ``components`` keeps the alpha.
  public var core: ListColor {
    switch components {
    case .rgb(let red, let green, let blue, let alpha):
      .rgba(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    case .white(let white, let alpha):
      .rgba(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    case .named(let name, _):
      .named(name)
    }
  }

  /// The colour's space and components as UIKit prints them
  /// (`"UIExtendedSRGBColorSpace 1 0.5 0 1"`, `"UIExtendedGrayColorSpace 0.5 1"`), or a named
  /// colour's name, followed by its alpha when that is not 1 (`"systemBlue alpha 0.5"`).
  public var description: String {
    switch components {
    case .rgb(let red, let green, let blue, let alpha):
      "UIExtendedSRGBColorSpace "
        + [red, green, blue, alpha].map(Self.printed).joined(separator: " ")
    case .white(let white, let alpha):
      "UIExtendedGrayColorSpace \(Self.printed(white)) \(Self.printed(alpha))"
    case .named(let name, let alpha):
      alpha == 1 ? name : "\(name) alpha \(Self.printed(alpha))"
    }
  }

  /// Whether both were made from the same components, a NaN matching any NaN (so `==` is
  /// reflexive). A grey and the equal red, green and blue differ, as they do in UIKit, whose
  /// colours of different spaces are not equal.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.components == rhs.components
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }

  /// Alpha clamped to 0…1; NaN stays NaN, so a bad value is seen rather than hidden.
  private static func clamped(_ alpha: CGFloat) -> CGFloat {
    alpha < 0 ? 0 : alpha > 1 ? 1 : alpha
  }

  /// A component with the sRGB transfer curve undone, mirrored for negative values as
  /// extended sRGB does.
  private static func linear(_ value: CGFloat) -> CGFloat {
    let magnitude = abs(value)
    let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return value < 0 ? -result : result
  }

  /// A linear component with the sRGB transfer curve applied, mirrored for negative values.
  private static func encoded(_ value: CGFloat) -> CGFloat {
    let magnitude = abs(value)
    let result =
      magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return value < 0 ? -result : result
  }

  private static func printed(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }

  /// The standard conversion of a hue's sextant: the brightest component is `brightness`,
  /// the dimmest `brightness × (1 − saturation)`, and the third moves linearly between them.
  private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat)
    -> (red: CGFloat, green: CGFloat, blue: CGFloat)
  {
    let sector = (hue - hue.rounded(.down)) * 6
    guard sector.isFinite else { return (.nan, .nan, .nan) }
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let high = brightness
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (high, rising, low)
    case 1: return (falling, high, low)
    case 2: return (low, high, rising)
    case 3: return (low, falling, high)
    case 4: return (rising, low, high)
    default: return (high, low, falling)
    }
  }
}

extension UIColor.Components {
  /// Whether both are the same kind with the same name and numbers, a NaN matching any NaN
  /// (so `==` is reflexive) and −0 matching 0, as the core's `ListColor` compares.
  public static func == (lhs: UIColor.Components, rhs: UIColor.Components) -> Bool {
    switch (lhs, rhs) {
    case (.rgb(let red, let green, let blue, let alpha), .rgb(let r, let g, let b, let a)):
      same([red, green, blue, alpha], [r, g, b, a])
    case (.white(let white, let alpha), .white(let w, let a)):
      same([white, alpha], [w, a])
    case (.named(let name, let alpha), .named(let other, let a)):
      name == other && same([alpha], [a])
    case (.rgb, _), (.white, _), (.named, _):
      false
    }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    let numbers: [CGFloat]
    switch self {
    case .rgb(let red, let green, let blue, let alpha):
      hasher.combine(0)
      numbers = [red, green, blue, alpha]
    case .white(let white, let alpha):
      hasher.combine(1)
      numbers = [white, alpha]
    case .named(let name, let alpha):
      hasher.combine(2)
      hasher.combine(name)
      numbers = [alpha]
    }
    for number in numbers { hasher.combine(Double(number).sameValueHash) }
  }

  private static func same(_ lhs: [CGFloat], _ rhs: [CGFloat]) -> Bool {
    zip(lhs, rhs).allSatisfy { Double($0).isSameValue(as: Double($1)) }
  }
}
#endif
