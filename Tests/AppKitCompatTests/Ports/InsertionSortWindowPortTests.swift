#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import SampleSupport
import Testing

/// The Mac sample's Insertion Sort window as `MacExamples` ports it: 14 rows of 25 shuffled
/// colours in a 400 × 538 window, sorted step by step after a click on Sort, each step a tick
/// of the sample's timer.
@Suite struct InsertionSortWindowPortTests {
  static func section(width: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(34)),
      subitem: item, count: Int(width / 16))
    return NSCollectionLayoutSection(group: group)
  }

  /// A controller whose rows are shuffled by a generator seeded with `seed`.
  static func controller(seed: UInt64 = 2020) -> InsertionSortWindowController {
    let controller = InsertionSortWindowController(windowNibName: "InsertionSortWindow")
    controller.generator = SeededRandomNumberGenerator(seed: seed)
    return controller
  }

  /// The values of the nodes of each row, in the order shown.
  static func rows(_ controller: InsertionSortWindowController) -> [[Int]] {
    let collectionView = controller.collectionView
    return (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map {
        controller.dataSource?.itemIdentifier(for: IndexPath(item: $0, section: section))?.value
          ?? -1
      }
    }
  }

  /// The colour a node of `value` among 25 has: its hue.
  static func color(_ value: Int) -> NSColor {
    NSColor(hue: CGFloat(value) / 25, saturation: 1, brightness: 1, alpha: 1)
  }

  /// The fills the items of `section` show, in order.
  static func fills(_ collectionView: NSCollectionView, section: Int) -> [NSColor?] {
    (0..<25).map {
      (collectionView.item(at: IndexPath(item: $0, section: section))?.view as? NSBox)?.fillColor
    }
  }

  /// `row` after `steps` steps of insertion sort, worked out here: its first `steps + 1`
  /// values sorted, the rest as they were.
  static func sorted(_ row: [Int], steps: Int) -> [Int] {
    let end = min(steps + 1, row.count)
    return row[..<end].sorted() + row[end...]
  }

  @Test func theWindowShowsFourteenRowsOfTwentyFiveShuffledColours() throws {
    let controller = Self.controller()
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    #expect(!window.styleMask.contains(.resizable))
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 400, height: 477))
    #expect(controller.sortButton.title == "Sort")
    #expect(controller.sortButton.frame == NSRect(x: 320, y: 490, width: 66, height: 32))
    // The clip view is 400 × 477: Int(477 / 34) = 14 rows of Int(400 / 16) = 25 nodes.
    #expect(collectionView.numberOfSections == 14)
    #expect((0..<14).allSatisfy { collectionView.numberOfItems(inSection: $0) == 25 })
    // 14 × 34 = 476 < 477: every node is shown.
    #expect(collectionView.indexPathsForVisibleItems().count == 350)
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 476))
    // Node c of row r is 16 × 34 at (16 c, 34 r).
    #expect(
      collectionView.item(at: IndexPath(item: 0, section: 0))?.view.frame
        == NSRect(x: 0, y: 0, width: 16, height: 34))
    #expect(
      collectionView.item(at: IndexPath(item: 24, section: 0))?.view.frame
        == NSRect(x: 384, y: 0, width: 16, height: 34))
    #expect(
      collectionView.item(at: IndexPath(item: 7, section: 13))?.view.frame
        == NSRect(x: 112, y: 442, width: 16, height: 34))
    let rows = Self.rows(controller)
    #expect(rows.allSatisfy { $0.sorted() == Array(0..<25) })
    #expect(rows.allSatisfy { $0 != Array(0..<25) })
    for (section, row) in rows.enumerated() {
      #expect(Self.fills(collectionView, section: section) == row.map(Self.color))
    }
    #expect(collectionView.lastError == nil)
  }

  @Test func theSeedPicksTheShuffle() throws {
    let first = Self.controller(seed: 7)
    let again = Self.controller(seed: 7)
    let other = Self.controller(seed: 8)
    _ = (first.shown(), again.shown(), other.shown())
    #expect(Self.rows(first) == Self.rows(again))
    #expect(Self.rows(first) != Self.rows(other))
    #expect(Self.rows(first).count == 14)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = Self.controller()
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 400, height: 477), counts: Array(repeating: 25, count: 14)
    ) { _, size in Self.section(width: size.width) }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 350)
  }

  @Test func sortingStepsUntilEveryRowIsInHueOrderThenStartsOver() throws {
    let controller = Self.controller()
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let initial = Self.rows(controller)
    let firstRow = try #require(controller.dataSource?.sectionIdentifier(for: 0))

    // The click takes the first step at once and waits 125 ms for the next.
    controller.sortButton.performClick(nil)
    #expect(controller.isSorting)
    #expect(controller.sortButton.title == "Stop")
    #expect(controller.scheduledDelay == 125)
    #expect(Self.rows(controller) == initial.map { Self.sorted($0, steps: 1) })

    // After five steps the row's first place shows the least of its first six nodes.
    let row = initial[0]
    let movedValue = Self.sorted(row, steps: 5)[0]
    for step in 2...24 {
      controller.tick()
      #expect(Self.rows(controller) == initial.map { Self.sorted($0, steps: step) })
      if step == 5 {
        let item = try #require(collectionView.item(at: IndexPath(item: 0, section: 0)))
        #expect((item.view as? NSBox)?.fillColor == Self.color(movedValue))
        #expect(item.view.frame == NSRect(x: 0, y: 0, width: 16, height: 34))
      }
    }
    // 24 steps sort 25 nodes: every row is in hue order, node c at (16 c, 34 r).
    #expect(firstRow.isSorted)
    #expect(Self.rows(controller) == Array(repeating: Array(0..<25), count: 14))
    for section in 0..<14 {
      #expect(Self.fills(collectionView, section: section) == (0..<25).map(Self.color))
    }
    let violet = try #require(collectionView.item(at: IndexPath(item: 24, section: 13)))
    #expect((violet.view as? NSBox)?.fillColor == Self.color(24))
    #expect(violet.view.frame == NSRect(x: 384, y: 442, width: 16, height: 34))

    // Nothing is left to sort: the sample waits 1000 ms, then starts over with fresh rows.
    controller.tick()
    #expect(controller.scheduledDelay == 1000)
    #expect(Self.rows(controller) == Array(repeating: Array(0..<25), count: 14))
    controller.tick()
    #expect(controller.scheduledDelay == 125)
    #expect(controller.dataSource?.sectionIdentifier(for: 0) != firstRow)
    #expect(collectionView.numberOfSections == 14)
    let fresh = Self.rows(controller)
    #expect(fresh.allSatisfy { $0.sorted() == Array(0..<25) })
    #expect(fresh.allSatisfy { $0 != Array(0..<25) })
    // The first step of the fresh rows is taken with them.
    #expect(fresh.allSatisfy { $0[0] < $0[1] })
    for (section, row) in fresh.enumerated() {
      #expect(Self.fills(collectionView, section: section) == row.map(Self.color))
    }

    // Stop: the pending step finds the sort stopped and does nothing.
    controller.sortButton.performClick(nil)
    #expect(!controller.isSorting)
    #expect(controller.sortButton.title == "Sort")
    controller.tick()
    #expect(controller.scheduledDelay == nil)
    #expect(Self.rows(controller) == fresh)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }
}
#endif
