/// Where a released scroller comes to rest: free momentum, a page, or a group.
///
/// The policies of `UICollectionLayoutSectionOrthogonalScrollingBehavior` (rules 19–20)
/// and of `isPagingEnabled`, as values with static-member spellings:
/// `.continuous`, `.continuousGroupLeadingBoundary(groupLength:spacing:)`, `.paging`,
/// `.groupPaging(groupLength:spacing:)` and `.groupPagingCentered(groupLength:spacing:)`.
/// Group positions are measured like offsets: a group's leading edge rests on the row's
/// leading content inset at offset `i · (groupLength + spacing)`.
///
/// A group length or spacing that is negative, NaN or infinite counts as zero, and one
/// beyond `Scroller.magnitudeLimit` as that limit (no scroller reaches further, and the
/// sum of two larger ones could overflow to infinity); a policy left with no positive
/// distance between positions has nothing to snap to and behaves as `continuous`.
public struct ScrollSnapping: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
  }

  private let kind: Kind
  /// The group length along the row, in points (zero for `continuous` and `paging`).
  public let groupLength: Double
  /// The spacing between consecutive groups, in points.
  public let spacing: Double
  /// The row's leading content inset, for `groupPagingCentered` only.
  public let leadingInset: Double

  private init(_ kind: Kind, groupLength: Double = 0, spacing: Double = 0, leadingInset: Double = 0)
  {
    let limit = Scroller.magnitudeLimit
    self.kind = kind
    self.groupLength = groupLength.isFinite ? min(max(0, groupLength), limit) : 0
    self.spacing = spacing.isFinite ? min(max(0, spacing), limit) : 0
    self.leadingInset = leadingInset.isFinite ? min(max(leadingInset, -limit), limit) : 0
  }

  /// Free momentum, projected with the deceleration rate; no snapping. UIScrollView's
  /// default, and `.continuous` orthogonal rows.
  public static let continuous = ScrollSnapping(.continuous)

  /// Pages of the viewport's length (`isPagingEnabled`, and `.paging` rows, which page by
  /// the container's length, not the group's). See `ScrollPageRule`.
  public static let paging = ScrollSnapping(.paging)

  /// Momentum whose projected resting point moves to the nearest group leading edge
  /// (`i · (groupLength + spacing)`); the end of the content is a resting point too, since
  /// the last groups can never bring their leading edge to the inset. A projection past an
  /// edge is not snapped: the row coasts into the edge and bounces back to it.
  public static func continuousGroupLeadingBoundary(groupLength: Double, spacing: Double)
    -> ScrollSnapping
  {
    ScrollSnapping(.continuousGroupLeadingBoundary, groupLength: groupLength, spacing: spacing)
  }

  /// One group per gesture, its leading edge resting on the row's leading content inset:
  /// the page rule over offsets `i · (groupLength + spacing)`.
  public static func groupPaging(groupLength: Double, spacing: Double) -> ScrollSnapping {
    ScrollSnapping(.groupPaging, groupLength: groupLength, spacing: spacing)
  }

  /// One group per gesture, resting centred: the page rule over offsets
  /// `leadingInset + i · (groupLength + spacing) − (container − groupLength) / 2`. The row
  /// needs `centeringRoom(containerLength:)` of extra room at both ends (as content insets;
  /// `Scroller.orthogonalRow` adds it) so that the first and last groups can centre. With
  /// no leading inset this is `docs/scrolling.md`'s `i · (group + spacing) − (container − group)
  /// / 2`; the inset term keeps groups centred when the section has one (UIKit is silent).
  public static func groupPagingCentered(
    groupLength: Double, spacing: Double, leadingInset: Double = 0
  ) -> ScrollSnapping {
    ScrollSnapping(
      .groupPagingCentered, groupLength: groupLength, spacing: spacing,
      leadingInset: leadingInset)
  }

  /// Whether this is one of the paging kinds (`paging`, `groupPaging`,
  /// `groupPagingCentered`), which rest by the page rule on the spring and make an
  /// `automatic` deceleration fast.
  public var isPaging: Bool {
    switch kind {
    case .paging, .groupPaging, .groupPagingCentered: true
    case .continuous, .continuousGroupLeadingBoundary: false
    }
  }

  /// The distance between consecutive group positions.
  private var groupStride: Double { groupLength + spacing }

  /// The extra room a row needs at each end: `(containerLength − groupLength) / 2` for
  /// `groupPagingCentered` (never negative), zero for the other policies.
  public func centeringRoom(containerLength: Double) -> Double {
    guard kind == .groupPagingCentered, containerLength.isFinite else { return 0 }
    return max(0, (containerLength - groupLength) / 2)
  }

  /// How a scroller released as `release` describes comes to rest.
  ///
  /// - `continuous`: `.momentum`.
  /// - `continuousGroupLeadingBoundary`: `.glide` to the group leading edge (or the end of
  ///   the content) nearest the projected resting point `x0 − v0 / k`; `.momentum` when the
  ///   projection falls past an edge.
  /// - paging kinds: `.spring` to the offset `ScrollPageRule` picks.
  public func restingTarget(for release: ScrollRelease) -> ScrollRestingTarget {
    let rule: ScrollPageRule
    switch kind {
    case .continuous:
      return .momentum
    case .continuousGroupLeadingBoundary:
      return leadingBoundaryTarget(for: release)
    case .paging:
      rule = ScrollPageRule(pageLength: release.viewportLength)
    case .groupPaging:
      rule = ScrollPageRule(pageLength: groupStride)
    case .groupPagingCentered:
      let room = centeringRoom(containerLength: release.viewportLength)
      rule = ScrollPageRule(pageLength: groupStride, origin: leadingInset - room)
    }
    guard let target = rule.targetOffset(for: release) else { return .momentum }
    return .spring(to: target)
  }

  private func leadingBoundaryTarget(for release: ScrollRelease) -> ScrollRestingTarget {
    let projected = release.deceleration.restingOffset(
      from: release.offset, velocity: release.velocity)
    guard groupStride > 0, projected >= release.minimumOffset,
      projected <= release.maximumOffset
    else { return .momentum }
    let boundary = release.clamped(max(0, (projected / groupStride).rounded()) * groupStride)
    let end = release.maximumOffset
    let nearest = (end - projected).magnitude < (boundary - projected).magnitude ? end : boundary
    return .glide(to: nearest)
  }
}
