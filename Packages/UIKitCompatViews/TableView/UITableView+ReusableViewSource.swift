#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension UITableView: ReusableViewSource {
  /// The cell the data source gives for the row at `indexPath` (``makeRowCell(at:)``).
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    makeRowCell(at: indexPath)
  }

  /// The view showing the title of the section's header or footer, reused as cells are.
  func makeSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    let view =
      views.dequeueSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.titleViewReuseIdentifier)
      ?? UITableViewHeaderFooterView(frame: .zero)
    guard let titleView = view as? UITableViewHeaderFooterView else { return view }
    titleView.textLabel?.text =
      kind == UICollectionView.elementKindSectionHeader
      ? headerTitle(forSection: indexPath.section)
      : footerTitle(forSection: indexPath.section)
    return titleView
  }

  /// The size the element of `attributes` takes when it first shows: for a row, the
  /// delegate's height (``rowHeight`` without one), or the cell's preferred size for
  /// ``automaticDimension``; for a header or footer, its view's preferred size. A height
  /// that is no height keeps the row's estimate and is kept in ``lastError``.
  func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize? {
    guard attributes.representedElementCategory == .cell else {
      return views.preferredSize(for: attributes)
    }
    let height = delegate?.tableView(self, heightForRowAt: attributes.indexPath) ?? rowHeight
    guard Self.isRowHeight(height) else {
      lastError = .invalidRowHeight(height, row: attributes.indexPath)
      return nil
    }
    if height == Self.automaticDimension { return views.preferredSize(for: attributes) }
    return CGSize(width: attributes.frame.width, height: height)
  }

  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let cell = cell as? UITableViewCell else { return }
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func willDisplaySupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let delegate, let view = view as? UITableViewHeaderFooterView else { return }
    if kind == UICollectionView.elementKindSectionHeader {
      delegate.tableView(self, willDisplayHeaderView: view, forSection: indexPath.section)
    } else {
      delegate.tableView(self, willDisplayFooterView: view, forSection: indexPath.section)
    }
  }

  func didEndDisplayingSupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
  ) {
    guard let delegate, let view = view as? UITableViewHeaderFooterView else { return }
    if kind == UICollectionView.elementKindSectionHeader {
      delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: indexPath.section)
    } else {
      delegate.tableView(self, didEndDisplayingFooterView: view, forSection: indexPath.section)
    }
  }
}
#endif
