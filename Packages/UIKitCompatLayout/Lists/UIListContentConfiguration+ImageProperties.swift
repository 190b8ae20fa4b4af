#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

extension UIListContentConfiguration {
  /// How the image of a list row looks and how much room it takes.
  ///
  /// Mirrors UIKit's `UIListContentConfiguration.ImageProperties`, with its defaults (no
  /// tint, no symbol configuration, no size limit, no reserved size, square corners). Inert:
  /// the layout does not read them yet, as there is no artwork to size headless.
  public struct ImageProperties: Hashable, Sendable {
    /// The colour a template image is drawn in; `nil` follows the view's tint.
    public var tintColor: UIColor?
    /// The symbol configuration a symbol image is drawn with; `nil` for the row's default.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The largest size the image is drawn at; zero on an axis means no limit.
    public var maximumSize = CGSize.zero
    /// The room kept for the image whether or not it is this big, so rows line their text
    /// up; zero on an axis means the image's own size.
    public var reservedLayoutSize = CGSize.zero
    /// The radius of the image's corners.
    public var cornerRadius: CGFloat = 0
    /// A change made to the tint before a template image is drawn in it, or `nil`.
    public var tintColorTransformer: UIConfigurationColorTransformer?

    init() {}

    /// The colour a template image is drawn in: ``tintColor``, else the view's `tintColor`,
    /// changed by the ``tintColorTransformer``: UIKit's `resolvedTintColor(for:)`.
    ///
    /// - Complexity: that of the transformer.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }

    /// Whether every property is the same, a NaN matching any NaN (so `==` is reflexive).
    public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
      lhs.tintColor == rhs.tintColor
        && lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration
        && lhs.tintColorTransformer == rhs.tintColorTransformer
        && zip(lhs.numbers, rhs.numbers).allSatisfy { $0.isSameValue(as: $1) }
    }

    /// Hashes what `==` compares. Written out because the SDK's `CGSize` is not `Hashable`
    /// on every platform that declares it.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(tintColor)
      hasher.combine(preferredSymbolConfiguration)
      hasher.combine(tintColorTransformer)
      for number in numbers { hasher.combine(number.sameValueHash) }
    }

    private var numbers: [Double] {
      [
        maximumSize.width, maximumSize.height, reservedLayoutSize.width, reservedLayoutSize.height,
        cornerRadius,
      ].map(Double.init)
    }
  }
}
#endif
