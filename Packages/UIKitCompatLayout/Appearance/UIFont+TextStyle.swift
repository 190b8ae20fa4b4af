#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension UIFont {
  /// A Dynamic Type text style: a role for text whose size the system chooses.
  ///
  /// Mirrors UIKit's `UIFont.TextStyle`, with UIKit's raw values (`"UICTFontTextStyleBody"`…).
  /// Its size at the default content size category (Large) is Apple's, from the Human
  /// Interface Guidelines' Dynamic Type table, and matches what iOS 26 reports; the other
  /// categories are not modelled, as ``UITraitCollection`` has no content size category.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the style.
    public let rawValue: String

    /// A style of the given raw value.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Large title: 34 pt regular.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level title: 28 pt regular.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level title: 22 pt regular.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level title: 20 pt regular.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 pt regular.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text: 17 pt regular.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 pt regular.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 pt regular.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard caption: 12 pt regular.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate caption: 11 pt regular.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// Each style's size and weight at the Large category (the HIG's table; iOS 26 reports
    /// the same sizes, and a semibold headline).
    private static let large: [TextStyle: (pointSize: CGFloat, weight: Weight)] = [
      .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular),
      .title3: (20, .regular), .headline: (17, .semibold), .subheadline: (15, .regular),
      .body: (17, .regular), .callout: (16, .regular), .footnote: (13, .regular),
      .caption1: (12, .regular), .caption2: (11, .regular),
    ]

    /// The style's size and weight at the default category; a style UIKit does not name
    /// takes the body's (decided).
    var defaultMetrics: (pointSize: CGFloat, weight: Weight) {
      Self.large[self] ?? (17, .regular)
    }

    /// The style the core's list content names (`ListContentConfiguration.textStyleName`),
    /// by its Swift name.
    init(coreName: String) {
      switch coreName {
      case "largeTitle": self = .largeTitle
      case "title1": self = .title1
      case "title2": self = .title2
      case "title3": self = .title3
      case "headline": self = .headline
      case "subheadline": self = .subheadline
      case "callout": self = .callout
      case "footnote": self = .footnote
      case "caption1": self = .caption1
      case "caption2": self = .caption2
      default: self = .body
      }
    }
  }
}
#endif
