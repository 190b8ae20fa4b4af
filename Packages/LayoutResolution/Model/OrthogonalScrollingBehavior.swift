/// Whether a section scrolls across the layout's scroll direction, and how it comes to rest.
///
/// The counterpart of `UICollectionLayoutSectionOrthogonalScrollingBehavior` (rules 19–20).
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
  /// The section flows with the layout (no row of its own).
  case none
  /// A row that scrolls freely with momentum.
  case continuous
  /// A row that comes to rest on a group's leading edge.
  case continuousGroupLeadingBoundary
  /// A row that pages by the container's length.
  case paging
  /// A row that moves one group per gesture, resting on a group's leading edge.
  case groupPaging
  /// A row that moves one group per gesture, resting with the group centred.
  case groupPagingCentered

  /// Whether the section lays its groups out in a row of its own.
  public var isOrthogonal: Bool { self != .none }
}
