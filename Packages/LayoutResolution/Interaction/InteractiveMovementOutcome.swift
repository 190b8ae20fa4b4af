import LayoutGeometry

/// How an interactive movement ended (``LayoutHost/endInteractiveMovement(acceptingMove:)``).
public enum InteractiveMovementOutcome: Hashable, Sendable {
  /// The item stays at its new place; the move is what the data must do.
  case moved(LayoutUpdate.ItemMove)
  /// The item is back where it started, at this index path: it was dropped where it began,
  /// or the move was refused. Animating it back is the renderer's business; the host's state
  /// is the one before the movement.
  case returned(LayoutIndexPath)
}
