#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry
import LayoutResolution

/// A namespace for the collection-view types UIKit nests in `UICollectionView`.
///
/// Mirrors only `UICollectionView.ScrollDirection`, `UICollectionView.ElementCategory` and
/// the standard element kinds; it has no initializer. The headless stand-in for the view
/// itself is ``CollectionViewLayoutHost``.
public final class UICollectionView {
  private init() {}

  /// The axis a layout scrolls along; mirrors `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Hashable, Sendable, CaseIterable {
    /// Content flows top to bottom.
    case vertical = 0
    /// Content flows left to right (right to left in right-to-left layouts).
    case horizontal = 1
  }

  /// What kind of view a set of attributes describes; mirrors
  /// `UICollectionView.ElementCategory`.
  public enum ElementCategory: UInt, Hashable, Sendable, CaseIterable {
    /// A cell showing one data item.
    case cell = 0
    /// A supplementary view: a header, footer or badge.
    case supplementaryView = 1
    /// A decoration view: a background or separator.
    case decorationView = 2
  }

  /// The element kind UIKit uses for section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind UIKit uses for section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension UICollectionView.ScrollDirection {
  var value: LayoutAxis {
    switch self {
    case .vertical: .vertical
    case .horizontal: .horizontal
    }
  }
}

extension UICollectionView.ElementCategory {
  init(_ category: LayoutElementCategory) {
    switch category {
    case .cell: self = .cell
    case .supplementaryView: self = .supplementaryView
    case .decorationView: self = .decorationView
    }
  }
}
#endif
