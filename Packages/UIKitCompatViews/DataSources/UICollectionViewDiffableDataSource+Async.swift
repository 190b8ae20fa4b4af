#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource {
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
