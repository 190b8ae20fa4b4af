#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutLists

/// What a list row or header shows: text, secondary text and an image, in a list style.
///
/// Mirrors UIKit's `UIListContentConfiguration` and its style factories, over the core's
/// `ListContentConfiguration` (``core``). Departure: the image is named (``imageName``), as
/// UIKitCompat has no `UIImage`.
public struct UIListContentConfiguration: Hashable, Sendable {
  /// The core configuration: style, texts and image name.
  public var core: ListContentConfiguration

  private init(style: ListContentConfiguration.Style) {
    self.core = ListContentConfiguration(style: style)
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

  /// The name of the leading image.
  public var imageName: String? {
    get { core.imageName }
    set { core.imageName = newValue }
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
}
#endif
