#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// Whether a section scrolls across the layout's scroll direction, and how it comes to rest.
///
/// Mirrors UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`, with UIKit's raw
/// values (rules 19–20).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable,
  CaseIterable
{
  /// The section flows with the layout (no row of its own).
  case none = 0
  /// A row that scrolls freely with momentum.
  case continuous = 1
  /// A row that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// A row that pages by the container's length.
  case paging = 3
  /// A row that moves one group per gesture, resting on a group's leading edge.
  case groupPaging = 4
  /// A row that moves one group per gesture, resting with the group centred.
  case groupPagingCentered = 5

  var value: OrthogonalScrollingBehavior {
    switch self {
    case .none: .none
    case .continuous: .continuous
    case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
    case .paging: .paging
    case .groupPaging: .groupPaging
    case .groupPagingCentered: .groupPagingCentered
    }
  }
}
#endif
