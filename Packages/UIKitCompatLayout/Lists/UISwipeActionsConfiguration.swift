#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutLists

/// The swipe actions of one side of a row.
///
/// Mirrors UIKit's `UISwipeActionsConfiguration`, a class.
public final class UISwipeActionsConfiguration {
  /// The actions, the first nearest the row's edge.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action; true by default.
  public var performsFirstActionWithFullSwipe = true

  /// A configuration showing `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
  }

  /// The core configuration this object describes, read now.
  ///
  /// - Complexity: O(actions).
  public var core: SwipeActionsConfiguration {
    SwipeActionsConfiguration(
      actions: actions.map(\.core),
      performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe)
  }
}
#endif
