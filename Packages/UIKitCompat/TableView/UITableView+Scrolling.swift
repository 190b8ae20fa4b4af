#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UITableView {
  /// Where a row should end up when the table scrolls to it: UIKit's
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Hashable, Sendable, CaseIterable {
    /// The least scrolling that shows the whole row; none when it shows already.
    case none = 0
    /// The row at the top of the visible rect.
    case top = 1
    /// The row in the middle of the visible rect.
    case middle = 2
    /// The row at the bottom of the visible rect.
    case bottom = 3
  }

  /// The visible rect in content coordinates: its origin is ``contentOffset``, its size the
  /// ``frame``'s. Setting it scrolls and resizes; the next ``layoutIfNeeded()`` updates the
  /// visible cells. A rect that is not finite is refused, as ``frame`` refuses one.
  public var bounds: CGRect {
    get { collectionView.bounds }
    set {
      guard newValue.isFiniteGeometry else {
        lastError = .geometryNotFinite
        return
      }
      collectionView.bounds = newValue
    }
  }

  /// The top-left corner of the visible rect; the next ``layoutIfNeeded()`` updates the
  /// visible cells. A point that is not finite is refused, as ``frame`` refuses one.
  public var contentOffset: CGPoint {
    get { collectionView.contentOffset }
    set {
      guard newValue.isFiniteGeometry else {
        lastError = .geometryNotFinite
        return
      }
      collectionView.contentOffset = newValue
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
    collectionView.setContentOffset(contentOffset, animated: animated)
  }

  /// The size of the scrollable content: UIKit's `contentSize`.
  public var contentSize: CGSize { collectionView.contentSize }

  /// Extra room around the content that the scroll range honours: UIKit's `contentInset`.
  public var contentInset: UIEdgeInsets {
    get { collectionView.contentInset }
    set { collectionView.contentInset = newValue }
  }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition`: UIKit's
  /// `scrollToRow(at:at:animated:)`. ``ScrollPosition/none`` scrolls the least that shows
  /// the whole row (to the top when it is above the visible rect, to the bottom when below).
  /// A row the table does not show changes nothing and is kept in ``lastError``, where UIKit
  /// raises.
  ///
  /// ```swift
  /// tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
  /// tableView.indexPathsForVisibleRows?.first  // [0, 40]
  /// ```
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/scrollToItem(at:at:animated:)``.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard isRow(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    guard let position = collectionViewPosition(scrollPosition, forRowAt: indexPath) else { return }
    host.scrollToItem(at: indexPath, at: position, animated: animated)
  }

  /// The collection view's position for `position`, or `nil` for no scrolling: for
  /// ``ScrollPosition/none``, the nearer edge of a row not wholly visible.
  func collectionViewPosition(_ position: ScrollPosition, forRowAt indexPath: IndexPath)
    -> UICollectionView.ScrollPosition?
  {
    switch position {
    case .top: return .top
    case .middle: return .centeredVertically
    case .bottom: return .bottom
    case .none:
      guard let frame = host.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
      let visible = bounds
      if frame.minY < visible.minY { return .top }
      if frame.maxY > visible.maxY { return .bottom }
      return nil
    }
  }
}
#endif
