import LayoutGeometry

/// Which element of a layout: its category, kind and index path.
///
/// Measured sizes are reported for an element (``LayoutHost/setPreferredSize(_:for:)``);
/// `LayoutAttributes/elementID` gives the identity of attributes at hand.
public struct LayoutElementID: Hashable, Sendable {
  /// Cell, supplementary view or decoration view.
  public var category: LayoutElementCategory
  /// The element kind of a supplementary or decoration view; `nil` for cells.
  public var elementKind: String?
  /// The element's index path.
  public var indexPath: LayoutIndexPath

  /// The identity of an element from its three parts.
  public init(category: LayoutElementCategory, elementKind: String?, indexPath: LayoutIndexPath) {
    self.category = category
    self.elementKind = elementKind
    self.indexPath = indexPath
  }

  /// The cell at `indexPath`.
  public static func cell(at indexPath: LayoutIndexPath) -> LayoutElementID {
    LayoutElementID(category: .cell, elementKind: nil, indexPath: indexPath)
  }

  /// The supplementary view of `kind` at `indexPath`.
  public static func supplementary(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutElementID
  {
    LayoutElementID(category: .supplementaryView, elementKind: kind, indexPath: indexPath)
  }

  /// The decoration view of `kind` at `indexPath`.
  public static func decoration(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutElementID
  {
    LayoutElementID(category: .decorationView, elementKind: kind, indexPath: indexPath)
  }
}

extension LayoutAttributes {
  /// The identity of the element these attributes describe.
  public var elementID: LayoutElementID {
    LayoutElementID(category: category, elementKind: elementKind, indexPath: indexPath)
  }
}
