#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionView {
  /// The visible rect in content coordinates: its origin is ``contentOffset`` and its size
  /// the ``frame``'s. Setting it scrolls and resizes the host; the next
  /// ``layoutIfNeeded()`` updates the visible cells. A rect that is not finite is refused,
  /// as ``frame`` refuses one.
  public var bounds: CGRect {
    get { host.bounds }
    set {
      guard newValue.isFiniteGeometry else {
        lastError = .geometryNotFinite
        return
      }
      host.bounds = newValue
      frame.size = newValue.size
    }
  }

  /// The top-left corner of the visible rect (the host's
  /// ``CollectionViewLayoutHost/contentOffset``); the next ``layoutIfNeeded()`` updates the
  /// visible cells. A point that is not finite is refused, as ``frame`` refuses one.
  public var contentOffset: CGPoint {
    get { host.contentOffset }
    set {
      guard newValue.isFiniteGeometry else {
        lastError = .geometryNotFinite
        return
      }
      host.contentOffset = newValue
    }
  }

  /// Scrolls to `contentOffset`, at once or over the host's
  /// ``CollectionViewLayoutHost/advanceScrolling(by:)`` calls: UIKit's
  /// `setContentOffset(_:animated:)`. A point that is not finite is refused, as ``frame``
  /// refuses one.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.isFiniteGeometry else {
      lastError = .geometryNotFinite
      return
    }
    host.setContentOffset(contentOffset, animated: animated)
  }

  /// The size of the scrollable content: UIKit's `contentSize`, the layout's
  /// `collectionViewContentSize`.
  public var contentSize: CGSize { host.collectionViewContentSize }

  /// Extra room around the content that the scroll range honours: UIKit's `contentInset`.
  public var contentInset: UIEdgeInsets {
    get { host.contentInset }
    set { host.contentInset = newValue }
  }

  /// ``contentInset`` plus the safe area the adjustment behaviour adds: UIKit's
  /// `adjustedContentInset`.
  public var adjustedContentInset: UIEdgeInsets { host.adjustedContentInset }

  /// Whether the safe area adds to the scroll range's insets: UIKit's
  /// `contentInsetAdjustmentBehavior`.
  public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { host.contentInsetAdjustmentBehavior }
    set { host.contentInsetAdjustmentBehavior = newValue }
  }

  /// The safe-area insets; settable here, where UIKit's come from the window.
  public var safeAreaInsets: UIEdgeInsets {
    get { host.safeAreaInsets }
    set { host.safeAreaInsets = newValue }
  }

  /// The layout margins, measured from the safe area: UIKit's `layoutMargins`.
  public var layoutMargins: UIEdgeInsets {
    get { host.layoutMargins }
    set { host.layoutMargins = newValue }
  }

  /// The view's traits; settable here, where UIKit's come from the window.
  public var traitCollection: UITraitCollection {
    get { host.traitCollection }
    set { host.traitCollection = newValue }
  }

  /// Scrolls so that the item at `indexPath` is at `scrollPosition`: UIKit's
  /// `scrollToItem(at:at:animated:)`. An unknown item changes nothing and is kept in the
  /// host's ``CollectionViewLayoutHost/lastScrollError``.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/scrollToItem(at:at:animated:)``.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    host.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// The number of sections shown: UIKit's `numberOfSections`.
  public var numberOfSections: Int { host.numberOfSections }

  /// The number of items shown in `section`, 0 out of range: UIKit's
  /// `numberOfItems(inSection:)`.
  public func numberOfItems(inSection section: Int) -> Int {
    host.numberOfItems(inSection: section)
  }

  /// The index path of the item at `point`, in content coordinates (rule 26): UIKit's
  /// `indexPathForItem(at:)`.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/indexPathForItem(at:)``.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    host.indexPathForItem(at: point)
  }

  /// The layout's attributes for the item at `indexPath`, or `nil`: UIKit's
  /// `layoutAttributesForItem(at:)`.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/layoutAttributesForItem(at:)``.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    host.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or `nil`:
  /// UIKit's `layoutAttributesForSupplementaryElement(ofKind:at:)`.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    host.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
#endif
