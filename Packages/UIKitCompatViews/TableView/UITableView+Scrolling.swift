#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

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
  /// - Complexity: O(log sections), plus O(log groups) once the section is measured; the
  ///   first scroll makes the table's scroll driver, O(sections).
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    guard let position = itemPosition(scrollPosition, forRowAt: indexPath) else { return }
    scroll(toItemAt: indexPath, at: position, animated: animated)
  }

  /// The item position of `position`, or `nil` for no scrolling: for
  /// ``ScrollPosition/none``, the nearer edge of a row not wholly visible.
  func itemPosition(_ position: ScrollPosition, forRowAt indexPath: IndexPath)
    -> UICollectionView.ScrollPosition?
  {
    switch position {
    case .top: return .top
    case .middle: return .centeredVertically
    case .bottom: return .bottom
    case .none:
      guard let frame = binding.attributesForItem(at: indexPath)?.frame else { return nil }
      let visible = bounds
      if frame.minY < visible.minY { return .top }
      if frame.maxY > visible.maxY { return .bottom }
      return nil
    }
  }
}
#endif
