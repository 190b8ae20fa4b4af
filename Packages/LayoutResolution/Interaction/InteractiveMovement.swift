import LayoutGeometry

/// An item the user is dragging to a new place: where it started, where it is shown now,
/// and the point it follows (rule 30).
///
/// While it lasts the host shows the layout as if the item had moved to
/// ``targetIndexPath``, and draws the item itself centred on ``position``, above everything
/// (``LayoutHost/attributesForInteractivelyMovingItem``).
public struct InteractiveMovement: Hashable, Sendable {
  /// Where the item was when the movement began.
  public var originalIndexPath: LayoutIndexPath
  /// Where the item is shown now: its index path while the movement lasts.
  public var targetIndexPath: LayoutIndexPath
  /// The point the item's centre follows, in content coordinates.
  public var position: LayoutPoint

  /// A movement of the item that started at `originalIndexPath`, now at `targetIndexPath`,
  /// centred on `position`.
  public init(
    originalIndexPath: LayoutIndexPath, targetIndexPath: LayoutIndexPath, position: LayoutPoint
  ) {
    self.originalIndexPath = originalIndexPath
    self.targetIndexPath = targetIndexPath
    self.position = position
  }
}
