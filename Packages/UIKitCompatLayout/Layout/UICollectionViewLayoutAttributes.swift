#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// Everything a renderer needs to place one element: which element, where, and how.
///
/// Mirrors UIKit's `UICollectionViewLayoutAttributes`: a class whose `frame`, `center`,
/// `size` and `bounds` stay in step (setting `size` or `bounds` keeps the centre). A
/// ``CollectionViewLayoutHost`` returns a new object per query, so changing one changes no layout.
public final class UICollectionViewLayoutAttributes {
  /// The element's frame in the layout's content coordinates.
  public var frame: CGRect
  /// The element's position: `(item, section)` for cells; `(0, section)` for section
  /// boundary items and decorations.
  public var indexPath: IndexPath
  /// Drawing order; higher draws above.
  public var zIndex: Int
  /// Opacity from 0 (invisible) to 1.
  public var alpha: CGFloat
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// A transform around the element's centre.
  public var transform: CGAffineTransform
  /// Cell, supplementary view or decoration view.
  public let representedElementCategory: UICollectionElementCategory
  /// The element kind of a supplementary or decoration view; `nil` for cells.
  public let representedElementKind: String?

  init(
    category: UICollectionElementCategory, kind: String?, indexPath: IndexPath
  ) {
    self.frame = .zero
    self.indexPath = indexPath
    self.zIndex = 0
    self.alpha = 1
    self.isHidden = false
    self.transform = .identity
    self.representedElementCategory = category
    self.representedElementKind = kind
  }

  /// Attributes for the cell at `indexPath`, with a zero frame.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`, with a zero
  /// frame.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath`, with a zero
  /// frame.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
  }

  package convenience init(_ attributes: LayoutAttributes) {
    self.init(
      category: UICollectionElementCategory(attributes.category),
      kind: attributes.elementKind, indexPath: IndexPath(attributes.indexPath))
    frame = CGRect(attributes.frame)
    zIndex = attributes.zIndex
    alpha = CGFloat(attributes.alpha)
    isHidden = attributes.isHidden
    transform = CGAffineTransform(attributes.transform)
  }

  /// The core's value for these attributes, for a renderer of the core's values (the
  /// gallery's pictures).
  package var core: LayoutAttributes {
    LayoutAttributes(
      indexPath: LayoutIndexPath(indexPath), category: representedElementCategory.core,
      elementKind: representedElementKind, frame: LayoutRect(frame), zIndex: zIndex,
      alpha: Double(alpha), isHidden: isHidden, transform: LayoutTransform(transform))
  }

  /// The centre of the frame; setting it moves the frame without resizing it.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The frame's size; setting it keeps the centre.
  public var size: CGSize {
    get { frame.size }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The element's own coordinate space: its size at the origin. Setting it sets
  /// ``size``, keeping the centre.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
}
#endif
