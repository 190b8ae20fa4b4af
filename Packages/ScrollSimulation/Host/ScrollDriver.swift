import LayoutGeometry
import LayoutResolution

/// Drives a `LayoutHost` the way a finger and UIScrollView would: a scroller for the main
/// scroll view, one per orthogonal section's row, and simulated time.
///
/// Gestures and programmatic scrolls change the scrollers; ``advance(by:)`` moves them and
/// writes the host's `contentOffset` and `rowOffsets`, so the host's queries (pinned
/// headers, visible-items handlers) follow. Use a ``FrameClock`` to run frames.
///
/// Rows: each orthogonal section gets a `Scroller.orthogonalRow` with the snapping of its
/// behaviour, its `orthogonalScrollingProperties`, and the row geometry the solver reports.
/// Rows follow new layout passes of the host; an idle row costs nothing per frame.
/// Right-to-left rows scroll mirrored: offsets are measured from the row's leading edge, as
/// the host's `rowOffsets` are. The main scroll view's range is the host's: its content
/// size and `adjustedContentInset` (content insets and the safe area along the scroll axis).
///
/// Confined to its caller, like the host.
///
/// For `host`, showing 100 items as rows of five 75 pt squares in a 375 × 812 viewport:
///
/// ```swift
/// let driver = try ScrollDriver(host: host)
/// try driver.scrollToItem(at: LayoutIndexPath(item: 20, section: 0), at: .top, animated: false)
/// host.contentOffset.y  // 300: row 4 at the top
/// try driver.fling(velocity: LayoutPoint(x: 0, y: 500))
/// try driver.advance(by: 0.5)
/// host.contentOffset.y  // ≈ 458, still decelerating towards ≈ 549.75
/// ```
public final class ScrollDriver {
  /// The host being scrolled.
  public let host: LayoutHost
  /// The main scroll view's scrollers.
  public private(set) var scroller: ScrollerPair
  /// The scroller of each orthogonal row, by section.
  public private(set) var rows: [Int: Scroller] = [:]

  private var rowsRevision = -1
  /// The host's revision when its offset was last taken: a change of offset under a newer
  /// revision is the host's anchoring, one under the same revision the caller's.
  private var offsetRevision = -1
  private var rangeInsets: LayoutInsets
  private var movingRows: Set<Int> = []

  /// A driver for `host`, its main scroll view at the host's current offset.
  ///
  /// - Throws: `ScrollSimulationError` when the host's size or content size cannot be
  ///   scrolled (not finite).
  /// - Complexity: O(sections), to find the orthogonal rows, plus the host's layout pass when
  ///   it has none.
  public init(
    host: LayoutHost, deceleration: ScrollDeceleration = .normal,
    bounce: ScrollBounce = .automatic, isPagingEnabled: Bool = false
  ) throws(ScrollSimulationError) {
    self.host = host
    rangeInsets = host.adjustedContentInset
    scroller = try ScrollerPair(
      viewportSize: host.size, contentSize: host.contentSize,
      contentInsets: host.adjustedContentInset, offset: host.contentOffset,
      deceleration: deceleration, bounce: bounce, isPagingEnabled: isPagingEnabled,
      displayScale: host.traits.displayScale)
    try synchronize()
  }

  /// Whether the main scroll view rests on pages of the viewport's size after a drag
  /// (`UIScrollView.isPagingEnabled`, `ScrollSnapping.paging`). A change applies from the
  /// next release: a motion under way goes on to where it was heading.
  public var isPagingEnabled: Bool {
    get { scroller.vertical.snapping == .paging }
    set {
      let snapping: ScrollSnapping = newValue ? .paging : .continuous
      scroller.horizontal.snapping = snapping
      scroller.vertical.snapping = snapping
    }
  }

  /// Whether anything is still moving: the main scroll view, any row, or the host's
  /// transition.
  public var isMoving: Bool { scroller.isMoving || !movingRows.isEmpty || host.transition != nil }

  // MARK: - Main scroll view

  /// Drags the content by `distance` (rubber-banding past an edge).
  public func drag(by distance: LayoutPoint) throws(ScrollSimulationError) {
    try scroller.drag(by: distance)
    host.contentOffset = scroller.offset
  }

  /// Lifts the finger with `velocity` (points per second).
  public func release(velocity: LayoutPoint) throws(ScrollSimulationError) {
    try scroller.release(velocity: velocity)
  }

  /// Flicks the content with `velocity` (points per second) without a drag.
  public func fling(velocity: LayoutPoint) throws(ScrollSimulationError) {
    try scroller.fling(velocity: velocity)
  }

  /// Scrolls to `offset`, at once or animated over the following frames.
  public func setContentOffset(_ offset: LayoutPoint, animated: Bool)
    throws(ScrollSimulationError)
  {
    try scroller.setContentOffset(offset, animated: animated)
    host.contentOffset = scroller.offset
  }

  // MARK: - Rows

  /// Drags the row of `section` by `distance` along the row.
  ///
  /// - Complexity: that of ``synchronize()``: O(1) while the host keeps its layout pass.
  public func dragRow(inSection section: Int, by distance: Double) throws(ScrollSimulationError) {
    try updateRow(section) { (row) throws(ScrollSimulationError) in try row.drag(by: distance) }
  }

  /// Lifts the finger from the row of `section` with `velocity` along the row.
  ///
  /// - Complexity: that of ``synchronize()``: O(1) while the host keeps its layout pass.
  public func releaseRow(inSection section: Int, velocity: Double) throws(ScrollSimulationError) {
    try updateRow(section) { (row) throws(ScrollSimulationError) in
      try row.release(velocity: velocity)
    }
  }

  /// Flicks the row of `section` with `velocity` along the row.
  ///
  /// - Complexity: that of ``synchronize()``: O(1) while the host keeps its layout pass.
  public func flingRow(inSection section: Int, velocity: Double) throws(ScrollSimulationError) {
    try updateRow(section) { (row) throws(ScrollSimulationError) in
      try row.fling(velocity: velocity)
    }
  }

  /// Scrolls the row of `section` to `offset` along the row.
  ///
  /// - Complexity: that of ``synchronize()``: O(1) while the host keeps its layout pass.
  public func setRowOffset(_ offset: Double, inSection section: Int, animated: Bool)
    throws(ScrollSimulationError)
  {
    try updateRow(section) { (row) throws(ScrollSimulationError) in
      try row.setContentOffset(offset, animated: animated)
    }
  }

  // MARK: - Scrolling to an item

  /// Scrolls so that the item at `indexPath` sits at `position`, as UIKit's
  /// `scrollToItem(at:at:animated:)`: the position along the layout's scroll axis moves
  /// the main scroll view, the one across it moves the item's orthogonal row. Targets are
  /// clamped to what each scroller can show.
  ///
  /// - Throws: ``ScrollSimulationError/unknownItem(_:)`` for an item the host does not lay
  ///   out; nothing moves.
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes, after
  ///   ``synchronize()``.
  public func scrollToItem(
    at indexPath: LayoutIndexPath, at position: ScrollPosition, animated: Bool
  ) throws(ScrollSimulationError) {
    try synchronize()
    let solved = host.solvedLayout
    // The item where it lies with its row unscrolled.
    guard let frame = solved.attributesForItem(at: indexPath)?.frame else {
      throw .unknownItem(indexPath)
    }
    let axis = solved.scrollAxis
    if let fraction = position.fraction(along: axis) {
      var target = scroller.offset
      let main = scroller[axis]
      let wanted =
        frame.minimum(along: axis) - fraction * (main.viewportLength - frame.length(along: axis))
      let clamped = min(
        max(wanted, main.minimumOffset), max(main.minimumOffset, main.maximumOffset))
      target = LayoutPoint(
        main: clamped, cross: target.coordinate(along: axis.cross), along: axis)
      try setContentOffset(target, animated: animated)
    }
    if let fraction = position.fraction(along: axis.cross), let row = rows[indexPath.section] {
      let sign = rowDirection(in: solved)
      let unscrolled = frame.minimum(along: axis.cross)
      let wanted = fraction * (row.viewportLength - frame.length(along: axis.cross))
      let target = sign * (unscrolled - wanted)
      let clamped = min(max(target, row.minimumOffset), max(row.minimumOffset, row.maximumOffset))
      try setRowOffset(clamped, inSection: indexPath.section, animated: animated)
    }
  }

  // MARK: - Time

  /// Advances every moving scroller by `seconds` of simulated time and writes the offsets
  /// to the host, and runs the host's transition on by as much. Keeps the scrollers'
  /// geometry in step with the host first.
  ///
  /// - Throws: `ScrollSimulationError.invalidTimeStep` for a negative or non-finite step.
  /// - Complexity: O(moving rows), plus that of ``synchronize()``: O(sections) after the host
  ///   laid out again.
  public func advance(by seconds: Double) throws(ScrollSimulationError) {
    guard seconds.isFinite, seconds >= 0 else { throw .invalidTimeStep(seconds) }
    try synchronize()
    host.advanceTransition(by: seconds)
    if scroller.isMoving {
      try scroller.step(by: seconds)
      host.contentOffset = scroller.offset
    }
    for section in movingRows {
      guard var row = rows[section] else { continue }
      try row.step(by: seconds)
      rows[section] = row
      host.rowOffsets[section] = row.offset
      if !row.isMoving { movingRows.remove(section) }
    }
  }

  /// Brings the scrollers in step with the host: the main scroller takes an offset set on
  /// the host directly, stopping any motion, or follows one the host's anchoring placed
  /// after a change of its layout, going on with its gesture or momentum from there (rule
  /// 21b); the main scroller takes the content size and insets, and one row per orthogonal
  /// section after each change of the host's solved layout (its `revision`).
  ///
  /// - Complexity: O(1) while the host's solved layout is unchanged; O(sections) after a
  ///   change (plus the pass itself, when reading the host's layout solves it again).
  public func synchronize() throws(ScrollSimulationError) {
    let hostOffset = host.contentOffset
    if hostOffset != scroller.offset {
      if scroller.isMoving, host.revision != offsetRevision {
        // The host moved the content under a moving scroll view to keep what the user sees
        // in place (rule 21b): the gesture or momentum goes on from there.
        try scroller.shift(
          by: LayoutPoint(x: hostOffset.x - scroller.offset.x, y: hostOffset.y - scroller.offset.y))
      } else {
        try scroller.setContentOffset(hostOffset, animated: false)
      }
    }
    offsetRevision = host.revision
    let solved = host.solvedLayout
    let contentSize = solved.contentSize
    let insets = host.adjustedContentInset
    if contentSize.width != scroller.horizontal.contentLength
      || contentSize.height != scroller.vertical.contentLength
      || host.size.width != scroller.horizontal.viewportLength
      || host.size.height != scroller.vertical.viewportLength
      || insets != rangeInsets
    {
      try scroller.setGeometry(
        viewportSize: host.size, contentSize: contentSize, contentInsets: insets)
      rangeInsets = insets
    }
    guard rowsRevision != host.revision else { return }
    rowsRevision = host.revision
    var updated: [Int: Scroller] = [:]
    for section in solved.orthogonalSections {
      guard let geometry = solved.orthogonalRow(inSection: section) else { continue }
      let snapping = Self.snapping(for: geometry)
      if var row = rows[section] {
        let room = snapping.centeringRoom(containerLength: geometry.viewportLength)
        row.snapping = snapping
        try row.setGeometry(
          viewportLength: geometry.viewportLength, contentLength: geometry.contentLength,
          leadingInset: room, trailingInset: room)
        updated[section] = row
      } else {
        var row = try Scroller.orthogonalRow(
          containerLength: geometry.viewportLength, rowLength: geometry.contentLength,
          snapping: snapping, bounce: Self.bounce(for: geometry.properties),
          deceleration: Self.deceleration(for: geometry.properties),
          displayScale: host.traits.displayScale)
        // Where the host placed the row before it scrolled, or where it rests (rule 20; the
        // factory's −room assumes no leading inset).
        let start = host.rowOffsets[section] ?? geometry.restingStart
        if start != row.offset { try row.setContentOffset(start, animated: false) }
        updated[section] = row
      }
    }
    rows = updated
    movingRows = movingRows.filter { rows[$0] != nil }
    for (section, row) in rows { host.rowOffsets[section] = row.offset }
  }

  // MARK: - Private

  private func updateRow(
    _ section: Int, _ change: (inout Scroller) throws(ScrollSimulationError) -> Void
  ) throws(ScrollSimulationError) {
    try synchronize()
    guard var row = rows[section] else { throw .notAnOrthogonalSection(section) }
    if !row.isMoving, let offset = host.rowOffsets[section], offset != row.offset {
      try row.setContentOffset(offset, animated: false)
    }
    try change(&row)
    rows[section] = row
    host.rowOffsets[section] = row.offset
    if row.isMoving { movingRows.insert(section) } else { movingRows.remove(section) }
  }

  /// +1 when a row's offset moves its items towards lower coordinates on screen, −1 for a
  /// right-to-left horizontal row.
  private func rowDirection(in solved: SolvedLayout) -> Double {
    solved.scrollAxis.cross == .horizontal
      && solved.environment.traits.readingDirection == .rightToLeft ? -1 : 1
  }

  /// The resting rule of a row's behaviour (rule 20).
  static func snapping(for row: OrthogonalRow) -> ScrollSnapping {
    switch row.behavior {
    case .none, .continuous: .continuous
    case .continuousGroupLeadingBoundary:
      .continuousGroupLeadingBoundary(groupLength: row.groupLength, spacing: row.groupSpacing)
    case .paging: .paging
    case .groupPaging: .groupPaging(groupLength: row.groupLength, spacing: row.groupSpacing)
    case .groupPagingCentered:
      .groupPagingCentered(
        groupLength: row.groupLength, spacing: row.groupSpacing,
        leadingInset: row.firstGroupStart)
    }
  }

  static func bounce(for properties: OrthogonalScrollingProperties) -> ScrollBounce {
    switch properties.bounce {
    case .automatic: .automatic
    case .always: .always
    case .never: .never
    }
  }

  static func deceleration(for properties: OrthogonalScrollingProperties) -> ScrollDeceleration {
    switch properties.decelerationRate {
    case .automatic: .automatic
    case .normal: .normal
    case .fast: .fast
    }
  }
}
