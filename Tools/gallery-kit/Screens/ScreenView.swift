#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// What the gallery asks of the view a screen shows, a collection view or a table view
/// alike, in the words of each (`numberOfItems(inSection:)` and `numberOfRows(inSection:)`,
/// `scrollToItem` and `scrollToRow`). Scrolling, the clock and touches are the views' own,
/// as ``UIScrollView``s.
protocol ScreenView: UIScrollView {
  /// The number of sections shown.
  var numberOfSections: Int { get }
  /// The number of items or rows shown in `section`.
  func itemCount(inSection section: Int) -> Int
  /// The cells shown after laying out, by index path.
  var shownCells: [IndexPath: UICollectionViewCell] { get }
  /// The supplementary views of `kind` shown after laying out, by index path.
  func shownSupplementaryViews(ofKind kind: String) -> [IndexPath: UICollectionReusableView]
  /// What the view draws in `rect`: cells, supplementary views and decorations, separators
  /// included.
  func drawnAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes]
  /// The frame of the item or row at `indexPath`, or `nil` where there is none.
  func itemFrame(at indexPath: IndexPath) -> CGRect?
  /// Scrolls the item or row at `indexPath` to `position`, animated.
  func scroll(toItemAt indexPath: IndexPath, at position: UICollectionView.ScrollPosition)
}

extension UICollectionView: ScreenView {
  func itemCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }

  var shownCells: [IndexPath: UICollectionViewCell] {
    Dictionary(zip(indexPathsForVisibleItems, visibleCells), uniquingKeysWith: { a, _ in a })
  }

  func shownSupplementaryViews(ofKind kind: String) -> [IndexPath: UICollectionReusableView] {
    Dictionary(
      zip(
        indexPathsForVisibleSupplementaryElements(ofKind: kind),
        visibleSupplementaryViews(ofKind: kind)),
      uniquingKeysWith: { a, _ in a })
  }

  func drawnAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
  }

  func itemFrame(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }

  func scroll(toItemAt indexPath: IndexPath, at position: ScrollPosition) {
    scrollToItem(at: indexPath, at: position, animated: true)
  }
}

extension UITableView: ScreenView {
  func itemCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }

  var shownCells: [IndexPath: UICollectionViewCell] {
    Dictionary(
      zip(indexPathsForVisibleRows ?? [], visibleCells), uniquingKeysWith: { a, _ in a })
  }

  func shownSupplementaryViews(ofKind kind: String) -> [IndexPath: UICollectionReusableView] {
    var views: [IndexPath: UICollectionReusableView] = [:]
    for section in 0..<numberOfSections {
      let view =
        kind == UICollectionView.elementKindSectionHeader
        ? headerView(forSection: section) : footerView(forSection: section)
      views[IndexPath(item: 0, section: section)] = view
    }
    return views
  }

  func drawnAttributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    layoutAttributesForElements(in: rect)
  }

  func itemFrame(at indexPath: IndexPath) -> CGRect? {
    let frame = rectForRow(at: indexPath)
    return frame == .zero ? nil : frame
  }

  func scroll(toItemAt indexPath: IndexPath, at position: UICollectionView.ScrollPosition) {
    let row: ScrollPosition =
      position.contains(.top) ? .top : position.contains(.bottom) ? .bottom : .middle
    scrollToRow(at: indexPath, at: row, animated: true)
  }
}
#endif
