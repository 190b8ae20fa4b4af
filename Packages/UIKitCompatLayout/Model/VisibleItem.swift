#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// The object a bridged visible-items handler sees for one core visible item; the
/// handler's changes collect in ``item``.
final class VisibleItem: NSCollectionLayoutVisibleItem {
  var item: LayoutVisibleItem

  init(_ item: LayoutVisibleItem) {
    self.item = item
  }

  var alpha: CGFloat {
    get { CGFloat(item.alpha) }
    set { item.alpha = Double(newValue) }
  }

  var zIndex: Int {
    get { item.zIndex }
    set { item.zIndex = newValue }
  }

  var isHidden: Bool {
    get { item.isHidden }
    set { item.isHidden = newValue }
  }

  var center: CGPoint {
    get { CGPoint(item.center) }
    set { item.center = LayoutPoint(newValue) }
  }

  var transform: CGAffineTransform {
    get { CGAffineTransform(item.transform) }
    set { item.transform = LayoutTransform(newValue) }
  }

  var indexPath: IndexPath { IndexPath(item.indexPath) }

  var frame: CGRect { CGRect(item.frame) }

  var bounds: CGRect { CGRect(origin: .zero, size: CGSize(item.frame.size)) }

  var representedElementCategory: UICollectionElementCategory {
    UICollectionElementCategory(item.category)
  }

  var representedElementKind: String? { item.elementKind }
}
#endif
