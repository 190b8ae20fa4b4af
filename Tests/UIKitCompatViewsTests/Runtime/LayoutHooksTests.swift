#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// What UIKit puts on the layout object is on the layout object: its queries answer what
/// the view shows, and UIKit's hooks are called when UIKit calls them.
@Suite struct LayoutHooksTests {
  /// A list layout of 44 pt rows that records the hooks it is called with.
  final class RecordingLayout: UICollectionViewCompositionalLayout {
    var calls: [String] = []
    /// Whether a move of the origin asks for a layout pass.
    var invalidatesOnScroll = false

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      calls.append(
        "prepare "
          + updateItems.map { item in
            let before = item.indexPathBeforeUpdate.map { "\($0)" } ?? "-"
            let after = item.indexPathAfterUpdate.map { "\($0)" } ?? "-"
            return "\(item.updateAction) \(before)→\(after)"
          }.joined(separator: ", "))
    }

    override func finalizeCollectionViewUpdates() {
      calls.append("finalize")
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      invalidatesOnScroll || super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func invalidateLayout() {
      calls.append("invalidate")
      super.invalidateLayout()
    }
  }

  static func view(_ layout: RecordingLayout, itemCounts: [Int] = [10, 10])
    -> CountedCollectionView
  {
    CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 400), itemCounts: itemCounts)
  }

  static func layout() -> RecordingLayout {
    RecordingLayout(section: SampleLayouts.listSection())
  }
}

extension LayoutHooksTests {
  @Test func theLayoutAnswersForTheViewShowingIt() throws {
    let layout = Self.layout()
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == nil)
    #expect(layout.collectionViewContentSize == .zero)
    let view = Self.view(layout)
    #expect(layout.collectionView === view)
    #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 880))  // 20 × 44
    #expect(view.contentSize == layout.collectionViewContentSize)
    let shown = try #require(layout.layoutAttributesForElements(in: view.bounds))
    #expect(shown.count == 10)  // rows 0…9 of section 0 meet 0…400
    #expect(layout.layoutAttributesForItem(at: [1, 2])?.frame.minY == 528)  // 12 × 44
    #expect(
      view.layoutAttributesForItem(at: [1, 2])?.frame
        == layout.layoutAttributesForItem(at: [1, 2])?.frame)
  }

  @Test func aBatchUpdateTellsTheLayoutItsItemsBeforeAndAfterLayingThemOut() {
    let layout = Self.layout()
    let view = Self.view(layout)
    view.counts.counts = [9, 12]
    view.performBatchUpdates {
      view.deleteItems(at: [[0, 1]])
      view.insertItems(at: [[1, 0], [0, 8]])
      view.moveItem(at: [0, 4], to: [1, 5])
      view.reloadItems(at: [[0, 2]])
    }
    #expect(
      layout.calls == [
        "prepare delete [0, 1]→-, insert -→[1, 0], insert -→[0, 8], reload [0, 2]→[0, 2], "
          + "move [0, 4]→[1, 5]",
        "finalize",
      ])
    #expect(view.lastError == nil)
  }

  @Test func aSectionChangeNamesItsSectionWithItemNotFound() {
    let layout = Self.layout()
    let view = Self.view(layout)
    view.counts.counts = [10]
    view.deleteSections([1])
    #expect(layout.calls == ["prepare delete [1, \(NSNotFound)]→-", "finalize"])
  }

  @Test func aRefusedBatchTellsTheLayoutNothing() {
    let layout = Self.layout()
    let view = Self.view(layout)
    view.insertItems(at: [[0, 0]])
    #expect(view.lastError != nil)
    #expect(layout.calls.isEmpty)
  }

  @Test func aDiffableApplyIsABatchTheLayoutIsToldOf() {
    let layout = Self.layout()
    let view = Self.view(layout)
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot)
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["c"])
    layout.calls = []
    dataSource.apply(snapshot)
    #expect(layout.calls == ["prepare delete [0, 0]→-, insert -→[0, 1]", "finalize"])
  }

  @Test func theLayoutIsAskedAtEachBoundsChangeAndMayAskToBeLaidOutAgain() {
    var passes = 0
    let layout = RecordingLayout { _, _ in
      passes += 1
      return SampleLayouts.listSection()
    }
    let view = Self.view(layout, itemCounts: [40])
    _ = view.contentSize
    let before = passes
    view.contentOffset = CGPoint(x: 0, y: 100)
    _ = view.contentSize
    #expect(passes == before)
    #expect(layout.calls.isEmpty)
    layout.invalidatesOnScroll = true
    view.contentOffset = CGPoint(x: 0, y: 200)
    _ = view.contentSize
    #expect(layout.calls == ["invalidate"])
    #expect(passes == before + 1)
    // A new size always asks, and the default answers yes.
    layout.invalidatesOnScroll = false
    view.frame.size = CGSize(width: 320, height: 400)
    #expect(layout.calls == ["invalidate", "invalidate"])
  }
}
#endif
