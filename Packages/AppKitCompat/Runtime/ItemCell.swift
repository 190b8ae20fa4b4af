#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatViews

/// The runtime's cell that shows an NSCollectionViewItem: the shared display pass places,
/// reuses and selects it as it does any cell, and it hands each of those to its item in
/// AppKit's terms (the view's frame, `isSelected`, `prepareForReuse()`). The highlight is the
/// collection view's own: a click sets the item's `highlightState` directly.
final class ItemCell: UICollectionViewCell {
  /// The item shown, made from the registration on first dequeue and kept for reuse.
  private(set) var item: NSCollectionViewItem?

  required init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Shows `item` in this cell from now on.
  func host(_ item: NSCollectionViewItem) {
    self.item?.host = nil
    self.item = item
    item.host = self
    item.view.frame = frame
    if item.isSelected != isSelected { item.isSelected = isSelected }
  }

  override var frame: CGRect {
    didSet { item?.view.frame = frame }
  }

  override var isHidden: Bool {
    didSet { item?.view.isHidden = isHidden }
  }

  override var isSelected: Bool {
    didSet {
      guard let item, item.isSelected != isSelected else { return }
      item.isSelected = isSelected
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    item?.prepareForReuse()
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  )
    -> UICollectionViewLayoutAttributes
  {
    guard let item else { return layoutAttributes }
    let fitting = item.view.fittingSize
    guard fitting.width > 0, fitting.height > 0,
      let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
    else { return layoutAttributes }
    preferred.size = fitting
    return preferred
  }
}
#endif
