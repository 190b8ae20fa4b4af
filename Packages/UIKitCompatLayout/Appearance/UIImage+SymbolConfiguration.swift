#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

extension UIImage {
  /// How a symbol image is drawn: its point size or text style or font, weight and scale.
  ///
  /// Mirrors UIKit's `UIImage.SymbolConfiguration` and its initializers. Departures: it is a
  /// value, not a class, and its parts are readable (UIKit keeps them private), so a test or
  /// a renderer can see what a port asked for; what is not given is `nil` or `unspecified`.
  ///
  /// ```swift
  /// let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
  /// let star = UIImage(systemName: "star", withConfiguration: large)
  /// star?.symbolConfiguration?.weight  // .bold
  /// ```
  public struct SymbolConfiguration: Hashable, Sendable {
    /// The symbol's point size, or `nil` to follow the text style, font or context.
    public private(set) var pointSize: CGFloat?
    /// The stroke weight.
    public private(set) var weight: SymbolWeight = .unspecified
    /// The scale relative to the text.
    public private(set) var scale: SymbolScale = .unspecified
    /// The text style whose size and weight the symbol matches, or `nil`.
    public private(set) var textStyle: UIFont.TextStyle?
    /// The font whose size and weight the symbol matches, or `nil`.
    public private(set) var font: UIFont?

    private init() {}

    /// A configuration that specifies nothing, as UIKit's `unspecified`.
    public static let unspecified = SymbolConfiguration()

    /// A symbol of a point size, as UIKit's `init(pointSize:)`.
    public init(pointSize: CGFloat) {
      self.pointSize = pointSize
    }

    /// A symbol of a point size and weight, as UIKit's `init(pointSize:weight:)`.
    public init(pointSize: CGFloat, weight: SymbolWeight) {
      self.pointSize = pointSize
      self.weight = weight
    }

    /// A symbol of a point size, weight and scale, as UIKit's
    /// `init(pointSize:weight:scale:)`.
    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
    }

    /// A symbol matching a text style, as UIKit's `init(textStyle:)`.
    public init(textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
    }

    /// A symbol matching a text style at a scale, as UIKit's `init(textStyle:scale:)`.
    public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.textStyle = textStyle
      self.scale = scale
    }

    /// A symbol matching a font, as UIKit's `init(font:)`.
    public init(font: UIFont) {
      self.font = font
    }

    /// A symbol matching a font at a scale, as UIKit's `init(font:scale:)`.
    public init(font: UIFont, scale: SymbolScale) {
      self.font = font
      self.scale = scale
    }

    /// A symbol of a weight, as UIKit's `init(weight:)`.
    public init(weight: SymbolWeight) {
      self.weight = weight
    }

    /// A symbol at a scale, as UIKit's `init(scale:)`.
    public init(scale: SymbolScale) {
      self.scale = scale
    }

    /// This configuration with what `other` specifies laid over it, as UIKit's
    /// `applying(_:)`: each part `other` gives replaces this one's.
    public func applying(_ other: SymbolConfiguration) -> SymbolConfiguration {
      var merged = self
      if let pointSize = other.pointSize { merged.pointSize = pointSize }
      if other.weight != .unspecified { merged.weight = other.weight }
      if other.scale != .unspecified { merged.scale = other.scale }
      if let textStyle = other.textStyle { merged.textStyle = textStyle }
      if let font = other.font { merged.font = font }
      return merged
    }

    /// Whether both specify the same parts, a NaN point size matching any NaN (so `==` is
    /// reflexive).
    public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
      lhs.pointSize.map(Double.init).isSameValue(as: rhs.pointSize.map(Double.init))
        && lhs.weight == rhs.weight && lhs.scale == rhs.scale && lhs.textStyle == rhs.textStyle
        && lhs.font == rhs.font
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(pointSize.map { Double($0).sameValueHash })
      hasher.combine(weight)
      hasher.combine(scale)
      hasher.combine(textStyle)
      hasher.combine(font)
    }
  }
}
#endif
