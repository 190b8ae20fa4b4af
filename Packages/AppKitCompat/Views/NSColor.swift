#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatLayout

/// A colour as an inert value: AppKit's `NSColor`, keeping the components or the system name
/// it was made from for a test or a renderer to read.
///
/// AppKit's semantic colours (`labelColor`, `selectedControlColor`…) follow the appearance
/// on a Mac; here they are named, and `description` gives the name. A port's extension
/// compiles as on a Mac:
///
/// ```swift
/// extension NSColor {
///   static var cornflowerBlue: NSColor {
///     NSColor(displayP3Red: 85 / 255, green: 151 / 255, blue: 244 / 255, alpha: 1)
///   }
/// }
/// NSColor.labelColor.description  // "labelColor"
/// ```
public final class NSColor: Hashable, Sendable, CustomStringConvertible {
  /// What the colour was made from: red, green, blue and alpha in the extended sRGB space, a
  /// grey, or a name.
  public typealias Components = UIColor.Components

  /// The same colour in UIKit's spelling, which keeps the components.
  private let color: UIColor

  /// What the colour was made from.
  public var components: Components { color.components }

  private init(_ color: UIColor) {
    self.color = color
  }

  /// A colour of red, green, blue and alpha in the sRGB space, as AppKit's
  /// `init(red:green:blue:alpha:)`; alpha is clamped to 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A colour of red, green and blue in the Display P3 space, kept as the extended sRGB colour
  /// it is, as AppKit's `init(displayP3Red:green:blue:alpha:)`.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha))
  }

  /// A colour of hue, saturation and brightness (each 0 to 1), as AppKit's
  /// `init(hue:saturation:brightness:alpha:)`.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
  }

  /// A grey of `white` (0 black, 1 white) and alpha, as AppKit's `init(white:alpha:)`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(UIColor(white: white, alpha: alpha))
  }

  /// A system colour by its AppKit name.
  private static func named(_ name: String) -> NSColor {
    NSColor(UIColor(components: .named(name, alpha: 1)))
  }

  /// The colour with `alpha`, as AppKit's `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    NSColor(color.withAlphaComponent(alpha))
  }

  /// The colour as a CoreGraphics colour, for a layer.
  public var cgColor: CGColor { color.cgColor }

  /// The system name, or the components.
  public var description: String { color.description }

  /// Whether the two were made from the same components or name.
  public static func == (lhs: NSColor, rhs: NSColor) -> Bool { lhs.color == rhs.color }

  /// Hashes the components or name.
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  /// Text of labels: `"labelColor"`.
  public static var labelColor: NSColor { named("labelColor") }
  /// Secondary text: `"secondaryLabelColor"`.
  public static var secondaryLabelColor: NSColor { named("secondaryLabelColor") }
  /// Text of a selected control: `"selectedControlTextColor"`.
  public static var selectedControlTextColor: NSColor { named("selectedControlTextColor") }
  /// The face of a selected control: `"selectedControlColor"`.
  public static var selectedControlColor: NSColor { named("selectedControlColor") }
  /// The background of a large control such as a collection view: `"controlBackgroundColor"`.
  public static var controlBackgroundColor: NSColor { named("controlBackgroundColor") }
  /// A window's background: `"windowBackgroundColor"`.
  public static var windowBackgroundColor: NSColor { named("windowBackgroundColor") }
  /// The text of headers: `"headerTextColor"`.
  public static var headerTextColor: NSColor { named("headerTextColor") }
  /// The colour of separators: `"separatorColor"`.
  public static var separatorColor: NSColor { named("separatorColor") }
  /// The accent colour the user chose: `"controlAccentColor"`.
  public static var controlAccentColor: NSColor { named("controlAccentColor") }
  /// No colour: a grey with alpha 0.
  public static var clear: NSColor { NSColor(white: 0, alpha: 0) }
  /// Black.
  public static var black: NSColor { NSColor(white: 0, alpha: 1) }
  /// White.
  public static var white: NSColor { NSColor(white: 1, alpha: 1) }
  /// Grey, at half white.
  public static var gray: NSColor { NSColor(white: 0.5, alpha: 1) }
  /// Red.
  public static var red: NSColor { NSColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Green.
  public static var green: NSColor { NSColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Blue.
  public static var blue: NSColor { NSColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// The system blue: `"systemBlue"`.
  public static var systemBlue: NSColor { named("systemBlue") }
}
#endif
