#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

extension CollectionViewLayoutHost {
  /// Shows `layout`, animated from the current one when `animated`: UIKit's
  /// `setCollectionViewLayout(_:animated:)`. Every element runs from its attributes in the old
  /// layout to those in the new one (rule 21d), as the core's `transition` that
  /// ``advanceScrolling(by:)`` runs; the host is at the new layout at once.
  ///
  /// ```swift
  /// host.setCollectionViewLayout(listLayout, animated: true)
  /// host.core.transition?.duration  // 0.3
  /// ```
  ///
  /// - Complexity: a layout pass, plus O(e) for the e elements shown before and visible
  ///   after.
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Shows `layout` as ``setCollectionViewLayout(_:animated:)`` does, then calls
  /// `completion` with `true`. Departure: headless, the completion runs before this returns,
  /// as batch updates' do, rather than when the animation ends.
  ///
  /// - Complexity: that of ``setCollectionViewLayout(_:animated:)``.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    layoutAnimation = animated ? .batchUpdates : nil
    self.layout = layout
    completion?(true)
  }
}
#endif
