#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A table's editing mode takes the `DuringEditing` switches, as the collection view's does
/// (rule 28).
@Suite struct TableViewEditingTests {
  static func rows(_ tableView: UITableView) -> [Int]? {
    tableView.indexPathsForSelectedRows?.map(\.row)
  }

  @Test func editingTakesTheDuringEditingSwitchesAndNarrowsTheSelection() {
    let sections = TableViewUpdatesTests.Sections([(nil, ["a", "b", "c", "d"])])
    let tableView = TableViewUpdatesTests.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(Self.rows(tableView) == [1])

    // Editing without selection during editing drops the selection, and a tap selects nothing.
    tableView.setEditing(true, animated: true)
    #expect(tableView.isEditing)
    #expect(Self.rows(tableView) == nil)
    tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(Self.rows(tableView) == nil)

    tableView.allowsSelectionDuringEditing = true
    tableView.allowsMultipleSelectionDuringEditing = true
    tableView.tapRow(at: IndexPath(row: 2, section: 0))
    tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(Self.rows(tableView) == [0, 2])
    #expect(tableView.visibleCells.map(\.isSelected) == [true, false, true, false])

    // Leaving editing keeps the first row in index-path order: one at a time again.
    tableView.isEditing = false
    #expect(!tableView.isEditing)
    #expect(Self.rows(tableView) == [0])
    #expect(tableView.visibleCells.map(\.isSelected) == [true, false, false, false])
  }
}
#endif
