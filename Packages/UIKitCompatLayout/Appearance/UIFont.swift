#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

/// A font as an inert value: its name, size, weight and text style, and the line metrics of
/// San Francisco at that size. Nothing is loaded or drawn.
///
/// Mirrors UIKit's `UIFont`, a class, so a port's `convenience init` and static fonts in an
/// extension compile; every stored property is a `let`, so the compiler checks that it is
/// `Sendable`. The system fonts are named as iOS 26 names them (`.SFUI-Regular`,
/// `.SFUI-Semibold`, measured for the text styles; the other weights, italics and the
/// monospaced design follow the same pattern, decided). Departures: Dynamic Type has one
/// category, the default (Large), as ``UITraitCollection`` has no content size category;
/// a font by name is never missing; and there is no font descriptor, family name or
/// `UIFontMetrics`.
///
/// ```swift
/// let title = UIFont.preferredFont(forTextStyle: .title1)
/// title.pointSize  // 28
/// UIFont.preferredFont(forTextStyle: .body).lineHeight  // 20.287109375, 17 × 2444 / 2048
/// UIFont.systemFont(ofSize: 15, weight: .semibold).fontName  // ".SFUI-Semibold"
/// ```
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The font's PostScript name: `.SFUI-Regular` for the regular system font.
  public let fontName: String
  /// The size, in points.
  public let pointSize: CGFloat
  /// The weight of a system font; `nil` for a font made by name, whose weight is unknown
  /// headless.
  public let weight: Weight?
  /// The text style a preferred font was made for; `nil` for any other font, and for a
  /// preferred font given another size with ``withSize(_:)``.
  public let textStyle: TextStyle?

  private init(fontName: String, pointSize: CGFloat, weight: Weight?, textStyle: TextStyle?) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The font of the given PostScript name and size, as UIKit's `init(name:size:)`.
  ///
  /// Headless no font is installed, so every name is kept (the initializer never fails,
  /// where UIKit returns `nil` for a font it cannot find) and takes the system font's line
  /// metrics (decided).
  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
    self.weight = nil
    self.textStyle = nil
  }

  /// The font of a text style at the default content size category, as UIKit's
  /// `preferredFont(forTextStyle:)`: body is 17 pt regular, headline 17 pt semibold, title1
  /// 28 pt (Apple's Dynamic Type table, Large).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.defaultMetrics
    return UIFont(
      fontName: systemFontName(weight: metrics.weight, suffix: ""), pointSize: metrics.pointSize,
      weight: metrics.weight, textStyle: style)
  }

  /// The font of a text style for a trait collection, as UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`. The traits carry no content size category
  /// here, so this is ``preferredFont(forTextStyle:)``.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The regular system font at a size, as UIKit's `systemFont(ofSize:)`.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at a size and weight, as UIKit's `systemFont(ofSize:weight:)`; its name
  /// is that of the nearest named weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: systemFontName(weight: weight, suffix: ""), pointSize: fontSize, weight: weight,
      textStyle: nil)
  }

  /// The bold system font at a size, as UIKit's `boldSystemFont(ofSize:)`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size, as UIKit's `italicSystemFont(ofSize:)`, named
  /// `.SFUI-RegularItalic` (decided).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: systemFontName(weight: .regular, suffix: "Italic"), pointSize: fontSize,
      weight: .regular, textStyle: nil)
  }

  /// The monospaced system font at a size and weight, as UIKit's
  /// `monospacedSystemFont(ofSize:weight:)`, named `.SFUIMono-Regular` and so on (decided).
  public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUIMono-" + weight.styleName, pointSize: fontSize, weight: weight,
      textStyle: nil)
  }

  /// The same font at another size, as UIKit's `withSize(_:)`. The result no longer has a
  /// text style: its size is no longer the style's.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: nil)
  }

  /// The height of one line of text, in points: `pointSize × 2444 / 2048`.
  ///
  /// San Francisco's ascender (1950/2048 em) plus its descender (494/2048 em), with no line
  /// gap, as iOS 26 reports for every text style at every category, regular and semibold
  /// alike (17 pt gives 20.287109375). A `UILabel` line is this height rounded up to the
  /// pixel; the HIG's "leading" (22 pt for body) is a design value that UIKit does not use.
  public var lineHeight: CGFloat { pointSize * 2444 / 2048 }

  /// The distance from the baseline to the top of the line, in points:
  /// `pointSize × 1950 / 2048` (San Francisco, as iOS 26 reports it).
  public var ascender: CGFloat { pointSize * 1950 / 2048 }

  /// The distance from the baseline to the bottom of the line, negative as in UIKit:
  /// `−pointSize × 494 / 2048` (San Francisco, as iOS 26 reports it).
  public var descender: CGFloat { -pointSize * 494 / 2048 }

  /// The font's name and size, as UIKit prints them less the object's address:
  /// `font-family: ".SFUI-Regular"; font-size: 17.00pt`.
  public var description: String {
    "font-family: \"\(fontName)\"; font-size: " + String(format: "%.2f", Double(pointSize)) + "pt"
  }

  /// Whether both have the same name, size, weight and text style, a NaN size matching any
  /// NaN (so `==` is reflexive).
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.fontName == rhs.fontName && Double(lhs.pointSize).isSameValue(as: Double(rhs.pointSize))
      && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(Double(pointSize).sameValueHash)
    hasher.combine(weight)
    hasher.combine(textStyle)
  }

  private static func systemFontName(weight: Weight, suffix: String) -> String {
    ".SFUI-" + weight.styleName + suffix
  }
}
#endif
