import LayoutGeometry

/// Why a host refused a selection or an interactive movement call: UIKit raises or
/// misbehaves for each of these; the host throws and changes nothing.
public enum InteractionError: Error, Hashable, Sendable {
  /// The index path names no item the host shows (or none it lays out).
  case itemOutOfRange(LayoutIndexPath)
  /// A movement was begun while another, of the item now at `item`, is in progress.
  case movementInProgress(item: LayoutIndexPath)
  /// A movement was updated, ended or cancelled while none is in progress.
  case noMovementInProgress
  /// A position with a coordinate that is NaN or infinite.
  case invalidPosition(LayoutPoint)
}
