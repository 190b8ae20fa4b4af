#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// The acceptance contract of issue 2, compiled and run as external tests write it.
@Suite struct AcceptanceContractTests {
  /// A sample's `createLayout()`: C1's grid in section 0, C2's two columns in section 1.
  private func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      sectionIndex == 0 ? SampleLayouts.gridSection() : SampleLayouts.twoColumnSection()
    }
  }

  @Test func contractSpellingsReturnReferenceFrames() throws {
    let layout = createLayout()
    let host = LayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100, 20])

    let contentSize = host.collectionViewContentSize
    #expect(contentSize.width == 375)
    #expect(contentSize.height == 1940)

    let frame = try #require(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
    #expect([frame.minX, frame.minY, frame.width, frame.height] == [0, 0, 75, 75])
    #expect([frame.maxX, frame.maxY] == [75, 75])

    // This layout has no header or background: the lookups answer nil, not a trap.
    let header = host.layoutAttributesForSupplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
    #expect(header == nil)
    let background = host.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame
    #expect(background == nil)

    let firstScreen = host.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 375, height: 812))
    // Rows 0 through 10 of the grid start above 812.
    #expect(firstScreen.count == 55)
    #expect(firstScreen.allSatisfy { $0.zIndex == 0 })

    host.contentOffset = CGPoint(x: 0, y: 300)
    #expect(host.contentOffset.y == 300)
    let scrolled = host.layoutAttributesForElements(in: host.bounds)
    // Rows 4 through 14: row 3 ends exactly at 300, row 15 starts at 1125.
    #expect(scrolled.count == 55)
    #expect(scrolled.first?.indexPath == IndexPath(item: 20, section: 0))
    #expect(scrolled.last?.indexPath == IndexPath(item: 74, section: 0))

    let secondSection = host.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))
    expectFrame(secondSection?.frame, ExpectedRect(192.5, 1500 + 88, 182.5, 44))
  }
}
#endif
