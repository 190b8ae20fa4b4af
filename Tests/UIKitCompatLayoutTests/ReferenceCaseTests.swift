#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// Reference cases C1–C5 and C9 of `docs/reference-cases.md`, through UIKit spellings and the compat host.
@Suite struct ReferenceCaseTests {
  private func host(for referenceCase: ReferenceCase) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: referenceCase.makeLayout(), size: ReferenceCase.containerSize,
      itemCounts: referenceCase.itemCounts)
  }

  @Test(arguments: ReferenceFrame.all)
  func itemFrameMatchesReference(_ reference: ReferenceFrame) {
    let host = host(for: reference.referenceCase)
    let attributes = host.layoutAttributesForItem(
      at: IndexPath(item: reference.item, section: reference.section))
    expectFrame(attributes?.frame, reference.frame)
  }

  @Test(arguments: ReferenceCase.allCases)
  func contentSizeMatchesReference(_ referenceCase: ReferenceCase) {
    let host = host(for: referenceCase)
    let expected = referenceCase.contentSize
    expectSize(host.collectionViewContentSize, expected.width, expected.height)
    #expect(host.layout.layoutErrors.isEmpty)
  }

  @Test(arguments: ReferenceCase.allCases)
  func everyItemIsLaidOutOnceInItsContentRect(_ referenceCase: ReferenceCase) {
    let host = host(for: referenceCase)
    let content = CGRect(origin: .zero, size: host.collectionViewContentSize)
    let elements = host.layoutAttributesForElements(in: content)
    #expect(elements.count == referenceCase.itemCounts.reduce(0, +))
    #expect(elements.allSatisfy { $0.representedElementCategory == .cell && $0.zIndex == 0 })
  }

  @Test func distinctSectionsEndWhereReferenceSays() {
    let host = host(for: .distinctSections)
    let sectionFrames = (0..<3).compactMap { host.core.solvedLayout.frame(ofSection: $0) }
    #expect(sectionFrames.count == 3)
    #expect(abs(sectionFrames[0].height - 480) <= ExpectedRect.tolerance)
    #expect(abs(sectionFrames[1].maxY - 654) <= ExpectedRect.tolerance)
    let firstInGrid5 = host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    let sixthInGrid5 = host.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))?.frame
    // Column width and row height of 67 pt: the item's 63 pt plus its 2 pt insets.
    expectFrame(firstInGrid5?.insetBy(dx: -2, dy: -2), ExpectedRect(20, 500, 67, 67))
    expectFrame(sixthInGrid5?.insetBy(dx: -2, dy: -2), ExpectedRect(20, 567, 67, 67))
    let grid3Column = host.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame
    expectFrame(grid3Column?.insetBy(dx: -2, dy: -2), ExpectedRect(131.667, 674, 111.667, 67))
  }

  @Test func noRoomReportsNamedErrorAndLaysOutOtherSections() {
    // C9: a 32 pt container and 16 pt leading and trailing section insets.
    let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
      let section = SampleLayouts.listSection()
      if sectionIndex == 0 {
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 16, bottom: 0, trailing: 16)
      }
      return section
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 32, height: 812), itemCounts: [3, 2])
    #expect(host.layout.layoutErrors == [.noRoomForGroup(section: 0, available: 0)])
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
      ExpectedRect(0, 44, 32, 44))
    expectSize(host.collectionViewContentSize, 32, 88)
  }
}
#endif
