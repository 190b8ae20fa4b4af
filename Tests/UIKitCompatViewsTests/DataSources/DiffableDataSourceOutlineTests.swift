#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Section snapshots applied through UIKit's data source spelling, with expansion and
/// reordering handlers: the view shows the visible items.
@Suite struct DiffableDataSourceOutlineTests {
  /// A data source subclass, as UIKit code often declares one.
  final class GroceryDataSource: UICollectionViewDiffableDataSource<String, String> {}

  static func view() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
  }

  /// A data source showing sections "groceries" (empty) and "other" (Soap).
  static func dataSource(_ view: UICollectionView) -> GroceryDataSource {
    let dataSource = GroceryDataSource(collectionView: view) { _, _, item in ValueCell(item) }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["groceries", "other"])
    snapshot.appendItems(["Soap"], toSection: "other")
    dataSource.apply(snapshot)
    return dataSource
  }

  /// Fruit (Apple, Citrus (Lime)) and Vegetables (Carrot); Fruit expanded.
  static var groceries: NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Citrus"], to: "Fruit")
    outline.append(["Lime"], to: "Citrus")
    outline.append(["Carrot"], to: "Vegetables")
    outline.expand(["Fruit"])
    return outline
  }

  static func shownItems(_ dataSource: GroceryDataSource, _ view: UICollectionView)
    -> [String]
  {
    (0..<view.numberOfItems(inSection: 0)).compactMap {
      (dataSource.collectionView(view, cellForItemAt: IndexPath(item: $0, section: 0))
        as? ValueCell<String>)?.value
    }
  }
}

extension DiffableDataSourceOutlineTests {
  @Test func appliedSectionSnapshotShowsItsVisibleItemsAndFollowsExpansion() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    var completions = 0
    dataSource.apply(Self.groceries, to: "groceries") { completions += 1 }
    #expect(view.itemCounts == [4, 1])
    #expect(Self.shownItems(dataSource, view) == ["Fruit", "Apple", "Citrus", "Vegetables"])
    #expect(dataSource.snapshot(for: "groceries") == Self.groceries)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "other") == ["Soap"])

    var outline = dataSource.snapshot(for: "groceries")
    outline.collapse(["Fruit"])
    outline.expand(["Vegetables"])
    dataSource.apply(outline, to: "groceries", animatingDifferences: false) { completions += 1 }
    #expect(view.itemCounts == [3, 1])
    #expect(Self.shownItems(dataSource, view) == ["Fruit", "Vegetables", "Carrot"])
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
        == CGRect(x: 0, y: 132, width: 375, height: 44))
    #expect(dataSource.snapshot(for: "groceries").isExpanded("Vegetables"))
    #expect(completions == 2)
    #expect(dataSource.lastError == nil)
  }

  @Test func sectionSnapshotWithAnItemOfAnotherSectionIsRefused() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    dataSource.apply(Self.groceries, to: "groceries")
    var clashing = Self.groceries
    clashing.append(["Soap"], to: "Vegetables")
    var completed = false
    dataSource.apply(clashing, to: "groceries") { completed = true }

    #expect(dataSource.lastError == .duplicateItem(AnyIdentifier("Soap")))
    #expect(completed)
    #expect(view.itemCounts == [4, 1])
    #expect(dataSource.snapshot(for: "groceries") == Self.groceries)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "other") == ["Soap"])
  }

  @Test func expandingAndCollapsingAskTheHandlers() {
    let view = Self.view()
    let dataSource = Self.dataSource(view)
    dataSource.apply(Self.groceries, to: "groceries")
    var log: [String] = []
    var handlers = UICollectionViewDiffableDataSource<String, String>
      .SectionSnapshotHandlers<String>()
    handlers.shouldExpandItem = { $0 != "Citrus" }
    handlers.willExpandItem = { log.append("will expand \($0)") }
    handlers.shouldCollapseItem = { $0 != "Fruit" }
    handlers.willCollapseItem = { log.append("will collapse \($0)") }
    handlers.snapshotForExpandingParent = { parent, children in
      log.append("children of \(parent): \(children.items)")
      var loaded = children
      loaded.append(["Leek"])
      return loaded
    }
    dataSource.sectionSnapshotHandlers = handlers

    let refusedExpand = dataSource.expandItem("Citrus")
    let expanded = dataSource.expandItem("Vegetables")
    #expect(!refusedExpand)
    #expect(expanded)
    #expect(
      Self.shownItems(dataSource, view) == [
        "Fruit", "Apple", "Citrus", "Vegetables", "Carrot", "Leek",
      ])
    #expect(view.itemCounts == [6, 1])
    #expect(dataSource.snapshot(for: "groceries").parent(of: "Leek") == "Vegetables")

    let refusedCollapse = dataSource.collapseItem("Fruit")
    let collapsed = dataSource.collapseItem("Vegetables")
    let notShown = dataSource.collapseItem("Lime")
    #expect(!refusedCollapse)
    #expect(collapsed)
    #expect(!notShown)
    #expect(view.itemCounts == [4, 1])
    #expect(
      log == [
        "will expand Vegetables", "children of Vegetables: [\"Carrot\"]",
        "will collapse Vegetables",
      ])
  }

  @Test func reorderingHandsUIKitTransactionsToTheHandlersAndTheViewFollows() {
    let view = Self.view()
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      _, _, item in ValueCell(item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([0, 1, 2], toSection: "a")
    snapshot.appendItems([3, 4], toSection: "b")
    dataSource.apply(snapshot)
    let first = IndexPath(item: 0, section: 0)
    let reorderingOff = dataSource.reorderItem(at: first, to: IndexPath(item: 1, section: 0))
    #expect(!reorderingOff)

    var transactions: [NSDiffableDataSourceTransaction<String, Int>] = []
    var handlers = UICollectionViewDiffableDataSource<String, Int>.ReorderingHandlers()
    handlers.canReorderItem = { $0 != 4 }
    handlers.willReorder = { transactions.append($0) }
    handlers.didReorder = { transactions.append($0) }
    dataSource.reorderingHandlers = handlers
    let refused = dataSource.reorderItem(
      at: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 1))
    let moved = dataSource.reorderItem(at: first, to: IndexPath(item: 1, section: 1))

    #expect(!refused)
    #expect(moved)
    #expect(view.itemCounts == [2, 3])
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
        == CGRect(x: 0, y: 176, width: 375, height: 44))
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == 0)
    #expect(transactions.count == 2)
    let transaction = transactions[1]
    #expect(transaction == transactions[0])
    #expect(transaction.initialSnapshot.itemIdentifiers == [0, 1, 2, 3, 4])
    #expect(transaction.finalSnapshot.itemIdentifiers == [1, 2, 3, 0, 4])
    #expect(transaction.difference.insertions.count == 1)
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
    #expect(transaction.sectionTransactions[0].initialSnapshot.items == [0, 1, 2])
    #expect(transaction.sectionTransactions[1].finalSnapshot.items == [3, 0, 4])
    #expect(transaction.sectionTransactions[1].difference.insertions.count == 1)
  }
}
#endif
