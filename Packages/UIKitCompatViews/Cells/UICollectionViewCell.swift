#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A headless cell: UIKit's `UICollectionViewCell`, an object with a frame, a content
/// configuration and a selection state, made and reused by a ``UICollectionView``.
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` from its selection in each
/// layout pass and on each selection change. As a ``UICollectionReusableView`` it reports a
/// preferred size through
/// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
///   cell, _, title in
///   var content = UIListContentConfiguration.cell()
///   content.text = title
///   cell.contentConfiguration = content
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
  /// What the cell shows: UIKit's `contentConfiguration`, here the list content
  /// configuration, the one UIKitCompat models; `nil` by default.
  open var contentConfiguration: UIListContentConfiguration?

  /// Whether the cell's item is selected.
  open var isSelected = false

  /// Whether the cell's item is highlighted (a finger is down on it).
  open var isHighlighted = false
}
#endif
