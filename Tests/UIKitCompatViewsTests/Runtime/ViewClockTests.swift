#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// One clock per view: a frame tick moves the scroll and the running transition together.
@Suite struct ViewClockTests {
  /// 60 rows of 50 pt in a 375 × 400 view.
  static func view() -> CountedCollectionView {
    CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection(height: 50)),
      size: CGSize(width: 375, height: 400), itemCounts: [60])
  }
}

extension ViewClockTests {
  @Test func oneTickMovesAnAnimatedScrollAndATransitionTogether() {
    let view = Self.view()
    view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    view.counts.counts = [59]
    view.deleteItems(at: [[0, 30]])
    #expect(view.isAnimating)
    #expect(view.core.transitionTime == 0)
    view.advance(by: 0.1)
    #expect(view.core.transitionTime == 0.1)
    #expect(view.contentOffset.y > 0 && view.contentOffset.y < 500)
    while view.isAnimating { view.advance(by: 1.0 / 60) }
    #expect(view.core.transition == nil)
    #expect(abs(view.contentOffset.y - 500) < 0.5)
  }

  @Test func restingContentOffsetIsWhereAFlickComesToRest() {
    let view = Self.view()
    #expect(view.restingContentOffset == .zero)
    view.drag(by: CGPoint(x: 0, y: 100))
    view.endDragging(withVelocity: CGPoint(x: 0, y: 1))
    let resting = view.restingContentOffset
    #expect(resting.y > 100)
    while view.isAnimating { view.advance(by: 1.0 / 60) }
    #expect(abs(view.contentOffset.y - resting.y) < 0.5)
    #expect(view.restingContentOffset == view.contentOffset)
  }

  @Test func aTickWithNothingMovingChangesNothing() {
    let view = Self.view()
    view.contentOffset = CGPoint(x: 0, y: 120)
    view.advance(by: 1)
    #expect(view.contentOffset.y == 120)
    #expect(!view.isAnimating)
    #expect(view.lastError == nil)
  }

  @Test func aTableRunsOnTheSameClock() {
    let numbers = TableViewDelegateCallOrderTests.Numbers()
    let tableView = TableViewDelegateCallOrderTests.tableView(
      delegate: TableViewDelegateCallOrderTests.Recorder(), dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.scrollToRow(at: [0, 20], at: .top, animated: true)
    #expect(tableView.isAnimating)
    while tableView.isAnimating { tableView.advance(by: 1.0 / 60) }
    #expect(tableView.indexPathsForVisibleRows?.first == [0, 20])
  }
}
#endif
