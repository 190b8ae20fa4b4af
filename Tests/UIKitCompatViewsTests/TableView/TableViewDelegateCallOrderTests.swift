#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// The table's delegate is asked and told in UIKit's order through a scripted scroll and
/// taps (rule 33).
@Suite struct TableViewDelegateCallOrderTests {
  /// Thirty numbered rows from a classic data source.
  final class Numbers: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
    }
  }

  /// Records each call as a line; rows are 100 pt; refuses to select row 3 and turns a tap
  /// on row 5 into a selection of row 6.
  final class Recorder: UITableViewDelegate {
    var calls: [String] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      calls.append("height \(indexPath.row)")
      return 100
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      calls.append("willDisplay \(indexPath.row)")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      calls.append("didEndDisplaying \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      calls.append("shouldHighlight \(indexPath.row)")
      return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      calls.append("didHighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      calls.append("didUnhighlight \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      calls.append("willSelect \(indexPath.row)")
      switch indexPath.row {
      case 3: return nil
      case 5: return IndexPath(row: 6, section: 0)
      default: return indexPath
      }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      calls.append("willDeselect \(indexPath.row)")
      return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      calls.append("didDeselect \(indexPath.row)")
    }
  }

  /// A 300 pt tall plain table: rows 0 to 2 show at first.
  static func tableView(delegate: Recorder, dataSource: Numbers) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    tableView.delegate = delegate
    tableView.dataSource = dataSource
    return tableView
  }

  @Test func scrollingMeasuresAndShowsTheRowsThatComeAfterEndingTheRowsThatLeave() {
    let recorder = Recorder()
    let numbers = Numbers()
    let tableView = Self.tableView(delegate: recorder, dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: 150)
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: 420)
    tableView.layoutIfNeeded()
    tableView.layoutIfNeeded()
    #expect(
      recorder.calls == [
        // Rows are estimated at 44 until measured: 300 pt show seven, then three of 100.
        "height 0", "height 1", "height 2", "height 3", "height 4", "height 5", "height 6",
        "willDisplay 0", "willDisplay 1", "willDisplay 2",
        // 150 to 450: row 0 leaves, rows 3 and 4 come, measured already.
        "didEndDisplaying 0", "willDisplay 3", "willDisplay 4",
        // 420 to 720: rows 1 to 3 leave, 5 to 7 come; only row 7 is new to the delegate.
        "didEndDisplaying 1", "didEndDisplaying 2", "didEndDisplaying 3", "height 7",
        "willDisplay 5", "willDisplay 6", "willDisplay 7",
      ])
    #expect(tableView.visibleCells.map(\.frame.minY) == [400, 500, 600, 700])
  }

  @Test func tapsAskThenTellInUIKitsOrder() {
    let recorder = Recorder()
    let numbers = Numbers()
    let tableView = Self.tableView(delegate: recorder, dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.layoutIfNeeded()
    recorder.calls = []
    for row in [1, 3, 2, 5] { tableView.tapRow(at: IndexPath(row: row, section: 0)) }
    #expect(
      recorder.calls == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1",
        "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willSelect 2",
        "didDeselect 1", "didSelect 2",
        "shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "willSelect 5",
        "didDeselect 2", "didSelect 6",
      ])
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0)])
    #expect(tableView.visibleCells.map(\.isSelected) == [false, false, false])
    #expect(tableView.visibleCells.map(\.isHighlighted) == [false, false, false])
  }

  @Test func aTapOnASelectedRowInMultipleSelectionAsksToDeselectIt() {
    let recorder = Recorder()
    let numbers = Numbers()
    let tableView = Self.tableView(delegate: recorder, dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.allowsMultipleSelection = true
    tableView.layoutIfNeeded()
    recorder.calls = []
    for row in [0, 2, 0] { tableView.tapRow(at: IndexPath(row: row, section: 0)) }
    #expect(
      recorder.calls.suffix(5) == [
        "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "willDeselect 0",
        "didDeselect 0",
      ])
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(tableView.visibleCells.map(\.isSelected) == [false, false, true])
  }

  @Test func codeSelectionTellsTheDelegateNothingButMarksTheCellAndScrolls() {
    let recorder = Recorder()
    let numbers = Numbers()
    let tableView = Self.tableView(delegate: recorder, dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.layoutIfNeeded()
    recorder.calls = []
    tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(recorder.calls.isEmpty)
    #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    #expect(tableView.contentOffset.y == 0)
    tableView.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .top)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 20, section: 0))
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    tableView.deselectRow(at: IndexPath(row: 20, section: 0), animated: false)
    #expect(tableView.indexPathForSelectedRow == nil)
    #expect(tableView.visibleCells.allSatisfy { !$0.isSelected })
  }

  /// Two titled sections of ten 44 pt rows, the first with a footer; records the headers and
  /// footers shown.
  final class TitledSections: UITableViewDataSource, UITableViewDelegate {
    var calls: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 2 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      section == 0 ? "End of 0" : nil
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UITableViewHeaderFooterView,
      forSection section: Int
    ) {
      calls.append("willDisplayHeader \(section) \(view.textLabel?.text ?? "-")")
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UITableViewHeaderFooterView,
      forSection section: Int
    ) {
      calls.append("willDisplayFooter \(section) \(view.textLabel?.text ?? "-")")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UITableViewHeaderFooterView,
      forSection section: Int
    ) {
      calls.append("didEndDisplayingHeader \(section)")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UITableViewHeaderFooterView,
      forSection section: Int
    ) {
      calls.append("didEndDisplayingFooter \(section)")
    }
  }

  @Test func headersAndFootersAreShownAndEndedWithTheirTitles() {
    let sections = TitledSections()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .grouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "number")
    tableView.dataSource = sections
    tableView.delegate = sections
    defer { withExtendedLifetime(sections) {} }
    tableView.layoutIfNeeded()
    // Section 0: header 0 to 24, rows to 464, footer to 492; section 1's header to 516 and
    // its first row to 560 (grouped headers carry no top padding, the list rule measured on
    // iOS 26.1; the offsets were 400 and 600 when headers were 59 pt, derived by hand).
    tableView.contentOffset = CGPoint(x: 0, y: 400)
    tableView.layoutIfNeeded()
    tableView.contentOffset = CGPoint(x: 0, y: 530)
    tableView.layoutIfNeeded()
    #expect(
      sections.calls == [
        "willDisplayHeader 0 Section 0",
        "didEndDisplayingHeader 0", "willDisplayFooter 0 End of 0",
        "willDisplayHeader 1 Section 1",
        "didEndDisplayingFooter 0", "didEndDisplayingHeader 1",
      ])
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 1))
  }
}
#endif
