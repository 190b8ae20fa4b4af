import LayoutGeometry

/// Everything a renderer needs to place one element: which element, where, and how.
///
/// The counterpart of `UICollectionViewLayoutAttributes`, as a `Sendable` value.
public struct LayoutAttributes: Hashable, Sendable {
  /// The element's position: `(item, section)` for cells; `(0, section)` for section
  /// boundary items and decorations.
  public var indexPath: LayoutIndexPath
  /// Cell, supplementary view or decoration view.
  public var category: LayoutElementCategory
  /// The element kind of a supplementary or decoration view; `nil` for cells.
  public var elementKind: String?
  /// The element's frame in the layout's content coordinates.
  public var frame: LayoutRect
  /// Drawing order; higher draws above. Cells are at 0 unless a custom group says
  /// otherwise.
  public var zIndex: Int
  /// Opacity from 0 (invisible) to 1.
  public var alpha: Double
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// A transform around the element's centre.
  public var transform: LayoutTransform

  /// Attributes with the given identity and frame and default appearance.
  public init(
    indexPath: LayoutIndexPath, category: LayoutElementCategory, elementKind: String? = nil,
    frame: LayoutRect, zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false,
    transform: LayoutTransform = .identity
  ) {
    self.indexPath = indexPath
    self.category = category
    self.elementKind = elementKind
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.isHidden = isHidden
    self.transform = transform
  }

  /// The centre of the frame; setting it moves the frame without resizing it.
  public var center: LayoutPoint {
    get { frame.center }
    set {
      frame.origin = LayoutPoint(
        x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
}

extension LayoutAttributes {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
    lhs.indexPath == rhs.indexPath
      && lhs.category == rhs.category
      && lhs.elementKind == rhs.elementKind
      && lhs.frame == rhs.frame
      && lhs.zIndex == rhs.zIndex
      && lhs.alpha.isSameValue(as: rhs.alpha)
      && lhs.isHidden == rhs.isHidden
      && lhs.transform == rhs.transform
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath)
    hasher.combine(category)
    hasher.combine(elementKind)
    hasher.combine(frame)
    hasher.combine(zIndex)
    hasher.combine(alpha.sameValueHash)
    hasher.combine(isHidden)
    hasher.combine(transform)
  }
}
