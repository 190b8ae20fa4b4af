#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry
import LayoutResolution

/// A view drawn behind a section's content, such as a rounded background.
///
/// Mirrors UIKit's `NSCollectionLayoutDecorationItem`, a subclass of
/// `NSCollectionLayoutItem` made by `background(elementKind:)` (rule 18): it covers the
/// section rect minus its inherited `contentInsets`, below the cells (zIndex -1 by
/// default). Its kind must be registered with the layout
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``); an unregistered one is
/// left out and reported as a diagnostic.
///
/// For `section`, two rows of 100 pt with 10 pt insets, 320 × 220 at 320 pt wide:
///
/// ```swift
/// let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
/// background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// section.decorationItems = [background]
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// layout.register(nil, forDecorationViewOfKind: "background")
/// // the background at (4, 4, 312, 212), zIndex -1
/// ```
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
  public static func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }

  var decorationValue: LayoutDecorationItem {
    LayoutDecorationItem(
      elementKind: elementKind, contentInsets: LayoutDirectionalInsets(contentInsets),
      zIndex: zIndex)
  }
}
#endif
