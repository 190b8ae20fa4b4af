#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// What kind of view a set of attributes describes: UIKit's
/// `UICollectionView.ElementCategory`, under its Objective-C name so that a layout-only
/// program can name it. Ports write `UICollectionView.ElementCategory`, a name for this type.
public enum UICollectionElementCategory: UInt, Hashable, Sendable, CaseIterable {
  /// A cell showing one data item.
  case cell = 0
  /// A supplementary view: a header, footer or badge.
  case supplementaryView = 1
  /// A decoration view: a background or separator.
  case decorationView = 2
}

extension UICollectionElementCategory {
  init(_ category: LayoutElementCategory) {
    switch category {
    case .cell: self = .cell
    case .supplementaryView: self = .supplementaryView
    case .decorationView: self = .decorationView
    }
  }

  /// The core's category of the same name.
  package var core: LayoutElementCategory {
    switch self {
    case .cell: .cell
    case .supplementaryView: .supplementaryView
    case .decorationView: .decorationView
    }
  }
}
#endif
