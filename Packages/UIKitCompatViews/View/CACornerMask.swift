#if !(canImport(UIKit) || canImport(QuartzCore) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
/// The corners a layer's corner radius rounds: Core Animation's `CACornerMask`. "Min" and
/// "max" are in the layer's coordinates, so `layerMinXMinYCorner` is the top left one.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
#endif
