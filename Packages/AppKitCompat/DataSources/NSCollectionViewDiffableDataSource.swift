#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatLayout
import UIKitCompatViews

/// A data source that shows snapshots: AppKit's `NSCollectionViewDiffableDataSource`, over
/// UIKitCompat's diffable data source, so applying a snapshot diffs it and updates the view
/// as UIKit's does (rule 21a), and a refused snapshot changes nothing.
///
/// ```swift
/// let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
///   collectionView, indexPath, identifier in
///   let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
///   item.textField?.stringValue = "\(indexPath.section),\(indexPath.item)"
///   return item
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(Array(0..<5))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Departure: identifiers are `Sendable` as well as `Hashable`, as UIKitCompat's are, so
/// a snapshot can cross to a background task; a port's identifier class adds the
/// conformance.
open class NSCollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSCollectionViewDataSource, DiffableItemSource {
  /// Makes the item for an identifier at an index path: AppKit's `ItemProvider`.
  public typealias ItemProvider = (
    _ collectionView: NSCollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> NSCollectionViewItem?

  /// Makes the supplementary view of a kind at an index path: AppKit's
  /// `SupplementaryViewProvider`.
  public typealias SupplementaryViewProvider = (
    _ collectionView: NSCollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> (any NSView & NSCollectionViewElement)?

  /// The UIKit spelling's data source, which diffs and applies.
  private let source: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  private weak var collectionView: NSCollectionView?

  /// Makes the supplementary views; without one, an empty view is shown, where AppKit
  /// raises.
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet {
      guard let provider = supplementaryViewProvider else {
        source.supplementaryViewProvider = nil
        return
      }
      source.supplementaryViewProvider = { [weak collectionView] _, kind, indexPath in
        guard let collectionView, let view = provider(collectionView, kind, indexPath) else {
          return nil
        }
        return collectionView.reusableView(showing: view, ofKind: kind, at: indexPath)
      }
    }
  }

  /// The last snapshot or call refused (duplicate identifiers, an unknown section), which
  /// changed nothing.
  public var lastError: DataSourceError? { source.lastError }

  /// A data source for `collectionView` whose items `itemProvider` makes; it becomes the
  /// view's data source.
  public init(collectionView: NSCollectionView, itemProvider: @escaping ItemProvider) {
    self.collectionView = collectionView
    source = UICollectionViewDiffableDataSource(collectionView: collectionView.runtime) {
      [weak collectionView] _, indexPath, identifier in
      guard let collectionView, let item = itemProvider(collectionView, indexPath, identifier)
      else { return nil }
      return collectionView.cell(showing: item, at: indexPath)
    }
    collectionView.dataSource = self
  }

  var runtimeDataSource: any UICollectionViewDataSource { source }

  /// The sections and items shown.
  ///
  /// - Complexity: O(1): snapshots share storage until changed.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    source.snapshot()
  }

  /// Shows `snapshot`: the view updates by the difference from the one shown, then
  /// `completion` runs. An animated update ends before the call returns, as the view has no
  /// clock (docs/appkit-semantics.md, A11).
  ///
  /// - Complexity: O(n) for the n items of both snapshots, plus the view's batch.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    source.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    collectionView?.finishAnimations()
    collectionView?.recordRuntimeError()
  }

  /// Shows `snapshot` by reloading the data, without diffing.
  ///
  /// - Complexity: O(n) for the n items of the snapshot.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    source.applySnapshotUsingReloadData(snapshot, completion: completion)
    collectionView?.recordRuntimeError()
  }

  /// The identifier of the item at `indexPath`, or `nil`.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    source.itemIdentifier(for: indexPath)
  }

  /// The index path of the item `identifier`, or `nil`.
  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    source.indexPath(for: identifier)
  }

  /// The identifier of the section at `index`, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    source.sectionIdentifier(for: index)
  }

  /// The index of the section `identifier`, or `nil`.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    source.index(for: identifier)
  }

  /// The number of sections of the snapshot shown.
  public func numberOfSections(in collectionView: NSCollectionView) -> Int {
    source.numberOfSections(in: collectionView.runtime)
  }

  /// The number of items of `section` in the snapshot shown.
  public func collectionView(
    _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    source.collectionView(collectionView.runtime, numberOfItemsInSection: section)
  }

  /// The item for the snapshot's item at `indexPath`, from the item provider.
  public func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    let cell = source.collectionView(collectionView.runtime, cellForItemAt: indexPath)
    return (cell as? ItemCell)?.item
      ?? collectionView.hostedItem(NSCollectionViewItem(), at: indexPath)
  }

  /// The supplementary view of `kind` at `indexPath`, from the supplementary view provider.
  public func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    let view = source.collectionView(
      collectionView.runtime, viewForSupplementaryElementOfKind: kind, at: indexPath)
    return (view as? ElementHostView)?.element ?? PlainElement()
  }
}

/// A data source whose runtime half answers the runtime's view directly.
protocol DiffableItemSource {
  var runtimeDataSource: any UICollectionViewDataSource { get }
}
#endif
