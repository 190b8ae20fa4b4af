#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Through a batch update, the cell of an item that stays is the same object at the item's
/// new index path, as in UIKit; deleted and reloaded items' cells leave, and the data source
/// is asked only for the cells of items that have none (rule 31).
@Suite struct CellsFollowTheirItemsTests {
  /// A 320 × 480 list of 44 pt rows with a diffable data source over `items`, shown; each
  /// cell remembers the item it was last configured for.
  static func list(_ items: [String]) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, String>, Recorder
  ) {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    collectionView.register(ValueCell<String>.self, forCellWithReuseIdentifier: "cell")
    let recorder = Recorder()
    collectionView.delegate = recorder
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { [recorder] collectionView, indexPath, item in
      recorder.asked.append(item)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? ValueCell<String>)?.value = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource, recorder)
  }

  /// The delegate's end-of-display calls, as "item at row", and the items the cell
  /// provider was asked for.
  final class Recorder: NSObject, UICollectionViewDelegate {
    var ended: [String] = []
    var asked: [String] = []
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      ended.append("\((cell as? ValueCell<String>)?.value ?? "?") at \(indexPath.item)")
    }
  }

  /// The shown cells by the item each shows.
  static func cells(_ collectionView: UICollectionView) -> [String: UICollectionViewCell] {
    Dictionary(
      collectionView.visibleCells.map { (($0 as? ValueCell<String>)?.value ?? "?", $0) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func anItemThatStaysKeepsItsCellWhereverItMoves() {
    let (collectionView, dataSource, recorder) = Self.list(["a", "b", "c", "d", "e"])
    defer { withExtendedLifetime((dataSource, recorder)) {} }
    let before = Self.cells(collectionView)
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems(["a"])
    snapshot.insertItems(["new"], afterItem: "c")
    snapshot.moveItem("e", beforeItem: "b")
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    let after = Self.cells(collectionView)
    #expect(
      collectionView.visibleCells.compactMap { ($0 as? ValueCell<String>)?.value }
        == ["e", "b", "c", "new", "d"])
    for item in ["b", "c", "d", "e"] {
      #expect(after[item] === before[item], "\(item)")
    }
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === before["e"])
    // The inserted item gets a cell no staying item had; the deleted one ended at its row.
    #expect(!before.values.contains { $0 === after["new"] })
    #expect(recorder.ended == ["a at 0"])
  }

  @Test func aReloadedItemIsShownByAnotherCell() {
    let (collectionView, dataSource, recorder) = Self.list(["a", "b", "c"])
    defer { withExtendedLifetime((dataSource, recorder)) {} }
    let before = Self.cells(collectionView)
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems(["b"])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    let after = Self.cells(collectionView)
    #expect(after["a"] === before["a"] && after["c"] === before["c"])
    #expect(after["b"] !== before["b"])
    #expect(after["b"] != nil)
  }

  @Test func aBatchAsksTheSourceOnlyForTheItemsWithoutACell() {
    let (collectionView, dataSource, recorder) = Self.list(["a", "b", "c", "d", "e"])
    defer { withExtendedLifetime((dataSource, recorder)) {} }
    let before = Self.cells(collectionView)
    recorder.asked = []
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems(["a"])
    snapshot.insertItems(["new"], afterItem: "b")
    snapshot.reloadItems(["c"])
    snapshot.reconfigureItems(["d"])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(recorder.asked.sorted() == ["c", "d", "new"])
    // The reconfigured item is dequeued again in place: same cell, configured anew.
    #expect(Self.cells(collectionView)["d"] === before["d"])
    #expect(Self.cells(collectionView)["e"] === before["e"])
  }

  @Test func reloadingTheDataAsksForEveryVisibleCellAgain() {
    let (collectionView, dataSource, recorder) = Self.list(["a", "b", "c"])
    defer { withExtendedLifetime((dataSource, recorder)) {} }
    recorder.asked = []
    dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    collectionView.layoutIfNeeded()
    #expect(recorder.asked == ["a", "b", "c"])
  }

  @Test func aNewSizeOrLayoutKeepsTheShownCellsAndAsksOnlyForRowsThatComeIntoView() {
    let items = (0..<30).map { "Row \($0)" }
    let (collectionView, dataSource, recorder) = Self.list(items)
    defer { withExtendedLifetime((dataSource, recorder)) {} }
    let before = Self.cells(collectionView)
    recorder.asked = []
    collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
    collectionView.layoutIfNeeded()
    #expect(recorder.asked == ["Row 11", "Row 12", "Row 13"])
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(
      section: SampleLayouts.listSection(height: 60))
    collectionView.layoutIfNeeded()
    #expect(recorder.asked.count == 3)
    let after = Self.cells(collectionView)
    for item in items.prefix(10) {
      #expect(after[item] === before[item], "\(item)")
    }
  }

  @Test func aTablesRowsKeepTheirCellsThroughADelete() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    var asked: [String] = []
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, item in
      asked.append(item)
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    defer { withExtendedLifetime(dataSource) {} }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot, animatingDifferences: false)
    tableView.layoutIfNeeded()
    let b = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    asked = []
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["d"])
    dataSource.apply(snapshot)
    tableView.layoutIfNeeded()
    #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === b)
    #expect(b?.textLabel?.text == "b")
    #expect(asked == ["d"])
  }
}
#endif
