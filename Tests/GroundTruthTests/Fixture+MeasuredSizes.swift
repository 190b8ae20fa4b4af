#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

extension Fixture {
  /// The size UIKit's self-sizing gave the element `attributes` describe, by the fixture's
  /// `measuredSizes`: the first entry of its category and kind sets the axes it gives, and
  /// the attributes keep the others. `nil` when no entry names the element: it keeps its
  /// estimate, as an element the fixture says nothing about.
  func measuredSize(of attributes: UICollectionViewLayoutAttributes) -> CGSize? {
    let category = Category(attributes.representedElementCategory)
    let kind = category == .cell ? nil : attributes.representedElementKind
    guard
      let entry = measuredSizes?.first(where: { $0.category == category && $0.kind == kind })
    else { return nil }
    return CGSize(
      width: entry.width.map { CGFloat($0) } ?? attributes.size.width,
      height: entry.height.map { CGFloat($0) } ?? attributes.size.height)
  }
}
#endif
