#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Orthogonal Section Behaviors screen ("Implementing Modern Collection Views")
/// as `Examples` ports it (`OrthogonalScrollBehaviorViewController`), shown in a window as
/// the app shows it: six sections 20 pt apart, one per behaviour, each a
/// `TitleSupplementaryView` header (10 + one 24 pt title3 line + 10 = 44 pt) over a row
/// 0.4 · 812 = 324.8 pt tall, so a section every 388.8 pt. The five that scroll sideways
/// show groups 0.85 · 375 = 318.75 pt wide, the last (`.none`) stacks groups as wide as the
/// view; a group is a leading `TextCell` 0.7 of it wide beside a vertical pair, every item
/// inset 10 pt. Rows rest by docs/scrolling.md (paging and snapping).
@Suite struct OrthogonalScrollBehaviorScreenPortTests {
  typealias Screen = OrthogonalScrollBehaviorViewController

  static func paths(_ section: Int, _ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
  }

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func header(_ collectionView: UICollectionView, _ section: Int) -> TitleSupplementaryView?
  {
    collectionView.supplementaryView(
      forElementKind: Screen.headerElementKind, at: IndexPath(item: 0, section: section))
      as? TitleSupplementaryView
  }

  /// Drags the row of `section` by `distance`, lets go without a flick and waits for it to
  /// rest; returns where it rests.
  static func dragAndRest(
    _ collectionView: UICollectionView, section: Int, by distance: CGFloat
  ) -> CGFloat {
    collectionView.dragOrthogonalSection(section, by: distance)
    collectionView.endDraggingOrthogonalSection(section, withVelocity: 0)
    collectionView.advance(by: 3)
    return collectionView.orthogonalScrollingOffset(inSection: section)
  }

  @Test func eachSectionIsTitledByItsBehaviour() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Orthogonal Section Behaviors")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.orthogonalScrollingSections == [0, 1, 2, 3, 4])
    #expect(
      (0..<6).map { collectionView.orthogonalScrollingBehavior(inSection: $0) } == [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
        .groupPagingCentered, .none,
      ])
    // Sections at 0, 388.8 and 777.6: three headers show, and the rows of the first two.
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Screen.headerElementKind)
        == [0, 1, 2].map { IndexPath(item: 0, section: $0) })
    #expect(
      [0, 1, 2].map { Self.header(collectionView, $0)?.label.text } == [
        ".continuous", ".continuousGroupLeadingBoundary", ".paging",
      ])
    let header = try #require(Self.header(collectionView, 1))
    expectFrame(header.frame, ExpectedRect(0, 388.8, 375, 44))
    #expect(
      collectionView.indexPathsForVisibleItems == Self.paths(0, 0..<4) + Self.paths(1, 0..<4))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? TextCell)
    #expect(cell.label.text == "1, 0")
    // Below the header: 388.8 + 44 + 10.
    expectFrame(cell.frame, ExpectedRect(10, 442.8, 203.125, 304.8))
    // Five sections of 388.8, then the last: a 44 pt header and six stacked groups.
    expectSize(collectionView.contentSize, 375, 3936.8)
    #expect(collectionView.lastError == nil)
  }

  @Test func theSectionThatDoesNotScrollSidewaysStacksFullWidthGroups() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 1944)
    collectionView.layoutIfNeeded()
    #expect(Self.header(collectionView, 5)?.label.text == ".none")
    // Groups 375 pt wide: a leading item 262.5 wide, the pair 112.5 at 262.5; section 5
    // starts at 5 · 388.8 = 1944, its groups at 1988 and 1988 + 324.8.
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 5)))
    expectFrame(first.frame, ExpectedRect(10, 1998, 242.5, 304.8))
    let fourth = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 5)))
    expectFrame(fourth.frame, ExpectedRect(272.5, 2322.8, 92.5, 142.4))
  }

  @Test func theGroupPagingCentredRowStartsWithItsFirstGroupCentred() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // (375 − 318.75) / 2 = 28.125 before the first group.
    #expect(collectionView.orthogonalScrollingOffset(inSection: 4) == -28.125)
    collectionView.contentOffset = CGPoint(x: 0, y: 1500)
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 4)))
    // Section 4 at 4 · 388.8 = 1555.2, its row at 1599.2.
    expectFrame(cell.frame, ExpectedRect(38.125, 1609.2, 203.125, 304.8))
    // Let go 200 pt on: (171.875 + 28.125) / 318.75 rounds to group 1, centred at
    // 318.75 − 28.125.
    #expect(Self.dragAndRest(collectionView, section: 4, by: 200) == 290.625)
  }

  @Test func eachBehaviourRestsARowLetGoTwoHundredPointsOnWhereItSays() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // Continuous: where it was let go.
    #expect(Self.dragAndRest(collectionView, section: 0, by: 200) == 200)
    // The nearest group's leading edge: 318.75 is nearer than 0.
    #expect(Self.dragAndRest(collectionView, section: 1, by: 200) == 318.75)
    // Pages of the view's width: 200 / 375 rounds to page 1.
    #expect(Self.dragAndRest(collectionView, section: 2, by: 200) == 375)
    // Pages of a group: 200 / 318.75 rounds to group 1.
    #expect(Self.dragAndRest(collectionView, section: 3, by: 200) == 318.75)
    #expect(collectionView.contentOffset == .zero)
  }
}
#endif
