#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

extension UITableView {
  /// Whether the table is in editing mode: UIKit's `isEditing`, `false` by default. Setting
  /// it is ``setEditing(_:animated:)`` without animation.
  public var isEditing: Bool {
    get { core.selection.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Turns editing mode on or off: UIKit's `setEditing(_:animated:)`. While editing,
  /// ``allowsSelectionDuringEditing`` and ``allowsMultipleSelectionDuringEditing`` say what
  /// can be selected instead of ``allowsSelection`` and ``allowsMultipleSelection``, and the
  /// selection is narrowed to what the new mode allows, as the collection view's (rule 28).
  ///
  /// ```swift
  /// tableView.allowsMultipleSelectionDuringEditing = true
  /// tableView.setEditing(true, animated: true)  // rows can now be chosen several at a time
  /// ```
  ///
  /// Decided: headless, `animated` changes nothing.
  ///
  /// - Complexity: O(v) for v shown cells, plus narrowing the selection.
  public func setEditing(_ editing: Bool, animated: Bool) {
    setSelectionSwitch(\.isEditing, editing)
  }

  /// Whether rows can be selected while editing: UIKit's `allowsSelectionDuringEditing`,
  /// `false` by default.
  public var allowsSelectionDuringEditing: Bool {
    get { core.selection.allowsSelectionDuringEditing }
    set { setSelectionSwitch(\.allowsSelectionDuringEditing, newValue) }
  }

  /// Whether more than one row can be selected while editing: UIKit's
  /// `allowsMultipleSelectionDuringEditing`, `false` by default.
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { core.selection.allowsMultipleSelectionDuringEditing }
    set { setSelectionSwitch(\.allowsMultipleSelectionDuringEditing, newValue) }
  }
}
#endif
