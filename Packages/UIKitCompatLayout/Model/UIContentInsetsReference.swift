#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// Which boundary of the container content insets are measured from.
///
/// Mirrors UIKit's `UIContentInsetsReference`, with UIKit's raw values (rule 1).
public enum UIContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
  /// The layout's choice: the safe area for a layout; the layout's reference for a section.
  case automatic = 0
  /// The container's edges.
  case none = 1
  /// The host's safe area.
  case safeArea = 2
  /// The host's layout margins (which include the safe area).
  case layoutMargins = 3
  /// The host's readable content guide.
  case readableContent = 4

  var value: ContentInsetsReference {
    switch self {
    case .automatic: .automatic
    case .none: .none
    case .safeArea: .safeArea
    case .layoutMargins: .layoutMargins
    case .readableContent: .readableContent
    }
  }
}
#endif
