#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// UIKit's `UICollectionViewDiffableDataSource` over a real view: the view's counts, content
/// size and frames follow every apply, and the cell provider's cells come back by index path.
@Suite struct DiffableDataSourceSpellingTests {
  typealias DataSource = UICollectionViewDiffableDataSource<String, Int>
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// What the cell provider makes: a cell that knows its item and where it was asked for.
  final class Cell: UICollectionViewCell {
    var item = 0
    var requestedAt: IndexPath?
    var text = ""
  }

  /// A supplementary view showing a line of text.
  final class Label: UICollectionReusableView {
    var text = ""
  }

  /// A 375 × 812 view of 44-point rows; its counts, when given, come from a counting data
  /// source.
  static func view(itemCounts: [Int] = []) -> UICollectionView {
    CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  static func dataSource(_ view: UICollectionView) -> DataSource {
    DataSource(collectionView: view) { _, indexPath, item in
      let cell = Cell(frame: .zero)
      cell.item = item
      cell.requestedAt = indexPath
      return cell
    }
  }

  /// Every cell the data source would show, section by section.
  static func shownCells(_ dataSource: DataSource, _ view: UICollectionView) -> [[Int]] {
    (0..<dataSource.numberOfSections(in: view)).map { section in
      (0..<dataSource.collectionView(view, numberOfItemsInSection: section)).compactMap {
        (dataSource.collectionView(view, cellForItemAt: IndexPath(item: $0, section: section))
          as? Cell)?.item
      }
    }
  }
}

extension DiffableDataSourceSpellingTests {
  @Test func viewKeepsInStepAcrossSeveralApplies() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var snapshot = Snapshot()
    var steps: [(counts: [Int], cells: [[Int]])] = []
    func applyAndRecord() {
      dataSource.apply(snapshot)
      steps.append((view.itemCounts, Self.shownCells(dataSource, view)))
      let total = view.itemCounts.reduce(0, +)
      #expect(view.contentSize == CGSize(width: 375, height: CGFloat(total) * 44))
      #expect(view.numberOfSections == snapshot.numberOfSections)
      if let lastSection = view.itemCounts.indices.last, view.itemCounts[lastSection] > 0 {
        let last = IndexPath(item: view.itemCounts[lastSection] - 1, section: lastSection)
        #expect(
          view.layoutAttributesForItem(at: last)?.frame
            == CGRect(x: 0, y: CGFloat(total - 1) * 44, width: 375, height: 44))
      }
    }

    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([0, 1, 2, 3, 4], toSection: "a")
    snapshot.appendItems([5, 6, 7], toSection: "b")
    applyAndRecord()
    snapshot.insertSections(["c"], beforeSection: "a")
    snapshot.appendItems([20, 21], toSection: "c")
    snapshot.deleteItems([1])
    applyAndRecord()
    snapshot.moveItem(6, beforeItem: 0)
    applyAndRecord()
    snapshot.deleteSections(["a"])
    applyAndRecord()
    snapshot.moveSection("b", beforeSection: "c")
    snapshot.reloadItems([5])
    snapshot.reconfigureItems([20])
    applyAndRecord()
    snapshot.deleteAllItems()
    applyAndRecord()

    #expect(snapshot.lastError == nil)
    #expect(steps.map(\.counts) == [[5, 3], [2, 4, 3], [2, 5, 2], [2, 2], [2, 2], []])
    #expect(
      steps.map(\.cells) == [
        [[0, 1, 2, 3, 4], [5, 6, 7]],
        [[20, 21], [0, 2, 3, 4], [5, 6, 7]],
        [[20, 21], [6, 0, 2, 3, 4], [5, 7]],
        [[20, 21], [5, 7]],
        [[5, 7], [20, 21]],
        [],
      ])
  }

  @Test func constructionEmptiesTheView() {
    let view = Self.view(itemCounts: [5, 5])
    let dataSource = Self.dataSource(view)
    #expect(view.itemCounts == [])
    #expect(dataSource.numberOfSections(in: view) == 0)
    #expect(view.contentSize.height == 0)
  }

  @Test func identifiersAndIndexPathsRoundTrip() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([10, 11], toSection: "a")
    snapshot.appendItems([12], toSection: "b")
    dataSource.apply(snapshot, animatingDifferences: false)

    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 12)
    #expect(dataSource.indexPath(for: 11) == IndexPath(item: 1, section: 0))
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    #expect(dataSource.index(for: "a") == 0)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(indexes: [0, 0, 0])) == nil)
    #expect(dataSource.indexPath(for: 99) == nil)
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "z") == nil)
    #expect(dataSource.snapshot() == snapshot)
  }

  @Test func cellForItemHandsBackWhatTheProviderMade() {
    let view = Self.view()
    var requests: [IndexPath] = []
    let dataSource = DataSource(collectionView: view) { collectionView, indexPath, item in
      requests.append(indexPath)
      #expect(collectionView === view)
      guard item != 2 else { return nil }
      let cell = Cell(frame: .zero)
      cell.text = "item \(item)"
      return cell
    }
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)

    let first = IndexPath(item: 0, section: 0)
    #expect((dataSource.collectionView(view, cellForItemAt: first) as? Cell)?.text == "item 1")
    // Where the provider makes no cell, or no item is shown, a plain cell stands in and the
    // view keeps the error (UIKit raises).
    let second = IndexPath(item: 1, section: 0)
    #expect(!(dataSource.collectionView(view, cellForItemAt: second) is Cell))
    #expect(view.lastError == .cellProviderReturnedNil(second))
    let third = IndexPath(item: 2, section: 0)
    #expect(!(dataSource.collectionView(view, cellForItemAt: third) is Cell))
    #expect(view.lastError == .cellProviderReturnedNil(third))
    #expect(!(dataSource.collectionView(view, cellForItemAt: IndexPath(indexes: [0])) is Cell))
    #expect(requests == [first, IndexPath(item: 1, section: 0)])
  }

  @Test func supplementaryViewProviderAnswersByKindAndIndexPath() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    let header = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionHeader
    #expect(
      !(dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: header)
        is Label))
    dataSource.supplementaryViewProvider = { _, kind, indexPath in
      let label = Label(frame: .zero)
      label.text = "\(kind) \(indexPath)"
      return label
    }
    #expect(
      (dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: header)
        as? Label)?.text == "UICollectionElementKindSectionHeader [0, 0]")
  }

  @Test func reloadDataAppliesWithoutDiffingAndLaysOutAgain() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    var completions = 0
    dataSource.applySnapshotUsingReloadData(snapshot) { completions += 1 }
    #expect(view.itemCounts == [3, 1])
    let passes = view.core.layoutPassCount
    _ = view.contentSize
    dataSource.applySnapshotUsingReloadData(snapshot) { completions += 1 }
    _ = view.contentSize
    #expect(view.core.layoutPassCount == passes + 2)
    #expect(completions == 2)
    #expect(Self.shownCells(dataSource, view) == [[1, 2, 3], [4]])
  }

  @Test func dataSourceSnapshotDropsReloadMarks() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    snapshot.reloadSections(["a"])
    dataSource.apply(snapshot)
    let current = dataSource.snapshot()
    #expect(current.itemIdentifiers == [1, 2])
    #expect(current.reloadedItemIdentifiers.isEmpty)
    #expect(current.reconfiguredItemIdentifiers.isEmpty)
    #expect(current.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func applyMadeFromACompletionRunsAfterTheRunningOne() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var first = Snapshot()
    first.appendSections(["a"])
    first.appendItems([1, 2, 3])
    var second = first
    second.deleteItems([2])
    var log: [String] = []
    dataSource.apply(first) {
      log.append("first done with \(view.itemCounts)")
      dataSource.apply(second) { log.append("second done with \(view.itemCounts)") }
      log.append("second queued, showing \(dataSource.snapshot().itemIdentifiers)")
    }
    #expect(
      log == [
        "first done with [3]", "second queued, showing [1, 3]", "second done with [2]",
      ])
    #expect(view.itemCounts == [2])
  }

  @Test func snapshotWithARefusedCallStillApplies() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    snapshot.appendSections(["a"])
    #expect(snapshot.lastError == .duplicateSection(AnyIdentifier("a")))
    dataSource.apply(snapshot)
    #expect(view.itemCounts == [2])
    #expect(dataSource.snapshot().lastError == nil)
  }
}
#endif
