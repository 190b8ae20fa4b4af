extension Scroller {
  /// The scroller of an orthogonal section's row (rules 19–20): it scrolls across the
  /// layout's scroll direction over the row, `containerLength` being the section's
  /// container length along the row and `rowLength` the row's scrollable length (leading
  /// content inset + groups + spacings + trailing content inset).
  ///
  /// `groupPagingCentered` rows get `snapping.centeringRoom(containerLength:)` of extra
  /// room at both ends, as content insets, and start at `−room` so the first group is
  /// centred. `bounce` and `deceleration` follow `orthogonalScrollingProperties`;
  /// `automatic` deceleration is fast for the paging kinds and normal otherwise. Offsets are
  /// measured from the row's leading edge; a right-to-left host mirrors them.
  /// - Throws: `ScrollSimulationError` for an invalid container or row length.
  public static func orthogonalRow(
    containerLength: Double, rowLength: Double, snapping: ScrollSnapping,
    bounce: ScrollBounce = .automatic, deceleration: ScrollDeceleration = .automatic,
    displayScale: Double = 1
  ) throws(ScrollSimulationError) -> Scroller {
    let room = snapping.centeringRoom(containerLength: containerLength)
    return try Scroller(
      offset: -room, viewportLength: containerLength, contentLength: rowLength,
      leadingInset: room, trailingInset: room, deceleration: deceleration, bounce: bounce,
      snapping: snapping, displayScale: displayScale)
  }
}
