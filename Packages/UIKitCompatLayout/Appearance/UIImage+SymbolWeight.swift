#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension UIImage {
  /// The stroke weight of a symbol image.
  ///
  /// Mirrors UIKit's `UIImage.SymbolWeight`, with its raw values.
  public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable {
    /// No weight given: the symbol follows its context.
    case unspecified = 0
    /// Ultralight.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9

    /// The font weight of the same name, as UIKit's `fontWeight()`; regular for
    /// ``unspecified``.
    public func fontWeight() -> UIFont.Weight {
      switch self {
      case .unspecified, .regular: .regular
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }
}
#endif
