#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import SampleSupport
import Testing
import UIKitCompat

/// The sample's Insertion Sort Visualization screen ("Implementing Modern Collection
/// Views") as `Examples` ports it (`InsertionSortViewController` over
/// `InsertionSortArray`), shown in a window as the app shows it: rows of shuffled colours
/// that the Sort button sorts by hue, a step of insertion sort in every row at a time; the
/// sample's delays become ticks the test runs, each after the view's clock has run the
/// delay.
@Suite struct InsertionSortScreenPortTests {
  typealias Screen = InsertionSortViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller, its
  /// collection view on an iPhone's 3× display. The view loads in the window, so that its
  /// bounds, which the first rows are counted from, are the window's (loaded before, a
  /// headless view is 0 × 0); a scroll view keeps traits of its own, given once it shows.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    screen.insertionCollectionView?.traitCollection = UITraitCollection(displayScale: 3)
    screen.insertionCollectionView?.layoutIfNeeded()
    return window
  }

  /// A screen whose rows are shuffled by a generator seeded with `seed`.
  static func screen(seed: UInt64 = 2020) -> Screen {
    let screen = Screen()
    screen.generator = SeededRandomNumberGenerator(seed: seed)
    return screen
  }

  /// The values of the nodes of each row, in the order the data source holds them.
  static func rows(_ screen: Screen) -> [[Int]] {
    guard let collectionView = screen.insertionCollectionView else { return [] }
    return (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map {
        screen.dataSource?.itemIdentifier(for: IndexPath(item: $0, section: section))?.value ?? -1
      }
    }
  }

  /// The colour of the node of `value` among `count`: its hue, fully saturated and bright.
  static func color(_ value: Int, of count: Int = 23) -> UIColor {
    UIColor(hue: CGFloat(value) / CGFloat(count), saturation: 1, brightness: 1, alpha: 1)
  }

  /// What the user sees of one node: where its cell is and the colour it is filled with.
  struct Node: Equatable {
    var indexPath: IndexPath
    var frame: CGRect
    var color: UIColor?
  }

  /// The visible cells in index-path order.
  static func nodes(_ screen: Screen) -> [Node] {
    guard let collectionView = screen.insertionCollectionView else { return [] }
    return collectionView.visibleCells.compactMap { cell in
      collectionView.indexPath(for: cell).map {
        Node(indexPath: $0, frame: cell.frame, color: cell.backgroundColor)
      }
    }.sorted {
      ($0.indexPath.section, $0.indexPath.item) < ($1.indexPath.section, $1.indexPath.item)
    }
  }

  /// `row` after `steps` steps of insertion sort, worked out here: its first `steps + 1`
  /// values sorted, the rest as they were.
  static func sorted(_ row: [Int], steps: Int) -> [Int] {
    let end = min(steps + 1, row.count)
    return row[..<end].sorted() + row[end...]
  }

  /// What the main queue would do once the screen's delay is up: the view's clock runs the
  /// delay (the step's animation with it), then the pending step runs.
  static func runScheduledStep(_ screen: Screen) {
    guard let delay = screen.scheduledDelay else { return }
    screen.insertionCollectionView?.advance(by: Double(delay) / 1000)
    screen.tick()
  }

  /// Every node placed as the layout places it on a 3× display: 23 rows, 34 pt apart, of 23
  /// nodes. A node's share of the 375 pt row is 375 / 23 = 16.304 pt, floored to whole
  /// pixels, 16 pt, and the nodes follow one another by the floored length (rules 9 and 25),
  /// so node c of row r is 16 × 34 at (16 c, 34 r) and the last 7 pt of each row stay black.
  static func expectedFrames() -> [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for row in 0..<23 {
      for column in 0..<23 {
        frames[IndexPath(item: column, section: row)] = CGRect(
          x: 16 * CGFloat(column), y: 34 * CGFloat(row), width: 16, height: 34)
      }
    }
    return frames
  }

  @Test func theScreenShowsTwentyThreeRowsOfTwentyThreeShuffledColours() throws {
    let screen = Self.screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Insertion Sort Visualizer")
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Sort")
    #expect(screen.navigationItem.rightBarButtonItem?.style == .plain)
    let collectionView = try #require(screen.insertionCollectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .black)

    // Int(812 / 34) = 23 rows of Int(375 / 16) = 23 nodes; 23 · 34 = 782 pt, all on screen.
    #expect(collectionView.numberOfSections == 23)
    #expect((0..<23).allSatisfy { collectionView.numberOfItems(inSection: $0) == 23 })
    #expect(collectionView.contentSize == CGSize(width: 375, height: 782))
    let rows = Self.rows(screen)
    #expect(rows.allSatisfy { $0.sorted() == Array(0..<23) })
    #expect(rows.allSatisfy { $0 != Array(0..<23) })

    let nodes = Self.nodes(screen)
    let frames = Self.expectedFrames()
    #expect(nodes.count == 529)
    #expect(Set(collectionView.indexPathsForVisibleItems) == Set(frames.keys))
    #expect(nodes.allSatisfy { frames[$0.indexPath] == $0.frame })
    #expect(nodes.first?.frame == CGRect(x: 0, y: 0, width: 16, height: 34))
    #expect(nodes.last?.frame == CGRect(x: 352, y: 748, width: 16, height: 34))
    #expect(
      nodes.map(\.color) == rows.flatMap { $0 }.map { Self.color($0) }.map { Optional($0) })
    #expect(collectionView.lastError == nil)
  }

  @Test func theSeedPicksTheShuffle() throws {
    let (first, again, other) = (Self.screen(seed: 7), Self.screen(seed: 7), Self.screen(seed: 8))
    let windows = [Self.show(first), Self.show(again), Self.show(other)]
    defer { withExtendedLifetime(windows) {} }
    #expect(Self.rows(first) == Self.rows(again))
    #expect(Self.rows(first) != Self.rows(other))
    #expect(Self.rows(first).count == 23)
  }

  @Test func sortingStepsUntilEveryRowIsInHueOrderThenStartsOver() throws {
    let screen = Self.screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.insertionCollectionView)
    let initial = Self.rows(screen)
    let firstRow = try #require(screen.dataSource?.sectionIdentifier(for: 0))

    // The tap takes the first step at once and waits 125 ms for the next.
    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(screen.isSorting)
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Stop")
    #expect(screen.scheduledDelay == 125)
    #expect(Self.rows(screen) == initial.map { Self.sorted($0, steps: 1) })

    // Each tick one more node of every row moves back to its place.
    for step in 2...22 {
      Self.runScheduledStep(screen)
      #expect(Self.rows(screen) == initial.map { Self.sorted($0, steps: step) })
      #expect(screen.scheduledDelay == 125)
    }
    // 22 steps sort 23 nodes: every row is in hue order, red to violet, each cell at its
    // index path's frame, the last step's animation run to its end.
    collectionView.advance(by: 0.3)
    #expect(!collectionView.isAnimating)
    #expect(firstRow.isSorted)
    #expect(Self.rows(screen) == Array(repeating: Array(0..<23), count: 23))
    let nodes = Self.nodes(screen)
    let frames = Self.expectedFrames()
    #expect(nodes.count == 529)
    #expect(nodes.allSatisfy { frames[$0.indexPath] == $0.frame })
    #expect(nodes.allSatisfy { $0.color == Self.color($0.indexPath.item) })

    // Nothing is left to sort: the step applies nothing and waits 1000 ms to start over.
    Self.runScheduledStep(screen)
    #expect(screen.scheduledDelay == 1000)
    #expect(Self.rows(screen) == Array(repeating: Array(0..<23), count: 23))
    #expect(screen.dataSource?.sectionIdentifier(for: 0) == firstRow)

    // Then fresh shuffled rows, and their first step at once.
    Self.runScheduledStep(screen)
    let fresh = Self.rows(screen)
    #expect(screen.dataSource?.sectionIdentifier(for: 0) != firstRow)
    #expect(fresh.count == 23)
    #expect(fresh.allSatisfy { $0.sorted() == Array(0..<23) && $0.count == 23 })
    #expect(fresh != Array(repeating: Array(0..<23), count: 23))
    #expect(screen.scheduledDelay == 125)
    #expect(collectionView.lastError == nil)
  }

  @Test func stoppingLeavesTheRowsAsTheyAreAtTheNextTick() throws {
    let screen = Self.screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let initial = Self.rows(screen)
    let button = try #require(screen.navigationItem.rightBarButtonItem)
    button.tap()
    Self.runScheduledStep(screen)
    let twoSteps = initial.map { Self.sorted($0, steps: 2) }
    #expect(Self.rows(screen) == twoSteps)

    // Stop: the pending step still runs when its delay is up, and does nothing.
    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(!screen.isSorting)
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Sort")
    #expect(screen.scheduledDelay == 125)
    Self.runScheduledStep(screen)
    #expect(screen.scheduledDelay == nil)
    #expect(Self.rows(screen) == twoSteps)

    // Sort again: the rows go on from where they stopped.
    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(Self.rows(screen) == initial.map { Self.sorted($0, steps: 3) })
  }

  @Test func aStepAnimatesTheNodesItMovesToTheirNewPlaces() throws {
    let screen = Self.screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.insertionCollectionView)
    let initial = Self.rows(screen)
    // A row whose second node is less than its first: the first step swaps them.
    let row = try #require(initial.firstIndex { $0[1] < $0[0] })
    let first = IndexPath(item: 0, section: row)
    let second = IndexPath(item: 1, section: row)
    let movingNode = try #require(screen.dataSource?.itemIdentifier(for: second))
    let stayingNode = try #require(screen.dataSource?.itemIdentifier(for: first))
    #expect(!collectionView.isAnimating)

    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(screen.dataSource?.indexPath(for: movingNode) == first)
    #expect(screen.dataSource?.indexPath(for: stayingNode) == second)
    // The step's apply animates (rule 21d: a batch runs 0.3 s); the cells are at their new
    // frames at once, as a collection view's state is, and only what is drawn moves.
    #expect(collectionView.isAnimating)
    let y = 34 * CGFloat(row)
    let moved = try #require(collectionView.cellForItem(at: first))
    #expect(moved.frame == CGRect(x: 0, y: y, width: 16, height: 34))
    #expect(moved.backgroundColor == movingNode.color)
    #expect(movingNode.color == Self.color(movingNode.value))
    let pushed = try #require(collectionView.cellForItem(at: second))
    #expect(pushed.frame == CGRect(x: 16, y: y, width: 16, height: 34))
    #expect(pushed.backgroundColor == stayingNode.color)

    // The sample's next step comes 125 ms later, while the animation still runs; without
    // it the animation ends after 0.3 s.
    collectionView.advance(by: 0.125)
    #expect(collectionView.isAnimating)
    collectionView.advance(by: 0.175)
    #expect(!collectionView.isAnimating)
  }

  @Test func aRotationShufflesFreshRowsForTheBoundsBeforeTheNewSize() throws {
    let screen = Self.screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.insertionCollectionView)
    let before = try #require(screen.dataSource?.sectionIdentifier(for: 0))

    window.transition(to: CGSize(width: 812, height: 375))
    collectionView.advance(by: 0.3)
    // The sample reads the view's bounds in viewWillTransition, before they change: fresh
    // rows for 375 × 812 again, 23 of 23 nodes, though the view is now 812 × 375.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(screen.dataSource?.sectionIdentifier(for: 0) != before)
    let rows = Self.rows(screen)
    #expect(rows.count == 23 && rows.allSatisfy { $0.sorted() == Array(0..<23) })
    // The layout now fits Int(812 / 16) = 50 nodes in a row: 812 / 50 = 16.24 floored to
    // 16.0 at 3× (rule 25); a row's 23 nodes fill the first 368 pt of it. Row 11 starts at
    // 11 · 34 = 374, a point above the 375 pt edge, so twelve rows show.
    let nodes = Self.nodes(screen)
    #expect(nodes.count == 12 * 23)
    #expect(nodes.last?.indexPath == IndexPath(item: 22, section: 11))
    #expect(nodes.last?.frame == CGRect(x: 352, y: 374, width: 16, height: 34))
    #expect(collectionView.contentSize == CGSize(width: 812, height: 782))
  }
}
#endif
