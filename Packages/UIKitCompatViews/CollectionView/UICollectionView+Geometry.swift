#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// The number of sections shown: UIKit's `numberOfSections`.
  public var numberOfSections: Int { core.itemCounts.count }

  /// The number of items shown in `section`: UIKit's `numberOfItems(inSection:)`. A section
  /// the view does not show answers 0 and is kept in ``lastError`` as `sectionOutOfRange`,
  /// where UIKit raises (rule 36).
  public func numberOfItems(inSection section: Int) -> Int {
    guard let count = binding.numberOfItems(inSection: section) else {
      lastError = .sectionOutOfRange(section)
      return 0
    }
    return count
  }

  /// The index path of the item at `point`, in content coordinates, or `nil` where there is
  /// none: UIKit's `indexPathForItem(at:)`, answered from the layout's attributes as UIKit
  /// answers it.
  ///
  /// Rule 26: a cell's frame holds a point from its minimum edges, included, to its maximum
  /// edges, excluded (as `CGRect.contains`); where cells overlap, the highest `zIndex` wins,
  /// and among equals the later one in item order. Only cells count: a pinned header over a
  /// cell does not hide it. Visible cells are where their section's
  /// `visibleItemsInvalidationHandler` leaves them, and one it hides is never found. A point
  /// that is NaN or infinite finds nothing. The core's `LayoutHost.hitTest(_:)` (through
  /// ``UIScrollView/core``) also finds supplementary and decoration views.
  ///
  /// For rows of five 75 pt squares:
  ///
  /// ```swift
  /// collectionView.indexPathForItem(at: CGPoint(x: 80, y: 160))  // [0, 11]: row 2, column 1
  /// collectionView.indexPathForItem(at: CGPoint(x: 75, y: 0))    // [0, 1]: the edge is item 1's
  /// ```
  ///
  /// - Complexity: O(log sections + k) for the k elements a pixel around the point meets;
  ///   when the point is visible and a visible section has a handler, O(log sections per
  ///   visible section + visible elements) plus the handlers. A layout pass comes first when
  ///   the layout was invalidated.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    binding.indexPathForItem(at: point)
  }

  /// The layout's attributes for the item at `indexPath`, or `nil`: UIKit's
  /// `layoutAttributesForItem(at:)`, the layout's answer
  /// (`UICollectionViewLayout/layoutAttributesForItem(at:)`).
  ///
  /// - Complexity: that of the layout's.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    binding.attributesForItem(at: indexPath)
  }

  /// The layout's attributes for the supplementary view of `kind` at `indexPath`, or `nil`:
  /// UIKit's `layoutAttributesForSupplementaryElement(ofKind:at:)`, the layout's answer
  /// (`UICollectionViewLayout/layoutAttributesForSupplementaryView(ofKind:at:)`).
  ///
  /// - Complexity: that of the layout's.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    binding.attributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, as UIKit's
  /// `scrollToItem(at:at:animated:)`: a vertical position moves a vertical layout (a
  /// horizontal one a horizontal layout), the other moves the item's orthogonal row.
  /// Animated scrolls move over the following ``UIScrollView/advance(by:)`` calls.
  ///
  /// Departure: UIKit raises for an index path it does not show; here nothing moves and
  /// the error is kept in ``lastError`` (`scrollRefused(.unknownItem(…))`).
  ///
  /// Showing 100 items as rows of five 75 pt squares in a 375 × 812 viewport:
  ///
  /// ```swift
  /// collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
  /// collectionView.contentOffset.y  // 300: row 4 at the top
  /// collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: true)
  /// collectionView.advance(by: 1)
  /// collectionView.contentOffset.y  // 688: the last row at the bottom
  /// ```
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes, to
  ///   find the item. The first scroll makes the view's scroll driver, and the first scroll
  ///   after a new layout pass brings its orthogonal rows up to date: O(sections) each, after
  ///   the layout pass itself when the layout was invalidated.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    scroll(toItemAt: indexPath, at: scrollPosition, animated: animated)
  }
}
#endif
