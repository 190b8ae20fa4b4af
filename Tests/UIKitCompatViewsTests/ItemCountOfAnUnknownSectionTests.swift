#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Asking the view for the item count of a section it does not show, which UIKit answers
/// with an exception: 0, and `sectionOutOfRange` in `lastError`.
@Suite struct ItemCountOfAnUnknownSectionTests {
  static func view() -> CountedCollectionView {
    CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [3, 7])
  }

  @Test(arguments: [2, -1, Int.max, Int.min])
  func aSectionOutOfRangeHasNoItemsAndIsRecorded(_ section: Int) {
    let view = Self.view()
    #expect(view.numberOfItems(inSection: section) == 0)
    #expect(view.lastError == .sectionOutOfRange(section))
    #expect(view.itemCounts == [3, 7])
  }

  @Test func aSectionShownAnswersItsCountAndRecordsNothing() {
    let view = Self.view()
    #expect(view.numberOfItems(inSection: 1) == 7)
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(view.lastError == nil)
  }
}
#endif
