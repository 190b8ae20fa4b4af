import LayoutGeometry

/// The swipe actions of one side of a row.
///
/// The counterpart of `UISwipeActionsConfiguration`. The first action is nearest the row's
/// edge and runs on a full swipe when ``performsFirstActionWithFullSwipe`` is set.
public struct SwipeActionsConfiguration: Hashable, Sendable {
  /// The actions, the first nearest the row's edge.
  public var actions: [ContextualAction]
  /// Whether a full swipe runs the first action; true by default, as in UIKit.
  public var performsFirstActionWithFullSwipe: Bool

  /// A configuration showing `actions`.
  public init(actions: [ContextualAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// Gives the swipe actions of the row at an index path, or `nil` for none.
///
/// The counterpart of `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
/// The list only asks for rows it has laid out (``ListLayout/leadingSwipeActions(for:in:)``).
public typealias SwipeActionsProvider =
  (LayoutIndexPath) -> SwipeActionsConfiguration?
