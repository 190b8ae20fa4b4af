#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// Layout attributes copy as UIKit's `NSCopying` attributes do: every property carries
/// over, and the two objects change apart.
@Suite struct LayoutAttributesCopyingTests {
  @Test func aCopyHasEveryPropertyAndChangesApart() throws {
    let original = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
    original.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    original.zIndex = 3
    original.alpha = 0.5
    original.isHidden = true
    original.transform = CGAffineTransform(scaleX: 2, y: 2)

    let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
    #expect(copy !== original)
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == "badge")
    #expect(copy.indexPath == IndexPath(item: 2, section: 1))
    #expect(copy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(copy.zIndex == 3)
    #expect(copy.alpha == 0.5)
    #expect(copy.isHidden)
    #expect(copy.transform == CGAffineTransform(scaleX: 2, y: 2))

    copy.size.height = 100
    #expect(original.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(copy.frame == CGRect(x: 10, y: -10, width: 30, height: 100))
  }
}
#endif
