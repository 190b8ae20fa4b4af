#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
public import LayoutLists

/// What a list row or header shows: text, secondary text and an image, in a list style, and
/// how they look.
///
/// Mirrors UIKit's `UIListContentConfiguration` and its style factories, over the core's
/// `ListContentConfiguration` (``core``): the texts and the image's name are the core's, and
/// the layout reads those. The fonts, colours, margins and paddings are inert values a port
/// sets and a test or a renderer reads; the layout does not read them yet.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Wi-Fi"
/// content.image = UIImage(systemName: "wifi")
/// content.secondaryTextProperties.font.pointSize  // 15, subheadline
/// content.core.imageName  // "wifi"
/// ```
public struct UIListContentConfiguration: Hashable, Sendable {
  /// The core configuration: style, texts and image name.
  public var core: ListContentConfiguration {
    didSet {
      // Setting the core's image name directly replaces the image.
      if imageStorage?.name != core.imageName { imageStorage = nil }
    }
  }
  /// The image as given, kept beside the core's name so its kind, rendering mode, tint and
  /// configuration come back from ``image``.
  private var imageStorage: UIImage?

  /// The primary text's font, colour and lines: the style's text style (body, headline for
  /// a sidebar header) in the label colour (decided).
  public var textProperties: TextProperties
  /// The secondary text's font, colour and lines: the style's secondary text style
  /// (subheadline in subtitle and sidebar styles, body in cells and value cells) in the
  /// secondary label colour (decided).
  public var secondaryTextProperties: TextProperties
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The margins around the content: 15 above and below, 16 leading and trailing (decided:
  /// Apple publishes no default; iOS 26.1 list rows measured in public probes hold their
  /// labels 15 pt from the top and bottom and 16 pt in, though those were custom cells).
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 15, leading: 16, bottom: 15, trailing: 16)
  /// The axes on which the row's own layout margins are at least its superview's; both by
  /// default, as Apple documents.
  public var axesPreservingSuperviewLayoutMargins = UIAxis.both
  /// The space between the image and the text: 12 (decided; Apple publishes none and none
  /// was measured).
  public var imageToTextPadding: CGFloat = 12
  /// The space between the text and the secondary text below it: 0, the gap measured in an
  /// iOS 26.1 subtitle row.
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  /// The least space between the text and the secondary text beside it, in a value cell:
  /// 8 pt, the system spacing (decided: UIKit publishes no value). Kept for a custom cell to
  /// lay out by, as the sample's custom list cell does; the row's measuring does not read it.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Whether the text and the secondary text sit side by side when they fit: true for a
  /// value cell, whose core places the secondary text trailing, false otherwise.
  public var prefersSideBySideTextAndSecondaryText: Bool

  private init(style: ListContentConfiguration.Style) {
    let core = ListContentConfiguration(style: style)
    self.core = core
    textProperties = TextProperties(
      font: .preferredFont(forTextStyle: UIFont.TextStyle(coreName: core.textStyleName)),
      color: .label)
    secondaryTextProperties = TextProperties(
      font: .preferredFont(forTextStyle: UIFont.TextStyle(coreName: core.secondaryTextStyleName)),
      color: .secondaryLabel)
    prefersSideBySideTextAndSecondaryText = core.secondaryTextPlacement == .trailing
  }

  /// The primary text.
  public var text: String? {
    get { core.text }
    set { core.text = newValue }
  }

  /// The secondary text.
  public var secondaryText: String? {
    get { core.secondaryText }
    set { core.secondaryText = newValue }
  }

  /// The leading image. Its name is the core's `imageName`; an image set here comes back
  /// whole, and a name set on the core comes back as a symbol of that name.
  public var image: UIImage? {
    get {
      guard let name = core.imageName else { return nil }
      return imageStorage ?? UIImage(systemName: name)
    }
    set {
      imageStorage = newValue
      core.imageName = newValue?.name
    }
  }

  /// A row: text with optional secondary text below it.
  public static func cell() -> UIListContentConfiguration { Self(style: .cell) }
  /// A row with smaller secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { Self(style: .subtitleCell) }
  /// A row with secondary text trailing.
  public static func valueCell() -> UIListContentConfiguration { Self(style: .valueCell) }
  /// A sidebar row.
  public static func sidebarCell() -> UIListContentConfiguration { Self(style: .sidebarCell) }
  /// A sidebar section's header row.
  public static func sidebarHeader() -> UIListContentConfiguration {
    Self(style: .sidebarHeader)
  }

  /// Whether both show the same content the same way, a NaN matching any NaN (so `==` is
  /// reflexive).
  public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration)
    -> Bool
  {
    lhs.core == rhs.core && lhs.image == rhs.image && lhs.textProperties == rhs.textProperties
      && lhs.secondaryTextProperties == rhs.secondaryTextProperties
      && lhs.imageProperties == rhs.imageProperties
      && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
      && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
      && zip(lhs.numbers, rhs.numbers).allSatisfy { $0.isSameValue(as: $1) }
  }

  /// Hashes what `==` compares. Written out because the SDK's `NSDirectionalEdgeInsets` is
  /// only `Equatable` on the platforms that declare it (docs/platforms.md).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(core)
    hasher.combine(image)
    hasher.combine(textProperties)
    hasher.combine(secondaryTextProperties)
    hasher.combine(imageProperties)
    hasher.combine(axesPreservingSuperviewLayoutMargins)
    hasher.combine(prefersSideBySideTextAndSecondaryText)
    for number in numbers { hasher.combine(number.sameValueHash) }
  }

  private var numbers: [Double] {
    let margins = directionalLayoutMargins
    return [
      margins.top, margins.leading, margins.bottom, margins.trailing, imageToTextPadding,
      textToSecondaryTextVerticalPadding, textToSecondaryTextHorizontalPadding,
    ].map(Double.init)
  }
}
#endif
