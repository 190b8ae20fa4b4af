#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// Asking the host for the item count of a section it does not show, which UIKit answers
/// with an exception: 0, and `sectionOutOfRange` in `lastUpdateError`.
@Suite struct ItemCountOfAnUnknownSectionTests {
  static func host() -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [3, 7])
  }

  @Test(arguments: [2, -1, Int.max, Int.min])
  func aSectionOutOfRangeHasNoItemsAndIsRecorded(_ section: Int) {
    let host = Self.host()
    #expect(host.numberOfItems(inSection: section) == 0)
    #expect(host.lastUpdateError == .sectionOutOfRange(section))
    #expect(host.itemCounts == [3, 7])
  }

  @Test func aSectionShownAnswersItsCountAndRecordsNothing() {
    let host = Self.host()
    #expect(host.numberOfItems(inSection: 1) == 7)
    #expect(host.numberOfItems(inSection: 0) == 3)
    #expect(host.lastUpdateError == nil)
  }
}
#endif
