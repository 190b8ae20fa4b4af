import LayoutResolution
import LayoutTestSupport

extension ReferenceLayout {
  /// The attributes of `element` (pinned items at content offset zero), or `nil` when the
  /// layout has no such element.
  func attributes(of element: LayoutElementID) -> LayoutAttributes? {
    switch element.category {
    case .cell:
      attributesForItem(at: element.indexPath)
    case .supplementaryView:
      attributesForSupplementaryElement(ofKind: element.elementKind ?? "", at: element.indexPath)
    case .decorationView:
      attributesForDecorationElement(ofKind: element.elementKind ?? "", at: element.indexPath)
    }
  }
}
