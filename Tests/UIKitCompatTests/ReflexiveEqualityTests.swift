#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// `==` is reflexive for UIKit's value spellings whatever number they hold: NaN matches any
/// NaN and −0 matches 0 (issue 24).
@Suite struct ReflexiveEqualityTests {}

extension ReflexiveEqualityTests {
  @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -0.0])
  func valueSpellingsEqualThemselvesWhateverNumberTheyHold(number: Double) {
    let value = CGFloat(number)
    var transform = CGAffineTransform(scaleX: 2, y: 2)
    transform.tx = value
    #expect(transform == transform)
    #expect(Set([transform, transform]).count == 1)
    let insets = UIEdgeInsets(top: value, left: 0, bottom: value, right: 0)
    #expect(insets == insets)
    let directional = NSDirectionalEdgeInsets(top: 0, leading: value, bottom: 0, trailing: value)
    #expect(directional == directional)
    let rate = UIScrollView.DecelerationRate(rawValue: value)
    #expect(rate == rate)
    let rowRate = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(
      rawValue: value)
    #expect(rowRate == rowRate)
    let error = TableViewError.invalidRowHeight(value, row: IndexPath(row: 1, section: 0))
    #expect(error == error)
    #expect(error != .rowOutOfRange(IndexPath(row: 1, section: 0)))
  }
}
#endif
