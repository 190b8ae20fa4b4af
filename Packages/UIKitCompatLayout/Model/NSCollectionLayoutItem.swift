#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry
import LayoutResolution

/// One cell's worth of layout: a size, insets, edge spacing and attached supplementaries.
///
/// Mirrors UIKit's `NSCollectionLayoutItem`. It is a class, as in UIKit, so
/// `let item = …; item.contentInsets = …` works. Its values are read when a layout takes
/// its snapshot: at `UICollectionViewCompositionalLayout(section:)`, or each time a section
/// provider returns a section; changes after that do not reach the layout.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// // in a 375 × 100 row: slots of 187.5 × 100, cells of 179.5 × 92 at (4, 4) and (191.5, 4)
/// ```
public class NSCollectionLayoutItem {
  /// How the item's slot is sized inside its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space removed from the slot to give the cell's frame (rule 6); the slot keeps its
  /// full size. Ignored along an estimated axis, with a diagnostic.
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// Space outside the slot that moves it without resizing it (rule 7).
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of `layoutSize` with badges or other anchored views.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
  }

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// Badges and other views anchored to the item (read-only, as in UIKit; groups make it
  /// settable).
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    storedSupplementaryItems
  }

  /// The core element this object describes at `level` of its section's group tree;
  /// groups override it.
  func makeSubitem(level: Int, conversion: inout GroupConversion) -> LayoutSubitem {
    _ = conversion.admit(level: level, isGroup: false)
    return .item(
      LayoutItem(
        size: layoutSize.spec, contentInsets: LayoutDirectionalInsets(contentInsets),
        edgeSpacing: edgeSpacing?.value,
        supplementaryItems: storedSupplementaryItems.map(\.anchoredValue)))
  }
}
#endif
