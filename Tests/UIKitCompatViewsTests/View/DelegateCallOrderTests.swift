#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// The delegate hears about display, end of display and selection in UIKit's order through
/// a scripted scroll and taps (rule 31).
@Suite struct DelegateCallOrderTests {
  /// Numbered cells from a class-based data source, spelled as UIKit code spells one.
  final class Numbers: UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
      self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
    }
  }

  /// Records each call as a line; refuses to select item 3.
  final class Recorder: UICollectionViewDelegate {
    var calls: [String] = []

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      calls.append("willDisplay \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      calls.append("didEndDisplaying \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      calls.append("shouldHighlight \(indexPath.item)")
      return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      calls.append("didHighlight \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      calls.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      calls.append("shouldSelect \(indexPath.item)")
      return indexPath.item != 3
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      calls.append("didDeselect \(indexPath.item)")
    }
  }

  /// 30 rows of 100 pt in a 300 pt tall view: rows 0 to 2 show at first.
  static func collectionView(delegate: Recorder, dataSource: Numbers) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection(height: 100)))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
    collectionView.dataSource = dataSource
    collectionView.delegate = delegate
    return collectionView
  }

  @Test func scrollingEndsTheRowsThatLeaveBeforeShowingTheRowsThatCome() {
    let recorder = Recorder()
    let numbers = Numbers(count: 30)
    let collectionView = Self.collectionView(delegate: recorder, dataSource: numbers)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(numbers) {} }
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 150)
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: 420)
    collectionView.layoutIfNeeded()
    collectionView.layoutIfNeeded()
    #expect(
      recorder.calls == [
        "willDisplay 0", "willDisplay 1", "willDisplay 2",
        // 150 to 450: row 0 leaves, rows 3 and 4 come.
        "didEndDisplaying 0", "willDisplay 3", "willDisplay 4",
        // 420 to 720: rows 1 to 3 leave, rows 5 to 7 come; a second pass changes nothing.
        "didEndDisplaying 1", "didEndDisplaying 2", "didEndDisplaying 3",
        "willDisplay 5", "willDisplay 6", "willDisplay 7",
      ])
    #expect(collectionView.visibleCells.map(\.frame.minY) == [400, 500, 600, 700])
  }

  @Test func tapsAskThenTellInUIKitsOrder() {
    let recorder = Recorder()
    let numbers = Numbers(count: 30)
    let collectionView = Self.collectionView(delegate: recorder, dataSource: numbers)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(numbers) {} }
    collectionView.layoutIfNeeded()
    recorder.calls = []
    collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(
      recorder.calls == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1",
        "didSelect 1",
        "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "shouldSelect 3",
        "shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "shouldSelect 2",
        "didDeselect 1", "didSelect 2",
      ])
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.visibleCells.map(\.isSelected) == [false, false, true])
  }

  @Test func codeSelectionTellsTheDelegateNothingButMarksTheCell() {
    let recorder = Recorder()
    let numbers = Numbers(count: 30)
    let collectionView = Self.collectionView(delegate: recorder, dataSource: numbers)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(numbers) {} }
    collectionView.layoutIfNeeded()
    recorder.calls = []
    collectionView.selectItem(
      at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(recorder.calls.isEmpty)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
  }
}
#endif
