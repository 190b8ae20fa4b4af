#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Swiping a table's row reveals the delegate's actions, or UIKit's default Delete for an
/// editable row, and tapping one runs its handler with a completion (rule 41).
@Suite struct TableViewSwipeActionsTests {
  /// A delegate giving each row the actions the test sets, logging what they do.
  final class Actions: UITableViewDelegate {
    var leading: [IndexPath: UISwipeActionsConfiguration] = [:]
    var trailing: [IndexPath: UISwipeActionsConfiguration] = [:]
    var log: [String] = []

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { leading[indexPath] }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { trailing[indexPath] }

    /// An action titled `title` that logs its row and reports `performed`, or nothing.
    func action(_ title: String, _ indexPath: IndexPath, performed: Bool?)
      -> UIContextualAction
    {
      UIContextualAction(style: .normal, title: title) { [unowned self] action, source, done in
        log.append("\(action.title ?? "-") \(indexPath) \(source == nil)")
        if let performed { done(performed) }
      }
    }
  }

  /// A plain table of three rows from `TableViewUserEditsTests.Rows`, its delegate `actions`.
  static func tableView(_ rows: TableViewUserEditsTests.Rows, _ actions: Actions) -> UITableView {
    let tableView = TableViewUserEditsTests.tableView(rows)
    tableView.delegate = actions
    return tableView
  }
}

extension TableViewSwipeActionsTests {
  @Test func aSwipeRevealsTheDelegatesActionsAndATapRunsOneWithItsCompletion() {
    let rows = TableViewUserEditsTests.Rows([["a", "b", "c"]])
    let actions = Actions()
    let row = IndexPath(row: 1, section: 0)
    let trailing = UISwipeActionsConfiguration(actions: [
      actions.action("Flag", row, performed: true), actions.action("More", row, performed: false),
    ])
    actions.trailing[row] = trailing
    actions.leading[row] = UISwipeActionsConfiguration(actions: [
      actions.action("Pin", row, performed: nil)
    ])
    let tableView = Self.tableView(rows, actions)
    defer { withExtendedLifetime((rows, actions)) {} }

    #expect(tableView.swipeActions(forRowAt: row, from: .trailing) === trailing)
    #expect(tableView.swipeRow(at: row, from: .trailing) == true)
    #expect(tableView.swipeRow(at: row, from: .trailing, tappingActionAt: 1) == false)
    // A handler that has not called its completion yet reports nothing.
    #expect(tableView.swipeRow(at: row, from: .leading) == nil)
    #expect(actions.log == ["Flag [0, 1] true", "More [0, 1] true", "Pin [0, 1] true"])
    #expect(tableView.lastError == nil)
    // The actions did nothing to the rows.
    #expect(rows.log.isEmpty)
    #expect(TableViewUserEditsTests.shown(tableView) == ["a 0", "b 44", "c 88"])
  }

  @Test func withoutTheDelegatesActionsAnEditableRowSwipesToDelete() {
    let rows = TableViewUserEditsTests.Rows([["a", "b", "locked"]])
    rows.locked = ["locked"]
    let actions = Actions()
    let tableView = Self.tableView(rows, actions)
    defer { withExtendedLifetime((rows, actions)) {} }
    let configuration = tableView.swipeActions(
      forRowAt: IndexPath(row: 0, section: 0), from: .trailing)
    #expect(configuration?.actions.map(\.title) == ["Delete"])
    #expect(configuration?.actions.map(\.style) == [.destructive])
    // No default on the leading edge, none for a row the data source does not let edit.
    #expect(tableView.swipeActions(forRowAt: IndexPath(row: 0, section: 0), from: .leading) == nil)
    #expect(
      tableView.swipeActions(forRowAt: IndexPath(row: 2, section: 0), from: .trailing) == nil)

    #expect(tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing) == true)
    #expect(rows.log == ["commit delete [0, 0]"])
    #expect(TableViewUserEditsTests.shown(tableView) == ["b 0", "locked 44"])

    tableView.swipeRow(at: IndexPath(row: 1, section: 0), from: .trailing)
    #expect(
      tableView.lastError
        == .noSwipeAction(IndexPath(row: 1, section: 0), edge: .trailing, index: 0))
    #expect(rows.log == ["commit delete [0, 0]"])
  }

  @Test func aConfigurationWithoutActionsOrAnInsertionStyleOffersNoSwipe() {
    let rows = TableViewUserEditsTests.Rows([["a", "b"]])
    rows.styles = ["b": .insert]
    let actions = Actions()
    actions.trailing[IndexPath(row: 0, section: 0)] = UISwipeActionsConfiguration(actions: [])
    let tableView = Self.tableView(rows, actions)
    defer { withExtendedLifetime((rows, actions)) {} }
    tableView.delegate = rows
    // Rows' own delegate gives no actions, and "b" inserts rather than deletes.
    #expect(tableView.swipeActions(forRowAt: IndexPath(row: 1, section: 0), from: .trailing) == nil)
    tableView.delegate = actions
    #expect(tableView.swipeActions(forRowAt: IndexPath(row: 0, section: 0), from: .trailing) == nil)
    tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing, tappingActionAt: 0)
    #expect(
      tableView.lastError
        == .noSwipeAction(IndexPath(row: 0, section: 0), edge: .trailing, index: 0))
    #expect(rows.log.isEmpty)
  }

  @Test func anEditingTableTakesNoSwipe() {
    let rows = TableViewUserEditsTests.Rows([["a"]])
    let actions = Actions()
    let tableView = Self.tableView(rows, actions)
    defer { withExtendedLifetime((rows, actions)) {} }
    tableView.setEditing(true, animated: false)
    #expect(tableView.swipeActions(forRowAt: IndexPath(row: 0, section: 0), from: .trailing) == nil)
    #expect(tableView.swipeRow(at: IndexPath(row: 0, section: 0), from: .trailing) == nil)
    #expect(tableView.lastError == .swipeWhileEditing(IndexPath(row: 0, section: 0)))
    tableView.swipeRow(at: IndexPath(row: 5, section: 0), from: .trailing)
    #expect(tableView.lastError == .rowOutOfRange(IndexPath(row: 5, section: 0)))
    #expect(rows.log.isEmpty)
  }
}
#endif
