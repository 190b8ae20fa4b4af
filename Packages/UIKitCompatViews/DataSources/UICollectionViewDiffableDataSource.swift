#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources
public import Foundation
import UIKitCompatLayout

/// Keeps the current snapshot of a sectioned list and brings a ``UICollectionView`` along
/// with every change: UIKit's `UICollectionViewDiffableDataSource`, spelled as UIKit spells
/// it, over the core's `DiffableDataSource` (``core``).
///
/// The view follows every apply as a batch update of its own: the layout is told
/// (`UICollectionViewLayout/prepare(forCollectionViewUpdates:)`), measured sizes and the
/// selection follow their items and only the sections a batch touches are laid out again;
/// an animated apply runs as the view's transition (rule 21d). The data source is its view's
/// ``UICollectionView/dataSource``, so construction empties the view, as a collection view
/// asks its new, empty data source for its counts; the view then asks it for the cells it
/// shows, which the cell provider makes (rule 31).
///
/// ## Concurrency
/// UIKit isolates the data source to the main actor and asserts when applies overlap. Like
/// the core's driver, this one is confined to the isolation domain that owns it (it is not
/// `Sendable`, so Swift 6 checking keeps it there), and an apply made from a completion or a
/// handler is queued behind the running one; snapshots are `Sendable` values to build
/// anywhere. The async spellings of `apply` (iOS 15) return without suspending and run in
/// their caller's isolation.
///
/// ## Departures
/// Applying a section snapshot that UIKit would refuse with an exception changes nothing and
/// records the error in ``lastError``; a cell provider returning `nil` shows a plain cell and
/// records the error in the view's ``UICollectionView/lastError``, as does a batch the view
/// refuses. A user's disclosure taps and drags, which UIKit's collection view reports to the
/// data source, are also spelled ``expandItem(_:)``, ``collapseItem(_:)`` and
/// ``reorderItem(at:to:)``. The class is `open` so that UIKit code subclassing it compiles;
/// its members are not overridable.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<String, Int>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, item in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems([10, 20, 30])
/// dataSource.apply(snapshot)  // collectionView.numberOfItems(inSection: 0): 3
/// ```
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the cell shown for an item: UIKit's `CellProvider`. Return a cell dequeued from
  /// `collectionView`, usually through
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  /// Makes the supplementary view of a kind at an index path: UIKit's
  /// `SupplementaryViewProvider`. Return a view dequeued from `collectionView`, usually
  /// through ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  public typealias SupplementaryViewProvider = (
    _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
  ) -> UICollectionReusableView?

  /// The core data source this wraps: the bridge to `DiffableDataSources` (its snapshots,
  /// batches and target). Set handlers through ``reorderingHandlers`` and
  /// ``sectionSnapshotHandlers``, which replace the core's whenever they change.
  public let core: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  /// Makes the cells ``collectionView(_:cellForItemAt:)`` hands the view.
  let cellProvider: CellProvider
  /// Makes the views ``collectionView(_:viewForSupplementaryElementOfKind:at:)`` hands the
  /// view; `nil` (the default) hands back a plain view.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// Why the most recent refused section snapshot apply was refused, or the unknown section
  /// last asked for by ``snapshot(for:)``, or `nil` if neither happened. A later successful
  /// call keeps it; set it to `nil` to start over. UIKit has no counterpart: it raises an
  /// exception instead.
  public var lastError: DataSourceError?

  /// Asked and told about a user's reordering (see ``reorderItem(at:to:)``); reordering is
  /// off until `canReorderItem` is set, as in UIKit.
  public var reorderingHandlers = ReorderingHandlers() {
    didSet { core.reorderingHandlers = reorderingHandlers.core }
  }

  /// Asked and told about a user's expanding and collapsing (see ``expandItem(_:)`` and
  /// ``collapseItem(_:)``).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>() {
    didSet { core.sectionSnapshotHandlers = sectionSnapshotHandlers.core }
  }

  /// A data source with an empty snapshot driving `collectionView`, whose
  /// ``UICollectionView/dataSource`` it becomes, as in UIKit: the view asks it for its
  /// counts at once, which empties them. `cellProvider` makes the cell the view shows for
  /// each visible item. It keeps the view's layout and core alive, as UIKit's data source
  /// keeps its view.
  ///
  /// ```swift
  /// let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, item in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  /// }
  /// ```
  ///
  /// - Complexity: O(sections + measured sizes) of the view, to empty its counts.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    let target = LayoutBindingTarget(binding: collectionView.binding)
    target.willChange = { [weak collectionView] in collectionView?.views.dataWillChange() }
    target.refused = { [weak collectionView] in collectionView?.refused($0) }
    core = DiffableDataSource(target: target)
    collectionView.dataSource = self
  }

  // MARK: - Snapshots

  /// A copy of the current snapshot, without reload or reconfigure marks.
  @inlinable
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    NSDiffableDataSourceSnapshot(core.snapshot())
  }

  /// Makes `snapshot` current and updates the view by the difference, then calls
  /// `completion`. As since iOS 15, `animatingDifferences: false` still diffs; with `true`
  /// the view animates the difference (rule 21d) and the completion still runs before this
  /// returns. A `NSDiffableDataSourceSnapshot/lastError` of `snapshot` does not
  /// stop the apply: its refused mutations changed nothing.
  /// - Complexity: O(s log s + n log n) for s sections and n items in changed sections
  ///   (O(s + n) when nothing moves), to diff; O(h) for the h items of section snapshots
  ///   applied earlier, checked against `snapshot`; and the view's batch update. The view
  ///   lays out again on its next query.
  @inlinable
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    core.apply(snapshot.core, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Makes `snapshot` current and reloads the view without diffing, then calls `completion`.
  /// - Complexity: O(sections + measured sizes), for the view to take the new counts; the
  ///   view lays out again on its next query.
  @inlinable
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    core.applySnapshotUsingReloadData(snapshot.core, completion: completion)
  }

  /// The items of `section` as a section snapshot: the one last applied to it if it still
  /// describes the section, otherwise a flat one of its items.
  ///
  /// For a section the data source does not show, the section snapshot is empty and
  /// ``lastError`` is set to `unknownSection` (rule 36). Decided: UIKit documents nothing
  /// here, but from iOS 14 the item query of an unknown section raises, and this query
  /// reads a section's items. Nothing else changes: applying a section snapshot to that
  /// section still appends it.
  ///
  /// ```swift
  /// dataSource.snapshot(for: "missing").items  // []
  /// dataSource.lastError  // unknownSection(missing)
  /// ```
  /// - Complexity: O(1) for an applied section snapshot, O(items of the section) otherwise.
  @inlinable
  public func snapshot(for section: SectionIdentifierType)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    if core.index(for: section) == nil { lastError = .unknownSection(AnyIdentifier(section)) }
    return NSDiffableDataSourceSectionSnapshot(core.snapshot(for: section))
  }

  /// Shows `snapshot`'s visible items as the items of `section` (appended at the end when
  /// new) and keeps its hierarchy for ``snapshot(for:)`` and expansion, then calls
  /// `completion`.
  ///
  /// UIKit raises an exception when an item of `snapshot` belongs to another section. Here
  /// nothing changes, ``lastError`` is set to `duplicateItem`, and `completion` still runs, as
  /// for an apply that changes nothing, so code waiting for it goes on.
  /// - Complexity: O(N + k · a) for N items in the data source (the next snapshot is built
  ///   from a copy of the current one, whose table of item positions is duplicated), k items
  ///   of `snapshot` and a other sections with an applied section snapshot; plus the diff and
  ///   the view's update, as for ``apply(_:animatingDifferences:completion:)``.
  @inlinable
  public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    do {
      try core.apply(
        snapshot.core, to: section, animatingDifferences: animatingDifferences,
        completion: completion)
    } catch {
      lastError = error
      // Applying the current snapshot again sends the view nothing and queues the completion
      // behind any call still running, exactly where a successful apply would run it.
      if let completion { core.apply(core.snapshot(), completion: completion) }
    }
  }

  // MARK: - Identifiers and index paths

  /// The item shown at `indexPath`, or `nil` when it is out of range or does not hold
  /// exactly a section and an item index.
  @inlinable
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    Self.position(indexPath).flatMap(core.itemIdentifier(for:))
  }

  /// Where `identifier` is shown, or `nil` when it is not in the current snapshot.
  @inlinable
  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    core.indexPath(for: identifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section shown at `index`, or `nil` when the index is out of range.
  @inlinable
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.sectionIdentifier(for: index)
  }

  /// The index at which `identifier`'s section is shown, or `nil` when it is not in the
  /// current snapshot.
  @inlinable
  public func index(for identifier: SectionIdentifierType) -> Int? {
    core.index(for: identifier)
  }

  /// The core's position for a UIKit item index path, or `nil` unless it holds two indices.
  @inlinable
  static func position(_ indexPath: IndexPath) -> ItemPosition? {
    indexPath.count == 2 ? ItemPosition(item: indexPath[1], section: indexPath[0]) : nil
  }
}
#endif
