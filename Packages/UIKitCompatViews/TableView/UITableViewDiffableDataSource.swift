#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources
public import Foundation
import UIKitCompatLayout

/// Keeps the current snapshot of a table's sections and rows and brings the table along with
/// every change: UIKit's `UITableViewDiffableDataSource`, over the collection view's
/// diffable data source (rule 33).
///
/// It drives the table as a ``UICollectionViewDiffableDataSource`` drives its view (each
/// apply a batch update of the table's: measured heights and selection following their
/// rows, rule 29), and is the table's ``UITableView/dataSource``, as in UIKit: the table asks
/// it for its counts, its cells (through the cell provider) and its titles.
///
/// The class is `open`, and so are its data source methods, so that UIKit code subclassing
/// it to give section titles, or to allow editing or moving, compiles and works:
///
/// ```swift
/// final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
///   override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
///     -> String?
///   { sectionIdentifier(for: section) }
/// }
/// let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, number in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///   cell.textLabel?.text = "\(number)"
///   return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// tableView.headerView(forSection: 0)?.textLabel?.text  // the first section's identifier
/// ```
///
/// Like UIKit's it is confined to its caller: not `Sendable`; snapshots are `Sendable`
/// values to build anywhere.
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: UITableViewDataSource, SnapshotTableDataSource {
  /// Makes the cell shown for a row: UIKit's `CellProvider`. Return a cell dequeued from the
  /// table view; `nil`, where UIKit raises, shows a plain cell and is kept in the table's
  /// ``UITableView/lastError``.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UITableViewCell?

  /// Makes the cells ``tableView(_:cellForRowAt:)`` hands the table.
  let cellProvider: CellProvider

  /// How rows animate when a snapshot is applied: UIKit's `defaultRowAnimation`,
  /// ``UITableView/RowAnimation/automatic`` by default. Headless, every kind animates as the
  /// host's batch updates do (rule 21d).
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// The core data source underneath: the bridge to `DiffableDataSources` (its snapshots,
  /// batches and target).
  public let core: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

  /// A data source with an empty snapshot driving `tableView`, whose
  /// ``UITableView/dataSource`` it becomes, as in UIKit: the table asks it for its counts at
  /// once, which empties them. `cellProvider` makes the cell for each row the table shows.
  ///
  /// - Complexity: O(sections + measured sizes) of the table, to empty its counts.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    let target = LayoutBindingTarget(binding: tableView.binding)
    target.willChange = { [weak tableView] in tableView?.views.dataWillChange() }
    target.refused = { [weak tableView] in tableView?.lastError = .updateRefused($0) }
    core = DiffableDataSource(target: target)
    tableView.dataSource = self
  }

  // MARK: - UITableViewDataSource

  /// The number of sections in the current snapshot.
  open func numberOfSections(in tableView: UITableView) -> Int {
    core.snapshot().numberOfSections
  }

  /// The number of rows in the section shown at `section`, 0 out of range.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { core.snapshot().numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell the cell provider makes for the row at `indexPath`. Where no row is there or
  /// the provider returns `nil` (UIKit raises), the error is kept in the table's
  /// ``UITableView/lastError`` and a plain cell comes back.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    {
      return cell
    }
    tableView.lastError = .cellProviderReturnedNil(indexPath)
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title: override to give one, as UIKit code does.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title: override to give one, as UIKit code does.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// `false`: override to allow editing. Decided: the diffable data source implements the
  /// method, so UIKit's "every row unless implemented" does not apply, and UIKit code
  /// overrides it to turn editing on.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// `false`: override to allow moving rows, as in UIKit, whose diffable data source shows
  /// no reorder control until a subclass says so.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing: override to delete or insert, as UIKit code does, by applying a snapshot
  /// without the row (rule 41).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Moves the row's item in the current snapshot to `destinationIndexPath`, its place once
  /// moved, and applies it without animation, so that the snapshot still says what the table
  /// shows. Decided (rule 41): Apple documents that the class implements every data source
  /// method, not what this one does; a subclass that overrides it moves the item in the
  /// snapshot itself, as UIKit code does. An index path naming no row, or a destination
  /// beyond the end of its section, changes nothing.
  ///
  /// ```swift
  /// // Sections "a": [1, 2, 3]; the user drags 1 below 3.
  /// dataSource.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0),
  ///   to: IndexPath(row: 2, section: 0))
  /// dataSource.snapshot().itemIdentifiers  // [2, 3, 1]
  /// ```
  ///
  /// - Complexity: O(n) for n items, to edit the snapshot, plus that of
  ///   ``apply(_:animatingDifferences:completion:)``.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath,
      let item = itemIdentifier(for: sourceIndexPath), destinationIndexPath.count == 2,
      let section = sectionIdentifier(for: destinationIndexPath[0])
    else { return }
    var snapshot = snapshot()
    snapshot.deleteItems([item])
    let items = snapshot.itemIdentifiers(inSection: section)
    let row = destinationIndexPath[1]
    guard row >= 0, row <= items.count else { return }
    if row < items.count {
      snapshot.insertItems([item], beforeItem: items[row])
    } else {
      snapshot.appendItems([item], toSection: section)
    }
    apply(snapshot, animatingDifferences: false)
  }

  // MARK: - Snapshots

  /// A copy of the current snapshot.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    NSDiffableDataSourceSnapshot(core.snapshot())
  }

  /// Makes `snapshot` current and updates the table by the difference, then calls
  /// `completion`, before returning, as the collection view's
  /// ``UICollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)`` does.
  /// The table asks for its visible cells again on its next ``UITableView/layoutIfNeeded()``.
  ///
  /// - Complexity: O(s log s + n log n) for s sections and n rows in changed sections, to
  ///   diff, plus the table's batch update.
  public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    core.apply(snapshot.core, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Makes `snapshot` current and reloads the table without diffing, then calls
  /// `completion`.
  ///
  /// - Complexity: O(sections + measured sizes), for the host to take the new counts.
  public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    core.applySnapshotUsingReloadData(snapshot.core, completion: completion)
  }

  /// Makes `snapshot` current and updates the table by the difference: UIKit's `async`
  /// `apply(_:animatingDifferences:)`. Headless, the update is done when the call returns,
  /// so this returns without suspending; it runs in its caller's isolation (rule 31).
  ///
  /// - Complexity: that of ``apply(_:animatingDifferences:completion:)``.
  nonisolated(nonsending) public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Makes `snapshot` current and reloads the table without diffing: UIKit's `async`
  /// `applySnapshotUsingReloadData(_:)`; returns without suspending.
  ///
  /// - Complexity: that of ``applySnapshotUsingReloadData(_:completion:)``.
  nonisolated(nonsending) public func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: - Identifiers and index paths

  /// The item shown at `indexPath`, or `nil` when no row is there.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    return core.itemIdentifier(for: ItemPosition(item: indexPath[1], section: indexPath[0]))
  }

  /// Where `identifier` is shown, or `nil` when it is not in the current snapshot.
  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    core.indexPath(for: identifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section shown at `index`, or `nil` when the index is out of range.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    core.sectionIdentifier(for: index)
  }

  /// The index at which `identifier`'s section is shown, or `nil`.
  public func index(for identifier: SectionIdentifierType) -> Int? {
    core.index(for: identifier)
  }
}
#endif
