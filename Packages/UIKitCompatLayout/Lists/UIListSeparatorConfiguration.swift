#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
public import LayoutLists

/// How a row's separators look: top and bottom visibility, insets and colour.
///
/// Mirrors UIKit's `UIListSeparatorConfiguration`. Insets equal to ``automaticInsets`` (the
/// default) let the list choose them; only their leading and trailing sides are used. The
/// colour reaches the core as its `ListColor`.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Hashable, Sendable, CaseIterable {
    /// The list decides.
    case automatic = 0
    /// Always shown.
    case visible = 1
    /// Never shown.
    case hidden = 2

    var value: ListSeparatorConfiguration.Visibility {
      switch self {
      case .automatic: .automatic
      case .visible: .visible
      case .hidden: .hidden
      }
    }
  }

  /// The value meaning "the list picks the insets" (every side the most negative finite
  /// number, which no real inset is).
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// Whether the separator above a row shows.
  public var topSeparatorVisibility: Visibility = .automatic
  /// Whether the separator below a row shows.
  public var bottomSeparatorVisibility: Visibility = .automatic
  /// The top separator's insets; ``automaticInsets`` by default.
  public var topSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The bottom separator's insets; ``automaticInsets`` by default.
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets = automaticInsets
  /// The separators' colour; ``UIColor/separator`` by default.
  public var color: UIColor = .separator

  /// The default separators of a list of `listAppearance` (the appearance decides the
  /// automatic values when the list is laid out).
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  /// Hashes every property. Written out because the SDK's `NSDirectionalEdgeInsets` is only
  /// `Equatable` on the platforms that declare it (docs/platforms.md).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(topSeparatorVisibility)
    hasher.combine(bottomSeparatorVisibility)
    for insets in [topSeparatorInsets, bottomSeparatorInsets] {
      hasher.combine(insets.top)
      hasher.combine(insets.leading)
      hasher.combine(insets.bottom)
      hasher.combine(insets.trailing)
    }
    hasher.combine(color)
  }

  /// The core configuration this value describes.
  public var core: ListSeparatorConfiguration {
    ListSeparatorConfiguration(
      topSeparatorVisibility: topSeparatorVisibility.value,
      bottomSeparatorVisibility: bottomSeparatorVisibility.value,
      topSeparatorInsets: Self.coreInsets(topSeparatorInsets),
      bottomSeparatorInsets: Self.coreInsets(bottomSeparatorInsets), color: color.core)
  }

  private static func coreInsets(_ insets: NSDirectionalEdgeInsets) -> LayoutDirectionalInsets? {
    insets == automaticInsets ? nil : LayoutDirectionalInsets(insets)
  }
}
#endif
