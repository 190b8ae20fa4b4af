import LayoutGeometry
import LayoutResolution

/// Which element of a layout something belongs to: its category, its kind and its index
/// path, the three things that name an element in UIKit's attributes too.
///
/// A picture with content looks each drawn element up by its key:
///
/// ```swift
/// let key = ElementKey(category: .cell, indexPath: LayoutIndexPath(item: 2, section: 0))
/// let contents = [key: ElementContent(.row, text: "Wi-Fi")]
/// ```
public struct ElementKey: Hashable, Sendable {
  /// Whether the element is a cell, a supplementary view or a decoration view.
  public var category: LayoutElementCategory
  /// The kind of a supplementary or decoration view; `nil` for a cell.
  public var elementKind: String?
  /// The element's index path.
  public var indexPath: LayoutIndexPath

  /// The key of the element of `category` and `elementKind` at `indexPath`.
  public init(
    category: LayoutElementCategory, elementKind: String? = nil, indexPath: LayoutIndexPath
  ) {
    self.category = category
    self.elementKind = elementKind
    self.indexPath = indexPath
  }

  /// The key of the element `attributes` places.
  public init(_ attributes: LayoutAttributes) {
    self.init(
      category: attributes.category, elementKind: attributes.elementKind,
      indexPath: attributes.indexPath)
  }
}
