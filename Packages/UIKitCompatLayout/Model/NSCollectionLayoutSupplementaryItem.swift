#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// A supplementary view attached to an item or group, such as a badge.
///
/// Mirrors UIKit's `NSCollectionLayoutSupplementaryItem`, a subclass of
/// `NSCollectionLayoutItem`, anchored to its item or group (rule 17). Departure: the core
/// model has no content insets or edge spacing for supplementary items, so those inherited
/// properties are not carried.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The element kind a renderer uses to pick a view, e.g. `"badge"`.
  public let elementKind: String
  /// The point of the item the element attaches to.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// The point of the element that lands on the container anchor; `nil` means the same
  /// edges as the container anchor, keeping the element inside, flush with them.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// Drawing order; higher draws above. Cells are at 0; the default is 1.
  public var zIndex = 1

  /// A supplementary item of `layoutSize` attached at `containerAnchor`, the element's
  /// point `itemAnchor` landing on it.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// A supplementary item of `layoutSize` attached at `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  var anchoredValue: LayoutSupplementaryItem {
    LayoutSupplementaryItem(
      size: layoutSize.spec, elementKind: elementKind, containerAnchor: containerAnchor.value,
      itemAnchor: itemAnchor?.value, zIndex: zIndex)
  }
}
#endif
