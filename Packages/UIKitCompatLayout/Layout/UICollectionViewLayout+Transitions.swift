#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension UICollectionViewLayout {
  /// The start of an appearing element's animation, as this layout's UIKit hook for its
  /// category answers (rule 21d); `nil` for the default.
  func initialAttributes(forAppearing final: LayoutAttributes) -> LayoutAttributes? {
    let indexPath = IndexPath(final.indexPath)
    let kind = final.elementKind ?? ""
    let answer: UICollectionViewLayoutAttributes? =
      switch final.category {
      case .cell: initialLayoutAttributesForAppearingItem(at: indexPath)
      case .supplementaryView:
        initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
      case .decorationView:
        initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
      }
    return answer.map { LayoutAttributes($0) }
  }

  /// The end of a disappearing element's animation, as this layout's UIKit hook for its
  /// category answers; `nil` for the default.
  func finalAttributes(forDisappearing initial: LayoutAttributes) -> LayoutAttributes? {
    let indexPath = IndexPath(initial.indexPath)
    let kind = initial.elementKind ?? ""
    let answer: UICollectionViewLayoutAttributes? =
      switch initial.category {
      case .cell: finalLayoutAttributesForDisappearingItem(at: indexPath)
      case .supplementaryView:
        finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
      case .decorationView:
        finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
      }
    return answer.map { LayoutAttributes($0) }
  }
}

extension LayoutAttributes {
  /// The core's attributes for UIKit's.
  init(_ attributes: UICollectionViewLayoutAttributes) {
    let category: LayoutElementCategory =
      switch attributes.representedElementCategory {
      case .cell: .cell
      case .supplementaryView: .supplementaryView
      case .decorationView: .decorationView
      }
    self.init(
      indexPath: LayoutIndexPath(attributes.indexPath), category: category,
      elementKind: attributes.representedElementKind, frame: LayoutRect(attributes.frame),
      zIndex: attributes.zIndex, alpha: Double(attributes.alpha), isHidden: attributes.isHidden,
      transform: LayoutTransform(attributes.transform))
  }
}
#endif
