#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution

/// Settings that apply to a whole compositional layout.
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayoutConfiguration` (rule 23), with
/// UIKit's defaults. As in UIKit, a layout copies its configuration: changing this object
/// after assigning it does nothing until it is assigned again.
///
/// For `section`, one item per column 100 pt wide, a horizontal layout with 20 pt between
/// sections:
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.scrollDirection = .horizontal
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
/// configuration.interSectionSpacing = 50  // changes nothing: the layout keeps a copy
/// layout.configuration.interSectionSpacing  // 20; sections of 3 and 2 items span 520 pt
/// ```
public final class UICollectionViewCompositionalLayoutConfiguration {
  /// The axis the layout scrolls along; vertical by default.
  public var scrollDirection: UICollectionViewScrollDirection = .vertical
  /// Space between consecutive sections, never after the last (rule 13).
  public var interSectionSpacing: CGFloat = 0
  /// Headers, footers and other views around the whole layout (rule 16).
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the layout's container insets are measured from; `automatic` (the safe area)
  /// by default.
  public var contentInsetsReference: UIContentInsetsReference = .automatic

  /// A configuration with UIKit's defaults.
  public init() {}

  /// A new configuration object with the same values.
  func copy() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }

  /// The core configuration this object describes, read now.
  var value: LayoutConfiguration {
    LayoutConfiguration(
      scrollDirection: scrollDirection.value, interSectionSpacing: Double(interSectionSpacing),
      boundarySupplementaryItems: boundarySupplementaryItems.map(\.boundaryValue),
      contentInsetsReference: contentInsetsReference.value)
  }
}
#endif
