#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry
import LayoutResolution

/// A view drawn behind a section's content, such as a rounded background.
///
/// Mirrors UIKit's `NSCollectionLayoutDecorationItem`, a subclass of
/// `NSCollectionLayoutItem` made by `background(elementKind:)` (rule 18): it covers the
/// section rect minus its inherited `contentInsets`, below the cells (zIndex -1 by
/// default). It carries its values into the core model; the core places decorations in a
/// later issue.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The element kind a renderer uses to pick a view, e.g. `"background"`.
  public let elementKind: String
  /// Drawing order; cells are at 0, so the default of -1 draws below them.
  public var zIndex = -1

  private init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A section background of `elementKind`.
  public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
    NSCollectionLayoutDecorationItem(elementKind: elementKind)
  }

  var decorationValue: LayoutDecorationItem {
    LayoutDecorationItem(
      elementKind: elementKind, contentInsets: LayoutDirectionalInsets(contentInsets),
      zIndex: zIndex)
  }
}
#endif
