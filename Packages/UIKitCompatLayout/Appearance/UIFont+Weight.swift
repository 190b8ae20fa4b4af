#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

extension UIFont {
  /// How heavy a font's strokes are, from −1 (thinnest) to 1 (heaviest).
  ///
  /// Mirrors UIKit's `UIFont.Weight`, with its raw values (the `UIFontWeight…` constants of
  /// the SDK's headers).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from −1 to 1; 0 is regular.
    public let rawValue: CGFloat

    /// A weight of the given value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// A weight of the given value, as UIKit's unlabelled initializer.
    public init(_ rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// −0.8.
    public static let ultraLight = Weight(-0.8)
    /// −0.6.
    public static let thin = Weight(-0.6)
    /// −0.4.
    public static let light = Weight(-0.4)
    /// 0.
    public static let regular = Weight(0)
    /// 0.23.
    public static let medium = Weight(0.23)
    /// 0.3, the weight of the headline text style.
    public static let semibold = Weight(0.3)
    /// 0.4, the weight of ``UIFont/boldSystemFont(ofSize:)``.
    public static let bold = Weight(0.4)
    /// 0.56.
    public static let heavy = Weight(0.56)
    /// 0.62.
    public static let black = Weight(0.62)

    /// Whether both are the same value, a NaN matching any NaN (so `==` is reflexive).
    public static func == (lhs: Weight, rhs: Weight) -> Bool {
      Double(lhs.rawValue).isSameValue(as: Double(rhs.rawValue))
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(Double(rawValue).sameValueHash)
    }

    /// The named weights, lightest first, with the word the system font's name uses.
    static let named: [(weight: Weight, name: String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      (.black, "Black"),
    ]

    /// The name of the named weight nearest this one (regular for NaN), as the system font
    /// spells it in its PostScript name.
    var styleName: String {
      let nearest = Self.named.min { first, second in
        abs(first.weight.rawValue - rawValue) < abs(second.weight.rawValue - rawValue)
      }
      return rawValue.isNaN ? "Regular" : nearest?.name ?? "Regular"
    }
  }
}
#endif
