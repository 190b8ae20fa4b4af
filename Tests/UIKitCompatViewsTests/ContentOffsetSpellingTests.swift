#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// The offset after changes (rule 21b) through UIKit's spellings: the layout's
/// `targetContentOffset(forProposedContentOffset:)`, content insets and their adjustment.
@Suite struct ContentOffsetSpellingTests {
  /// A list layout that snaps the offset down to a multiple of 100 and records the
  /// proposals it was given.
  final class SnappingLayout: UICollectionViewCompositionalLayout {
    var proposals: [CGPoint] = []

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      proposals.append(proposedContentOffset)
      return CGPoint(
        x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded(.down) * 100)
    }
  }

  /// 50 rows of 44 pt, scrolled so that row 10 is at the top.
  static func scrolledView(layout: UICollectionViewLayout) -> CountedCollectionView {
    let view = CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [50])
    _ = view.contentSize
    view.contentOffset = CGPoint(x: 0, y: 440)
    return view
  }
}

extension ContentOffsetSpellingTests {
  @Test func theDefaultKeepsTheTopRowInPlaceThroughADeleteAbove() {
    let view = Self.scrolledView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()))
    view.counts.counts = [49]
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.contentOffset == CGPoint(x: 0, y: 396))  // row 10 is now row 9: 9 × 44
  }

  @Test func anOverridingLayoutDecidesTheOffsetAfterAnUpdate() {
    let layout = SnappingLayout(section: SampleLayouts.listSection())
    let view = Self.scrolledView(layout: layout)
    view.counts.counts = [49]
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(layout.proposals.last == CGPoint(x: 0, y: 396))
    #expect(view.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func theLayoutShownNowIsTheOneAsked() {
    let first = SnappingLayout(section: SampleLayouts.listSection())
    let view = Self.scrolledView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()))
    view.collectionViewLayout = first
    _ = view.contentSize
    let asked = first.proposals.count
    view.counts.counts = [49]
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(first.proposals.count == asked + 1)
    #expect(view.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func theOverrideIsClampedToTheScrollRange() {
    final class FarLayout: UICollectionViewCompositionalLayout {
      override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
      {
        CGPoint(x: 0, y: 10_000)
      }
    }
    let view = Self.scrolledView(layout: FarLayout(section: SampleLayouts.listSection()))
    view.counts.counts = [49]
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.contentOffset == CGPoint(x: 0, y: 1344))  // 49 × 44 − 812
  }

  @Test func contentInsetAdjustmentBehaviorDecidesWhetherTheSafeAreaCounts() {
    let view = CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [50])
    view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    #expect(view.contentInsetAdjustmentBehavior == .automatic)
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 44, right: 0))
    #expect(view.contentOffset == CGPoint(x: 0, y: -67))
    view.contentInsetAdjustmentBehavior = .never
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(view.contentOffset == CGPoint(x: 0, y: -20))
    view.contentInsetAdjustmentBehavior = .always
    #expect(view.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 44, right: 0))
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(view.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(view.adjustedContentInset.top == 67)
  }
}
#endif
