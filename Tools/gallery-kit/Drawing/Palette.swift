#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The 256-colour indices the gallery draws with, named by what they show.
public enum Palette {
  /// The title bar.
  public static let titleBar: UInt8 = 24
  /// Secondary text, separators and hints.
  public static let secondary: UInt8 = 245
  /// Separators.
  public static let separator: UInt8 = 240
  /// Headers and footers.
  public static let header: UInt8 = 237
  /// Background decorations.
  public static let decoration: UInt8 = 235
  /// A decoration's texture.
  public static let decorationTexture: UInt8 = 238
  /// The selection highlight.
  public static let selection: UInt8 = 26
  /// Badges.
  public static let badge: UInt8 = 160
  /// Destructive swipe actions.
  public static let destructive: UInt8 = 160
  /// Other swipe actions.
  public static let action: UInt8 = 172
  /// Text on coloured backgrounds.
  public static let onColor: UInt8 = 231
  /// Cells that name no colour of their own, as the sample's cornflower blue.
  public static let cell: UInt8 = 68
  /// Alternative cell colours, as the sample's nested and orthogonal items use.
  public static let cellTones: [UInt8] = [68, 30, 97, 130, 65, 131]
}
#endif
