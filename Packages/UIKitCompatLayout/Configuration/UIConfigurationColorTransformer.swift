#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// A change a configuration makes to a colour before it is drawn, such as fading a
/// highlighted background: UIKit's `UIConfigurationColorTransformer`.
///
/// ```swift
/// var background = UIBackgroundConfiguration.clear()
/// background.backgroundColor = nil  // the tint
/// background.backgroundColorTransformer = UIConfigurationColorTransformer {
///   $0.withAlphaComponent(0.3)
/// }
/// background.resolvedBackgroundColor(for: .systemBlue)  // systemBlue at 30 % alpha
/// ```
///
/// Two transformers are equal when they are the same one (a copy of it, or the same static
/// transformer), as closures cannot be compared: a configuration compares equal to a copy of
/// itself, not to one given another transformer that happens to do the same.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
  /// The change, given the colour and giving the colour drawn.
  public let transform: @Sendable (UIColor) -> UIColor
  /// What tells this transformer and its copies from every other.
  private let identity: UUID

  /// A transformer making the change `transform`: UIKit's `init(_:)`.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
    self.transform = transform
    identity = UUID()
  }

  /// The colour `color` becomes: UIKit's `callAsFunction(_:)`.
  ///
  /// - Complexity: that of ``transform``.
  public func callAsFunction(_ color: UIColor) -> UIColor {
    transform(color)
  }

  /// A grey of the colour's luminance (Rec. 709 weights), its alpha kept; a named colour,
  /// whose components a renderer resolves, is kept as it is.
  public static let grayscale = UIConfigurationColorTransformer { color in
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
    return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
  }

  /// The view's preferred tint: headless the colour is kept (decided: there is no system
  /// accent colour to take).
  public static let preferredTint = UIConfigurationColorTransformer { $0 }

  /// A tint for monochrome rendering: headless the colour is kept (decided, as
  /// ``preferredTint``).
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }

  /// Whether both are the same transformer.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
#endif
