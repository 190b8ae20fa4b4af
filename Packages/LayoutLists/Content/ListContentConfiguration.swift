/// What a list row or header shows, as data: text, secondary text and an image, in one of
/// UIKit's list styles.
///
/// The counterpart of `UIListContentConfiguration`, without fonts or views: the style names
/// the text styles and where the secondary text goes, so renderers and tests can show a
/// list's content without UIKit.
public struct ListContentConfiguration: Hashable, Sendable {
  /// One of UIKit's list content styles.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// A row: text, with optional secondary text below it.
    case cell
    /// A row with smaller secondary text below the text.
    case subtitleCell
    /// A row with secondary text trailing, across from the text.
    case valueCell
    /// A sidebar row.
    case sidebarCell
    /// A sidebar section's header row.
    case sidebarHeader
  }

  /// Where the secondary text goes relative to the text.
  public enum SecondaryTextPlacement: Hashable, Sendable, CaseIterable {
    /// On its own line below the text.
    case below
    /// On the text's line, at the trailing edge.
    case trailing
  }

  /// The style.
  public var style: Style
  /// The primary text, or `nil` for none.
  public var text: String?
  /// The secondary text, or `nil` for none.
  public var secondaryText: String?
  /// The name of the leading image, or `nil` for none.
  public var imageName: String?

  /// A configuration of `style` with no content.
  public init(
    style: Style, text: String? = nil, secondaryText: String? = nil, imageName: String? = nil
  ) {
    self.style = style
    self.text = text
    self.secondaryText = secondaryText
    self.imageName = imageName
  }

  /// An empty ``Style/cell`` configuration.
  public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .cell) }
  /// An empty ``Style/subtitleCell`` configuration.
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .subtitleCell)
  }
  /// An empty ``Style/valueCell`` configuration.
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .valueCell)
  }
  /// An empty ``Style/sidebarCell`` configuration.
  public static func sidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(style: .sidebarCell)
  }
  /// An empty ``Style/sidebarHeader`` configuration.
  public static func sidebarHeader() -> ListContentConfiguration {
    ListContentConfiguration(style: .sidebarHeader)
  }

  /// Where the secondary text goes: trailing in a value cell, below otherwise.
  public var secondaryTextPlacement: SecondaryTextPlacement {
    style == .valueCell ? .trailing : .below
  }

  /// The text style of the primary text, by UIKit's name: `"headline"` for sidebar
  /// headers, `"body"` otherwise.
  public var textStyleName: String { style == .sidebarHeader ? "headline" : "body" }

  /// The text style of the secondary text, by UIKit's name: `"subheadline"` in subtitle,
  /// sidebar and sidebar-header styles, `"body"` in cells and value cells (decided from
  /// UIKit's defaults as seen on iOS 14).
  public var secondaryTextStyleName: String {
    switch style {
    case .cell, .valueCell: "body"
    case .subtitleCell, .sidebarCell, .sidebarHeader: "subheadline"
    }
  }

  /// The lines the content shows, top to bottom; a value cell's secondary text shares the
  /// text's line, after a tab. Empty when there is no text at all.
  ///
  /// - Complexity: O(1), or O(n) in the length of the two texts for a value cell, which
  ///   joins them.
  public var lines: [String] {
    let parts = [text, secondaryText].compactMap { $0 }
    if secondaryTextPlacement == .trailing, parts.count == 2 {
      return [parts.joined(separator: "\t")]
    }
    return parts
  }
}
