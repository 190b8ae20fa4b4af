#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// An interactive movement through the view reaches a diffable data source's reordering
/// handlers, which may refuse, and the cells follow.
@Suite struct InteractiveMovementViewTests {
  final class LabelCell: UICollectionViewCell {
    var label = ""
  }

  static func screen() -> ListScreen<LabelCell, String> {
    let registration = UICollectionView.CellRegistration<LabelCell, String> { cell, _, item in
      cell.label = item
    }
    return ListScreen(
      size: CGSize(width: 320, height: 480), items: ["a", "b", "c", "d"],
      registration: registration)
  }

  @Test func aDragReordersTheSnapshotAndTheCells() {
    let screen = Self.screen()
    let (collectionView, dataSource) = (screen.collectionView, screen.dataSource)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Over row 2 (88 to 132).
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 110))
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
    let labels = collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.label }
    #expect(labels == ["b", "c", "a", "d"])
  }

  /// A cell 44 pt tall that measures itself, showing its label.
  final class SelfSizingLabelCell: UICollectionViewCell {
    var label = ""

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes.size.height = 44
      return layoutAttributes
    }
  }

  @Test func aDropRightAfterAScrollShowsTheDataSourcesItems() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 132),
      collectionViewLayout: SelfSizingCellTests.estimatedList())
    let registration = UICollectionView.CellRegistration<SelfSizingLabelCell, String> {
      cell, _, label in cell.label = label
    }
    let dataSource = ArrayDataSource(
      ["🍎", "🍐", "🍋", "🤣", "🥃", "😎", "🍉", "🍇"], registration: registration)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()

    // Rows 3 to 5 come into view, and the drag starts before any layout pass.
    collectionView.contentOffset = CGPoint(x: 0, y: 132)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    // Over row 5 (220 to 264).
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 240))
    collectionView.endInteractiveMovement()

    #expect(Array(dataSource.items[3...5]) == ["🥃", "😎", "🤣"])
    let shown = collectionView.indexPathsForVisibleItems.map {
      (collectionView.cellForItem(at: $0) as? SelfSizingLabelCell)?.label
    }
    #expect(!shown.isEmpty)
    #expect(shown == collectionView.indexPathsForVisibleItems.map { dataSource.items[$0.item] })
  }

  @Test func aRefusedItemDoesNotMove() {
    let screen = Self.screen()
    let (collectionView, dataSource) = (screen.collectionView, screen.dataSource)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    dataSource.reorderingHandlers.canReorderItem = { $0 != "a" }
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d"])
  }
}
#endif
