#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DataSourceHosting
public import DiffableDataSources
public import Foundation

/// Keeps the current snapshot of a sectioned list and brings a ``CollectionViewLayoutHost`` along with every
/// change: UIKit's `UICollectionViewDiffableDataSource`, spelled as UIKit spells it, over the
/// core's `DiffableDataSource` (``core``).
///
/// The host follows every apply: the core data source drives the host's core through
/// `DataSourceHosting.LayoutHostTarget`, which hands each batch to
/// `LayoutHost.performBatchUpdates(_:itemCounts:)`, so measured sizes follow their items and
/// only the sections a batch touches are laid out again. The data source is its host's
/// ``CollectionViewLayoutHost/dataSource``, so construction empties the host, as a
/// collection view asks its new, empty data source for its counts.
///
/// ## Cells
/// Over a ``UICollectionView`` (`init(collectionView:cellProvider:)` taking a view),
/// the provider returns a ``UICollectionViewCell`` and the view shows it (rule 31). Over a
/// bare host, a "cell" is whatever the cell provider returns: a view model, a string, a
/// recording. The provider is called on demand, when ``collectionView(_:cellForItemAt:)->Any?``
/// asks what would be shown at an index path (UIKit's collection view asks for the cells it
/// shows, after each update); the result is handed back as is. UIKit raises an exception for
/// a provider that returns `nil`; here `nil` is handed back.
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
/// records the error in ``lastError``. A user's disclosure taps and drags, which UIKit's
/// collection view reports to the data source, are spelled ``expandItem(_:)``,
/// ``collapseItem(_:)`` and ``reorderItem(at:to:)``. The class is `open` so that UIKit code
/// subclassing it compiles; its members are not overridable.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: host) {
///   _, _, item in "cell for \(item)"
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems([10, 20, 30])
/// dataSource.apply(snapshot)  // host.itemCounts: [3]
/// dataSource.collectionView(host, cellForItemAt: IndexPath(item: 1, section: 0))  // "cell for 20"
/// ```
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
  /// Makes the "cell" shown for an item: UIKit's `CellProvider`, with the headless host in
  /// place of the collection view and any value in place of a cell.
  public typealias CellProvider = (
    _ collectionView: CollectionViewLayoutHost, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> Any?

  /// Makes the supplementary "view" of a kind at an index path: UIKit's
  /// `SupplementaryViewProvider`, with the headless host and any value in place of a view.
  /// Over a ``UICollectionView``, return a ``UICollectionReusableView`` dequeued through the
  /// host's ``CollectionViewLayoutHost/dequeueConfiguredReusableSupplementary(using:for:)``,
  /// which reaches the view's registrations, so that UIKit's provider compiles unchanged.
  public typealias SupplementaryViewProvider = (
    _ collectionView: CollectionViewLayoutHost, _ elementKind: String, _ indexPath: IndexPath
  ) -> Any?

  /// The core data source this wraps: the bridge to `DiffableDataSources` (its snapshots,
  /// batches and target). Set handlers through ``reorderingHandlers`` and
  /// ``sectionSnapshotHandlers``, which replace the core's whenever they change.
  public let core: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
  /// The core's target: the host's core, wrapped.
  @usableFromInline
  let target: LayoutHostTarget
  /// Makes the value ``collectionView(_:cellForItemAt:)->Any?`` hands back.
  @usableFromInline
  let cellProvider: CellProvider
  /// Makes the value ``collectionView(_:viewForSupplementaryElementOfKind:at:)->Any?`` hands back;
  /// `nil` (the default) hands back `nil`.
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
  /// ``CollectionViewLayoutHost/dataSource`` it becomes, as in UIKit: the host asks it for its
  /// counts at once, which empties them. It keeps the host's core alive. `cellProvider` makes
  /// what ``collectionView(_:cellForItemAt:)->Any?`` hands back.
  ///
  /// - Complexity: O(sections + measured sizes) of the host, to empty its item counts.
  public init(collectionView: CollectionViewLayoutHost, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    target = LayoutHostTarget(host: collectionView.core)
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

  /// Makes `snapshot` current and updates the host by the difference, then calls
  /// `completion`. As since iOS 15, `animatingDifferences: false` still diffs; with `true`
  /// the host animates the difference (rule 21d) and the completion still runs before this
  /// returns. A ``NSDiffableDataSourceSnapshot/lastError`` of `snapshot` does not
  /// stop the apply: its refused mutations changed nothing.
  /// - Complexity: O(s log s + n log n) for s sections and n items in changed sections
  ///   (O(s + n) when nothing moves), to diff; O(h) for the h items of section snapshots
  ///   applied earlier, checked against `snapshot`; and O(sections + measured sizes) for the
  ///   host to take the new counts. The host lays out again on its next query.
  @inlinable
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    core.apply(snapshot.core, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Makes `snapshot` current and reloads the host without diffing, then calls `completion`.
  /// - Complexity: O(sections + measured sizes), for the host to take the new counts; the
  ///   host lays out again on its next query.
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
  ///   the host's update, as for ``apply(_:animatingDifferences:completion:)``.
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
      // Applying the current snapshot again sends the host nothing and queues the completion
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
