#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatLayout

/// What a compositional layout holds beside its sections: AppKit's
/// `NSCollectionViewCompositionalLayoutConfiguration`, the scroll direction, the space between
/// sections and the layout's own headers and footers.
///
/// AppKit's configuration has no `contentInsetsReference`: sections are laid out in the whole
/// collection view, with no safe area or margins (decided from AppKit's documentation, which
/// lists only these three properties).
public final class NSCollectionViewCompositionalLayoutConfiguration {
  /// The axis the layout scrolls along, `.vertical` by default.
  public var scrollDirection: NSCollectionView.ScrollDirection = .vertical
  /// The space between consecutive sections, 0 by default.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

  /// A configuration with AppKit's defaults.
  public init() {}

  /// A configuration with the same values.
  func copy() -> NSCollectionViewCompositionalLayoutConfiguration {
    let copy = NSCollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }

  /// UIKit's configuration with the same values and no content insets reference.
  var uiKitConfiguration: UICollectionViewCompositionalLayoutConfiguration {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = scrollDirection
    configuration.interSectionSpacing = interSectionSpacing
    configuration.boundarySupplementaryItems = boundarySupplementaryItems
    configuration.contentInsetsReference = .none
    return configuration
  }
}
#endif
