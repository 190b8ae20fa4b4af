#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

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
  static func scrolledHost(layout: UICollectionViewLayout) -> CollectionViewLayoutHost {
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [50])
    _ = host.collectionViewContentSize
    host.contentOffset = CGPoint(x: 0, y: 440)
    return host
  }
}

extension ContentOffsetSpellingTests {
  @Test func theDefaultKeepsTheTopRowInPlaceThroughADeleteAbove() {
    let host = Self.scrolledHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()))
    host.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(host.contentOffset == CGPoint(x: 0, y: 396))  // row 10 is now row 9: 9 × 44
  }

  @Test func anOverridingLayoutDecidesTheOffsetAfterAnUpdate() {
    let layout = SnappingLayout(section: SampleLayouts.listSection())
    let host = Self.scrolledHost(layout: layout)
    host.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(layout.proposals.last == CGPoint(x: 0, y: 396))
    #expect(host.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func theLayoutShownNowIsTheOneAsked() {
    let first = SnappingLayout(section: SampleLayouts.listSection())
    let host = Self.scrolledHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()))
    host.layout = first
    _ = host.collectionViewContentSize
    let asked = first.proposals.count
    host.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(first.proposals.count == asked + 1)
    #expect(host.contentOffset == CGPoint(x: 0, y: 300))
  }

  @Test func theOverrideIsClampedToTheScrollRange() {
    final class FarLayout: UICollectionViewCompositionalLayout {
      override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
        -> CGPoint
      {
        CGPoint(x: 0, y: 10_000)
      }
    }
    let host = Self.scrolledHost(layout: FarLayout(section: SampleLayouts.listSection()))
    host.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(host.contentOffset == CGPoint(x: 0, y: 1344))  // 49 × 44 − 812
  }

  @Test func contentInsetAdjustmentBehaviorDecidesWhetherTheSafeAreaCounts() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [50])
    host.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    host.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    #expect(host.contentInsetAdjustmentBehavior == .automatic)
    #expect(host.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 44, right: 0))
    #expect(host.contentOffset == CGPoint(x: 0, y: -67))
    host.contentInsetAdjustmentBehavior = .never
    #expect(host.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(host.contentOffset == CGPoint(x: 0, y: -20))
    host.contentInsetAdjustmentBehavior = .always
    #expect(host.adjustedContentInset == UIEdgeInsets(top: 67, left: 0, bottom: 44, right: 0))
    host.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(host.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(host.adjustedContentInset.top == 67)
  }
}
#endif
