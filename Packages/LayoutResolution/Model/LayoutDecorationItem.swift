import LayoutGeometry

/// A view drawn behind a section's content, such as a rounded background.
///
/// The counterpart of `NSCollectionLayoutDecorationItem` (rule 18): a background covers the
/// whole section rect, boundary items and insets included, minus its own `contentInsets`,
/// below the section's cells.
public struct LayoutDecorationItem: Hashable, Sendable {
  /// The element kind a renderer uses to pick a view, e.g. `"background"`.
  public var elementKind: String
  /// Space between the section's rect and the decoration.
  public var contentInsets: LayoutDirectionalInsets
  /// Drawing order; cells are at 0, so the default of -1 draws below them.
  public var zIndex: Int

  /// A section background of `elementKind`.
  public static func background(elementKind: String) -> LayoutDecorationItem {
    LayoutDecorationItem(elementKind: elementKind, contentInsets: .zero, zIndex: -1)
  }

  /// A decoration with every property given.
  public init(elementKind: String, contentInsets: LayoutDirectionalInsets, zIndex: Int) {
    self.elementKind = elementKind
    self.contentInsets = contentInsets
    self.zIndex = zIndex
  }
}
