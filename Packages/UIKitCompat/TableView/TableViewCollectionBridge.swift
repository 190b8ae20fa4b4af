#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The data source and delegate of a ``UITableView``'s collection view: it answers the
/// collection view's questions with the table's data source, and tells the table's delegate
/// what the collection view shows, in table spellings (rule 33).
final class TableViewCollectionBridge: UICollectionViewDataSource, UICollectionViewDelegate {
  /// The table whose data source answers and whose delegate is told.
  weak var tableView: UITableView?

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    guard let tableView, let dataSource = tableView.dataSource else { return 0 }
    return dataSource.numberOfSections(in: tableView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let tableView, let dataSource = tableView.dataSource else { return 0 }
    return dataSource.tableView(tableView, numberOfRowsInSection: section)
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    tableView?.makeCell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: UITableView.titleViewReuseIdentifier, for: indexPath)
    guard let titleView = view as? UITableViewHeaderFooterView, let tableView else { return view }
    titleView.textLabel?.text =
      kind == UICollectionView.elementKindSectionHeader
      ? tableView.headerTitle(forSection: indexPath.section)
      : tableView.footerTitle(forSection: indexPath.section)
    return titleView
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView, let cell = cell as? UITableViewCell else { return }
    tableView.delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let tableView, let cell = cell as? UITableViewCell else { return }
    tableView.delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let tableView, let delegate = tableView.delegate,
      let view = view as? UITableViewHeaderFooterView
    else { return }
    if elementKind == UICollectionView.elementKindSectionHeader {
      delegate.tableView(tableView, willDisplayHeaderView: view, forSection: indexPath.section)
    } else {
      delegate.tableView(tableView, willDisplayFooterView: view, forSection: indexPath.section)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let tableView, let delegate = tableView.delegate,
      let view = view as? UITableViewHeaderFooterView
    else { return }
    if elementKind == UICollectionView.elementKindSectionHeader {
      delegate.tableView(tableView, didEndDisplayingHeaderView: view, forSection: indexPath.section)
    } else {
      delegate.tableView(tableView, didEndDisplayingFooterView: view, forSection: indexPath.section)
    }
  }
}
#endif
