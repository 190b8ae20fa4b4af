#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionViewDiffableDataSource {
  /// A data source with an empty snapshot driving `collectionView`, whose
  /// ``UICollectionView/dataSource`` it becomes, as in UIKit: the view asks it for its
  /// counts at once, which empties them. `cellProvider` makes the cell the view shows for
  /// each visible item, usually through
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  ///
  /// ```swift
  /// let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, item in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  /// }
  /// ```
  ///
  /// Each apply makes the view ask for its visible cells again on its next
  /// ``UICollectionView/layoutIfNeeded()`` (rule 31). A provider that returns `nil`, where
  /// UIKit raises, gets a plain cell shown and the error kept in the view's
  /// ``UICollectionView/lastError``.
  ///
  /// - Complexity: O(sections + measured sizes) of the view's host, to empty its counts.
  public convenience init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping (
        _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ itemIdentifier: ItemIdentifierType
      ) -> UICollectionViewCell?
  ) {
    self.init(collectionView: collectionView.host) { [weak collectionView] _, indexPath, item in
      collectionView.flatMap { cellProvider($0, indexPath, item) }
    }
    target.onUpdate = { [weak collectionView] _ in collectionView?.cellsAreStale = true }
    collectionView.dataSource = self
  }

  /// The cell the cell provider makes for the item shown at `indexPath`: UIKit's
  /// `collectionView(_:cellForItemAt:)`, which the view calls for each cell it shows. Where
  /// no item is shown there or the provider makes no ``UICollectionViewCell``, the error is
  /// kept in the view's ``UICollectionView/lastError`` and a plain cell comes back.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let cell = self.collectionView(collectionView.host, cellForItemAt: indexPath)
      as? UICollectionViewCell
    {
      return cell
    }
    collectionView.lastError = .cellProviderReturnedNil(indexPath)
    return UICollectionViewCell(frame: .zero)
  }

  /// The view ``supplementaryViewProvider`` makes for `kind` at `indexPath`, or a plain one
  /// when it makes no ``UICollectionReusableView``: UIKit's
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    self.collectionView(collectionView.host, viewForSupplementaryElementOfKind: kind, at: indexPath)
      as? UICollectionReusableView ?? UICollectionReusableView(frame: .zero)
  }

  /// Makes `snapshot` current and updates the view by the difference: UIKit's `async`
  /// `apply(_:animatingDifferences:)` (iOS 15). Headless, the update is done when the call
  /// returns, so this returns without suspending; it runs in its caller's isolation.
  ///
  /// ```swift
  /// await dataSource.apply(snapshot, animatingDifferences: false)
  /// ```
  ///
  /// - Complexity: that of ``apply(_:animatingDifferences:completion:)``.
  nonisolated(nonsending) public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Makes `snapshot` current and reloads the view without diffing: UIKit's `async`
  /// `applySnapshotUsingReloadData(_:)` (iOS 15); returns without suspending.
  ///
  /// - Complexity: that of ``applySnapshotUsingReloadData(_:completion:)``.
  nonisolated(nonsending) public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  /// Shows `snapshot` as the items of `section`: UIKit's `async`
  /// `apply(_:to:animatingDifferences:)` (iOS 15); returns without suspending.
  ///
  /// - Complexity: that of ``apply(_:to:animatingDifferences:completion:)``.
  nonisolated(nonsending) public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async {
    apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
  }
}
#endif
