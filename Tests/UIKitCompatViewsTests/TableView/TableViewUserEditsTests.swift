#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// The user's edits of an editing table: a row's editing control commits its editing style
/// to the data source, its reorder control moves it, as the data source and delegate allow
/// (rule 41).
@Suite struct TableViewUserEditsTests {
  /// Sections of named rows from a classic data source that edits its data as UIKit asks,
  /// and a delegate choosing each row's editing style and retargeting moves; both log what
  /// they are told.
  final class Rows: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var locked: Set<String> = []
    var styles: [String: UITableViewCell.EditingStyle] = [:]
    var retarget: ((IndexPath) -> IndexPath)?

    init(_ sections: [[String]]) {
      self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      !locked.contains(sections[indexPath.section][indexPath.row])
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      !locked.contains(sections[indexPath.section][indexPath.row])
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      log.append("commit \(editingStyle) \(indexPath)")
      switch editingStyle {
      case .delete:
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
      case .insert:
        sections[indexPath.section].insert("new", at: indexPath.row + 1)
        tableView.insertRows(
          at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
      case .none:
        break
      }
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      log.append("move \(sourceIndexPath) \(destinationIndexPath)")
      let row = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
      sections[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      styles[sections[indexPath.section][indexPath.row]] ?? .delete
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      log.append("target \(sourceIndexPath) \(proposedDestinationIndexPath)")
      return retarget?(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
  }

  /// A 320 × 480 plain table of `rows`, its data source and delegate, laid out.
  static func tableView(_ rows: Rows) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = rows
    tableView.delegate = rows
    tableView.layoutIfNeeded()
    return tableView
  }

  /// The visible rows as "text y".
  static func shown(_ tableView: UITableView) -> [String] {
    tableView.visibleCells.map { "\($0.textLabel?.text ?? "-") \(Int($0.frame.minY))" }
  }
}

extension TableViewUserEditsTests {
  @Test func theEditingControlCommitsTheRowsStyleAndTheDataSourceDeletesIt() {
    let rows = Rows([["a", "b", "c"]])
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.setEditing(true, animated: true)
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0))
    #expect(rows.log == ["commit delete [0, 1]"])
    #expect(Self.shown(tableView) == ["a 0", "c 44"])
    #expect(tableView.lastError == nil)
  }

  @Test func anInsertionControlCommitsAnInsertion() {
    let rows = Rows([["a", "b"]])
    rows.styles = ["a": .insert]
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.isEditing = true
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))
    #expect(rows.log == ["commit insert [0, 0]"])
    #expect(Self.shown(tableView) == ["a 0", "new 44", "b 88"])
  }

  @Test func aRowWithoutAnEditingControlIsNotCommitted() {
    let rows = Rows([["a", "locked", "plain"]])
    rows.locked = ["locked"]
    rows.styles = ["plain": .none]
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.setEditing(true, animated: false)
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0))
    #expect(tableView.lastError == .rowNotEditable(IndexPath(row: 1, section: 0)))
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 2, section: 0))
    #expect(tableView.lastError == .rowNotEditable(IndexPath(row: 2, section: 0)))
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 3, section: 0))
    #expect(tableView.lastError == .rowOutOfRange(IndexPath(row: 3, section: 0)))
    #expect(rows.log.isEmpty)
    #expect(Self.shown(tableView) == ["a 0", "locked 44", "plain 88"])
  }

  @Test func theReorderControlMovesTheRowInTheDataAndThenInTheTable() {
    let rows = Rows([["a", "b", "c"], ["d"]])
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.setEditing(true, animated: true)
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(rows.log == ["target [0, 0] [0, 2]", "move [0, 0] [0, 2]"])
    #expect(rows.sections == [["b", "c", "a"], ["d"]])
    // Plain: no titles, the second section right after the first.
    #expect(Self.shown(tableView) == ["b 0", "c 44", "a 88", "d 132"])

    // Into another section, one past its last row.
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(rows.sections == [["c", "a"], ["d", "b"]])
    #expect(Self.shown(tableView) == ["c 0", "a 44", "d 88", "b 132"])
    #expect(tableView.numberOfRows(inSection: 1) == 2)
    #expect(tableView.lastError == nil)
  }

  @Test func theDelegateRetargetsADropAndARowDroppedHomeIsNotReported() {
    let rows = Rows([["a", "b", "c", "d"]])
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.setEditing(true, animated: false)
    // The delegate keeps rows out of the first place.
    rows.retarget = { $0.row == 0 ? IndexPath(row: 1, section: $0.section) : $0 }
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(rows.log == ["target [0, 3] [0, 0]", "move [0, 3] [0, 1]"])
    #expect(Self.shown(tableView) == ["a 0", "d 44", "b 88", "c 132"])

    rows.log = []
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(rows.log == ["target [0, 1] [0, 0]"])
    #expect(Self.shown(tableView) == ["a 0", "d 44", "b 88", "c 132"])

    // A retarget no row can take is refused.
    rows.log = []
    rows.retarget = { _ in IndexPath(row: 9, section: 0) }
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(tableView.lastError == .invalidMoveDestination(IndexPath(row: 9, section: 0)))
    #expect(rows.log == ["target [0, 1] [0, 2]"])
    #expect(rows.sections == [["a", "d", "b", "c"]])
  }

  @Test func aRowTheDataSourceHoldsInPlaceIsNotDragged() {
    let rows = Rows([["a", "locked"]])
    rows.locked = ["locked"]
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.setEditing(true, animated: false)
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(tableView.lastError == .rowNotMovable(IndexPath(row: 1, section: 0)))
    #expect(rows.log.isEmpty)
    #expect(Self.shown(tableView) == ["a 0", "locked 44"])
  }
}

extension TableViewUserEditsTests {
  /// A diffable data source that lets rows move and does nothing else of its own.
  final class Movable: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }
  }

  /// Each row's cell, its name as its text.
  static func cell(_ tableView: UITableView, _ indexPath: IndexPath, _ name: String)
    -> UITableViewCell?
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = name
    return cell
  }

  /// An editing 320 × 480 plain table of sections x (a, b, c) and y (d) from the data source
  /// `make` makes for it.
  static func diffable<DataSource: UITableViewDiffableDataSource<String, String>>(
    _ make: (UITableView) -> DataSource
  ) -> (UITableView, DataSource) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = make(tableView)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["x", "y"])
    snapshot.appendItems(["a", "b", "c"], toSection: "x")
    snapshot.appendItems(["d"], toSection: "y")
    dataSource.apply(snapshot, animatingDifferences: false)
    tableView.setEditing(true, animated: false)
    return (tableView, dataSource)
  }

  @Test func aDiffableDataSourceMovesTheRowInItsSnapshotUnlessOverridden() {
    let (tableView, dataSource) = Self.diffable { Movable(tableView: $0, cellProvider: Self.cell) }
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "x") == ["b", "c", "a"])
    #expect(Self.shown(tableView) == ["b 0", "c 44", "a 88", "d 132"])

    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "x") == ["b", "a"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "y") == ["c", "d"])
    #expect(Self.shown(tableView) == ["b 0", "a 44", "c 88", "d 132"])
    #expect(tableView.lastError == nil)
  }

  /// The porting article's data source: every row editable and movable, deletions applied.
  final class Editable: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let name = itemIdentifier(for: indexPath) else { return }
      var snapshot = self.snapshot()
      snapshot.deleteItems([name])
      apply(snapshot)
    }
  }

  @Test func aRowMovedThenTheRowNowAboveItDeletedLeavesTheMovedRow() {
    let (tableView, dataSource) = Self.diffable { Editable(tableView: $0, cellProvider: Self.cell) }
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "c", "d"])
    #expect(Self.shown(tableView) == ["a 0", "c 44", "d 88"])
    #expect(tableView.lastError == nil)
  }

  @Test func aDiffableDataSourceNeitherMovesNorEditsUntilASubclassSaysSo() {
    let (tableView, dataSource) = Self.diffable {
      UITableViewDiffableDataSource(tableView: $0, cellProvider: Self.cell)
    }
    tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(tableView.lastError == .rowNotMovable(IndexPath(row: 0, section: 0)))
    tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))
    #expect(tableView.lastError == .rowNotEditable(IndexPath(row: 0, section: 0)))
    // Told of a commit anyway, its default changes nothing.
    dataSource.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d"])
    #expect(Self.shown(tableView) == ["a 0", "b 44", "c 88", "d 132"])
  }
}
#endif
