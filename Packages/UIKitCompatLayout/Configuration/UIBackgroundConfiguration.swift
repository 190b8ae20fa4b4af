#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

/// What a cell or header shows behind its content: UIKit's `UIBackgroundConfiguration`, a
/// colour, corners, a stroke and insets, kept as values for a renderer and a test to read.
///
/// The list factories give each list appearance's background, and ``updated(for:)`` the
/// selected or highlighted one:
///
/// ```swift
/// var background = UIBackgroundConfiguration.listSidebarCell()
/// var state = UICellConfigurationState(traitCollection: UITraitCollection())
/// state.isSelected = true
/// background.updated(for: state).backgroundColor  // .tintColor
/// ```
///
/// The colours by style and state are decided, after how iOS 14 to 17 lists look (Apple
/// documents that the list styles' backgrounds follow the state, not their colours): plain
/// cells on `.systemBackground`, grouped cells on `.secondarySystemGroupedBackground`,
/// sidebar cells and grouped headers clear; a selected or highlighted cell on
/// `.systemGray4`, a sidebar cell on `.tintColor`.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  /// Which background a configuration was made as; it decides how state changes it.
  enum Style: Hashable, Sendable {
    case plainCell
    case groupedCell
    case sidebarCell
    case plainHeaderFooter
    case groupedHeaderFooter
    case sidebarHeader
    case clear
  }

  let style: Style

  /// The colour behind the content; `nil` shows the view's tint colour, as UIKit's header
  /// says, and `.clear` shows none. Every list style sets a colour.
  public var backgroundColor: UIColor?
  /// The radius of the background's corners.
  public var cornerRadius: CGFloat = 0
  /// How far the background sits inside the view's edges.
  public var backgroundInsets = NSDirectionalEdgeInsets.zero
  /// The colour of the outline, or `nil` for none.
  public var strokeColor: UIColor?
  /// The outline's width.
  public var strokeWidth: CGFloat = 0
  /// How far the outline sits outside the background.
  public var strokeOutset: CGFloat = 0
  /// An image shown behind the content, or `nil`.
  public var image: UIImage?
  /// A change made to the background colour before it is drawn, or `nil`; for instance a
  /// fade of a highlighted row.
  public var backgroundColorTransformer: UIConfigurationColorTransformer?

  private init(style: Style, backgroundColor: UIColor?) {
    self.style = style
    self.backgroundColor = backgroundColor
  }

  /// A plain list's row: `.systemBackground`.
  public static func listPlainCell() -> UIBackgroundConfiguration {
    Self(style: .plainCell, backgroundColor: .systemBackground)
  }

  /// A grouped or inset-grouped list's row: `.secondarySystemGroupedBackground`.
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    Self(style: .groupedCell, backgroundColor: .secondarySystemGroupedBackground)
  }

  /// A sidebar's row: clear until selected.
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    Self(style: .sidebarCell, backgroundColor: .clear)
  }

  /// A sidebar's row beside other content: as ``listSidebarCell()``.
  public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
    listSidebarCell()
  }

  /// A plain list's header or footer: `.systemBackground`.
  public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
    Self(style: .plainHeaderFooter, backgroundColor: .systemBackground)
  }

  /// A grouped list's header or footer: clear, on the list's background.
  public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
    Self(style: .groupedHeaderFooter, backgroundColor: .clear)
  }

  /// A sidebar's section header: clear.
  public static func listSidebarHeader() -> UIBackgroundConfiguration {
    Self(style: .sidebarHeader, backgroundColor: .clear)
  }

  /// No background: UIKit's `clear()`.
  public static func clear() -> UIBackgroundConfiguration {
    Self(style: .clear, backgroundColor: .clear)
  }

  /// The configuration for `state`: UIKit's `updated(for:)`. A selected or highlighted row
  /// of a list style takes its style's selection colour (see the type's description);
  /// anything else comes back unchanged.
  ///
  /// - Complexity: O(1).
  public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted
    else { return self }
    var updated = self
    switch style {
    case .plainCell, .groupedCell: updated.backgroundColor = .systemGray4
    case .sidebarCell: updated.backgroundColor = .tintColor
    case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .clear: break
    }
    return updated
  }

  /// The colour the background shows, `tintColor` where it follows the tint (a
  /// ``backgroundColor`` of `nil` or `.tintColor`), changed by the
  /// ``backgroundColorTransformer``: UIKit's `resolvedBackgroundColor(for:)`.
  public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
    let color =
      backgroundColor.flatMap { $0 == .tintColor ? nil : $0 } ?? tintColor
    return backgroundColorTransformer?(color) ?? color
  }

  /// Whether both draw the same, a NaN matching any NaN (so `==` is reflexive).
  public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
    lhs.style == rhs.style && lhs.backgroundColor == rhs.backgroundColor
      && lhs.strokeColor == rhs.strokeColor && lhs.image == rhs.image
      && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
      && zip(lhs.numbers, rhs.numbers).allSatisfy { $0.isSameValue(as: $1) }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(backgroundColor)
    hasher.combine(strokeColor)
    hasher.combine(image)
    hasher.combine(backgroundColorTransformer)
    for number in numbers { hasher.combine(number.sameValueHash) }
  }

  private var numbers: [Double] {
    let insets = backgroundInsets
    return [
      cornerRadius, strokeWidth, strokeOutset, insets.top, insets.leading, insets.bottom,
      insets.trailing,
    ].map(Double.init)
  }
}
#endif
