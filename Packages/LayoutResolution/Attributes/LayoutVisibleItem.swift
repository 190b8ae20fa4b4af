import LayoutGeometry

/// A visible element handed to a section's visible-items handler, with the properties the
/// handler may change.
///
/// The counterpart of `NSCollectionLayoutVisibleItem`: identity and size are read-only;
/// alpha, zIndex, isHidden, center and transform can be changed.
public struct LayoutVisibleItem: Hashable, Sendable {
  /// The element's attributes, with any changes the handler made.
  public private(set) var attributes: LayoutAttributes

  /// A visible item showing `attributes`.
  public init(attributes: LayoutAttributes) {
    self.attributes = attributes
  }

  /// The element's position.
  public var indexPath: LayoutIndexPath { attributes.indexPath }
  /// Cell, supplementary view or decoration view.
  public var category: LayoutElementCategory { attributes.category }
  /// The element kind of a supplementary or decoration view; `nil` for cells.
  public var elementKind: String? { attributes.elementKind }
  /// The element's frame in content coordinates.
  public var frame: LayoutRect { attributes.frame }

  /// Opacity from 0 to 1.
  public var alpha: Double {
    get { attributes.alpha }
    set { attributes.alpha = newValue }
  }
  /// Drawing order.
  public var zIndex: Int {
    get { attributes.zIndex }
    set { attributes.zIndex = newValue }
  }
  /// Whether the element is hidden.
  public var isHidden: Bool {
    get { attributes.isHidden }
    set { attributes.isHidden = newValue }
  }
  /// The centre of the frame; setting it moves the element.
  public var center: LayoutPoint {
    get { attributes.center }
    set { attributes.center = newValue }
  }
  /// A transform around the element's centre.
  public var transform: LayoutTransform {
    get { attributes.transform }
    set { attributes.transform = newValue }
  }
}
