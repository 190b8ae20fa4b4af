#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import ScrollSimulation

extension CollectionViewLayoutHost {
  /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, as UIKit's
  /// `scrollToItem(at:at:animated:)`: a vertical position moves a vertical layout (a
  /// horizontal one a horizontal layout), the other moves the item's orthogonal row.
  /// Animated scrolls move over the following ``advanceScrolling(by:)`` calls.
  ///
  /// Departure: UIKit raises for an index path it does not show; here nothing moves and
  /// the error is kept in ``lastScrollError``.
  ///
  /// For `host`, showing 100 items as rows of five 75 pt squares in a 375 × 812 viewport:
  ///
  /// ```swift
  /// host.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
  /// host.contentOffset.y  // 300: row 4 at the top
  /// host.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: true)
  /// host.advanceScrolling(by: 1)
  /// host.contentOffset.y  // 688: the last row at the bottom
  /// ```
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes, to
  ///   find the item. The first scroll makes the host's scroll driver, and the first scroll
  ///   after a new layout pass brings its orthogonal rows up to date: O(sections) each, after
  ///   the layout pass itself when the layout was invalidated.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    let path = LayoutIndexPath(indexPath)
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.scrollToItem(at: path, at: scrollPosition, animated: animated)
    }
  }

  /// Scrolls to `contentOffset`, at once or over the following ``advanceScrolling(by:)``
  /// calls, as `UIScrollView.setContentOffset(_:animated:)`.
  ///
  /// - Complexity: O(1). The first scroll makes the host's scroll driver: O(sections), after
  ///   a layout pass when the layout was invalidated.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.setContentOffset(LayoutPoint(contentOffset), animated: animated)
    }
  }

  /// Advances animated scrolls and momentum by `seconds` of simulated time (headless,
  /// nothing moves by itself).
  ///
  /// - Complexity: O(moving orthogonal rows). The first call after a new layout pass brings
  ///   the rows up to date, O(sections), after the layout pass itself when the layout was
  ///   invalidated; the first scroll makes the host's scroll driver, O(sections).
  public func advanceScrolling(by seconds: TimeInterval) {
    scroll { (driver) throws(ScrollSimulationError) in try driver.advance(by: seconds) }
  }

  /// Runs `action` on the host's scroll driver, made on first use, then tells the
  /// ``prefetchDataSource`` what the move brought ahead (rule 27); an error is kept in
  /// ``lastScrollError`` and nothing else changes.
  func scroll(_ action: (ScrollDriver) throws(ScrollSimulationError) -> Void) {
    defer { reportPrefetching() }
    do throws(ScrollSimulationError) {
      let driver: ScrollDriver
      if let existing = scrollDriver {
        driver = existing
      } else {
        driver = try ScrollDriver(host: core, isPagingEnabled: isPagingEnabled)
        scrollDriver = driver
      }
      try action(driver)
    } catch {
      lastScrollError = error
    }
  }
}
#endif
