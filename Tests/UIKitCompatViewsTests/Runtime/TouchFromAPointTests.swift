#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A finger from a point: hit-testing finds the item (rule 26), then the one selection and
/// highlight state machine asks and tells the delegate in UIKit's order (rules 31, 33), and
/// a drag turns the touch into a scroll.
@Suite struct TouchFromAPointTests {
  /// 30 rows of 100 pt in a 320 × 300 collection view, laid out, its calls from now on
  /// recorded.
  static func collectionView() -> (UICollectionView, DelegateCallOrderTests.Recorder, AnyObject) {
    let recorder = DelegateCallOrderTests.Recorder()
    let numbers = DelegateCallOrderTests.Numbers(count: 30)
    let view = DelegateCallOrderTests.collectionView(delegate: recorder, dataSource: numbers)
    view.layoutIfNeeded()
    recorder.calls = []
    return (view, recorder, numbers)
  }
}

extension TouchFromAPointTests {
  @Test func aTouchHighlightsTheItemUnderThePointAndLiftingSelectsIt() {
    let (view, recorder, numbers) = Self.collectionView()
    defer { withExtendedLifetime(numbers) {} }
    // Row 1 spans 100…200.
    view.touchDown(at: CGPoint(x: 10, y: 150))
    #expect(recorder.calls == ["shouldHighlight 1", "didHighlight 1"])
    #expect(view.cellForItem(at: [0, 1])?.isHighlighted == true)
    #expect(view.indexPathsForSelectedItems == nil)
    view.touchUp()
    #expect(
      recorder.calls == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
      ])
    #expect(view.indexPathsForSelectedItems == [[0, 1]])
    #expect(view.cellForItem(at: [0, 1])?.isHighlighted == false)
    #expect(view.cellForItem(at: [0, 1])?.isSelected == true)
  }

  @Test func aTouchOnTheScrolledContentFindsTheItemWhereItIsShown() {
    let (view, recorder, numbers) = Self.collectionView()
    defer { withExtendedLifetime(numbers) {} }
    view.contentOffset = CGPoint(x: 0, y: 1000)
    // Points are in content coordinates, as `location(in: collectionView)`: row 12.
    view.touchDown(at: CGPoint(x: 10, y: 1250))
    view.touchUp()
    #expect(recorder.calls.last == "didSelect 12")
  }

  @Test func aDragTurnsTheTouchIntoAScrollAndSelectsNothing() {
    let (view, recorder, numbers) = Self.collectionView()
    defer { withExtendedLifetime(numbers) {} }
    view.touchDown(at: CGPoint(x: 10, y: 50))
    view.drag(by: CGPoint(x: 0, y: 40))
    #expect(view.isDragging)
    #expect(view.contentOffset.y == 40)
    view.touchUp()
    #expect(!view.isDragging)
    #expect(recorder.calls == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func aTouchWhereNoItemIsTouchesNothing() {
    let (view, recorder, numbers) = Self.collectionView()
    defer { withExtendedLifetime(numbers) {} }
    view.touchDown(at: CGPoint(x: 10, y: 5_000))
    view.touchUp()
    view.touchDown(at: CGPoint(x: CGFloat.nan, y: 10))
    view.touchUp()
    #expect(recorder.calls.isEmpty)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.lastError == nil)
  }

  @Test func aSecondTouchLiftsTheFirstWithoutSelecting() {
    let (view, recorder, numbers) = Self.collectionView()
    defer { withExtendedLifetime(numbers) {} }
    view.touchDown(at: CGPoint(x: 10, y: 50))
    view.touchDown(at: CGPoint(x: 10, y: 250))
    view.touchUp()
    #expect(
      recorder.calls == [
        "shouldHighlight 0", "didHighlight 0", "didUnhighlight 0", "shouldHighlight 2",
        "didHighlight 2", "didUnhighlight 2", "shouldSelect 2", "didSelect 2",
      ])
  }

  @Test func aTableRowIsTouchedThroughTheSameStateMachine() {
    let recorder = TableViewDelegateCallOrderTests.Recorder()
    let numbers = TableViewDelegateCallOrderTests.Numbers()
    let tableView = TableViewDelegateCallOrderTests.tableView(
      delegate: recorder, dataSource: numbers)
    defer { withExtendedLifetime(numbers) {} }
    tableView.layoutIfNeeded()
    recorder.calls = []
    // Row 5 spans 500…600; its delegate selects row 6 instead.
    tableView.contentOffset = CGPoint(x: 0, y: 400)
    tableView.layoutIfNeeded()
    recorder.calls = []
    tableView.touchDown(at: CGPoint(x: 10, y: 550))
    tableView.touchUp()
    #expect(
      recorder.calls == [
        "shouldHighlight 5", "didHighlight 5", "didUnhighlight 5", "willSelect 5", "didSelect 6",
      ])
    #expect(tableView.indexPathForSelectedRow == [0, 6])
  }
}
#endif
