/// Keeps the current snapshot of a sectioned list and brings a `DataSourceTarget` along
/// with every change: UIKit's `UICollectionViewDiffableDataSource`, headless and without
/// cells (the target asks for what it needs by position).
///
/// ## Concurrency model
/// The data source is a non-`Sendable` class confined to the isolation domain that owns it
/// (the main actor in an app, one task in a test); Swift 6 checking stops it from being
/// shared, so concurrent applies cannot compile. Snapshots, section snapshots and batch
/// updates are `Sendable` values: build and diff them anywhere, then apply them here.
///
/// ## Re-entrancy
/// UIKit asserts when an apply starts while another is running. Here every apply takes
/// effect at once — `snapshot()` returns it on return, and the batch sent to the target is
/// diffed against the snapshot applied just before — but calls to the target and the
/// callers' completions run one at a time, in order: an apply made from inside a target
/// callback or a completion is queued and runs as soon as the current call returns.
///
/// Driving a `LayoutHost` through DataSourceHosting's `LayoutHostTarget`:
///
/// ```swift
/// let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
/// var snapshot = dataSource.snapshot()
/// try snapshot.appendSections(["fruit"])
/// try snapshot.appendItems([1, 2, 3])
/// dataSource.apply(snapshot)    // host.itemCounts is now [3]
/// dataSource.indexPath(for: 3)  // [0, 2]
/// ```
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  /// The view this data source drives.
  public let target: any DataSourceTarget
  /// Asked and told about user reordering; see `reorderItem(at:to:)`.
  public var reorderingHandlers = ReorderingHandlers<SectionID, ItemID>()
  /// Asked and told about user expansion; see `expandItem(_:)` and `collapseItem(_:)`.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemID>()

  /// The snapshot last applied, without reload marks.
  @usableFromInline
  var current = DataSourceSnapshot<SectionID, ItemID>()
  /// Section snapshots applied with `apply(_:to:)` that still match `current`.
  @usableFromInline
  var sectionSnapshots: [SectionID: SectionSnapshot<ItemID>] = [:]
  /// Target calls and completions waiting for the running one to return.
  @usableFromInline
  var pendingCalls: [TargetCall] = []
  /// Whether a target call or completion is running.
  @usableFromInline
  var isDelivering = false

  /// A data source with an empty snapshot, driving `target`, which it keeps alive.
  @inlinable
  public init(target: any DataSourceTarget) {
    self.target = target
  }

  /// A copy of the current snapshot, without reload or reconfigure marks.
  @inlinable
  public func snapshot() -> DataSourceSnapshot<SectionID, ItemID> { current }

  /// Makes `snapshot` current and sends the target the batch from the previous snapshot.
  ///
  /// As since iOS 15, `animatingDifferences: false` still diffs (the target is told not to
  /// animate). When nothing changed, the target is not called and `completion` still runs.
  /// Section snapshots applied earlier are kept for sections whose visible items did not
  /// change, so their hierarchy survives; other sections become flat (UIKit does not say).
  /// - Complexity: that of `BatchUpdate(from:to:)` (O(s log s + n log n) for s sections and
  ///   n items in changed sections, O(s + n) when nothing moves), plus O(s) for the counts
  ///   sent to the target and O(h) for the h items of the section snapshots applied earlier,
  ///   checked against `snapshot`; plus the target's own cost.
  @inlinable
  public func apply(
    _ snapshot: DataSourceSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    keepSectionSnapshots(matching: snapshot)
    commit(snapshot, animated: animatingDifferences, completion: completion)
  }

  /// Makes `snapshot` current and tells the target to reload everything, without diffing.
  /// - Complexity: O(sections), plus the target's own cost.
  @inlinable
  public func applySnapshotUsingReloadData(
    _ snapshot: DataSourceSnapshot<SectionID, ItemID>, completion: (() -> Void)? = nil
  ) {
    sectionSnapshots = [:]
    current = snapshot.withoutMarks
    enqueue(.reload(itemCounts: current.itemCountsBySection, completion: completion))
  }

  /// The item shown at `position`, or `nil` when the position is out of range.
  @inlinable
  public func itemIdentifier(for position: ItemPosition) -> ItemID? { current.item(at: position) }

  /// Where `item` is shown, or `nil` when it is not in the current snapshot.
  @inlinable
  public func indexPath(for item: ItemID) -> ItemPosition? { current.position(of: item) }

  /// The section shown at `index`, or `nil` when the index is out of range.
  @inlinable
  public func sectionIdentifier(for index: Int) -> SectionID? {
    current.order.indices.contains(index) ? current.slots[current.order[index]].identifier : nil
  }

  /// The index at which `section` is shown, or `nil` when it is not in the current snapshot.
  @inlinable
  public func index(for section: SectionID) -> Int? { current.indexOfSection(section) }
}

// MARK: - Committing and delivering

extension DiffableDataSource {
  /// Makes `snapshot` current and queues the batch that gets the target there.
  @inlinable
  func commit(
    _ snapshot: DataSourceSnapshot<SectionID, ItemID>, animated: Bool,
    completion: (() -> Void)?
  ) {
    let update = BatchUpdate(from: current, to: snapshot)
    current = snapshot.withoutMarks
    if update.isEmpty {
      if let completion { enqueue(.completion(completion)) }
    } else {
      enqueue(
        .batch(
          update, itemCounts: current.itemCountsBySection, animated: animated,
          completion: completion))
    }
  }

  /// Drops section snapshots that no longer describe their section in `snapshot`: the
  /// section is gone, its visible items changed, or one of its hidden items now shows
  /// elsewhere.
  @inlinable
  func keepSectionSnapshots(matching snapshot: DataSourceSnapshot<SectionID, ItemID>) {
    sectionSnapshots = sectionSnapshots.filter { section, stored in
      guard snapshot.indexOfSection(section) != nil,
        stored.visibleItems == snapshot.itemIdentifiers(inSection: section)
      else { return false }
      return !stored.items.contains { !stored.isVisible($0) && snapshot.location(of: $0) != nil }
    }
  }

  /// Runs `call` now, or after the running call when one is running.
  @inlinable
  func enqueue(_ call: TargetCall) {
    pendingCalls.append(call)
    guard !isDelivering else { return }
    isDelivering = true
    while !pendingCalls.isEmpty {
      perform(pendingCalls.removeFirst())
    }
    isDelivering = false
  }

  /// Runs one queued call; the target's completion goes back through the queue, so a
  /// completion it calls synchronously still runs after the call returns.
  @inlinable
  func perform(_ call: TargetCall) {
    switch call {
    case .batch(let update, let itemCounts, let animated, let completion):
      target.performBatchUpdates(update, itemCounts: itemCounts, animated: animated) {
        if let completion { self.enqueue(.completion(completion)) }
      }
    case .reload(let itemCounts, let completion):
      target.reloadData(itemCounts: itemCounts)
      if let completion { enqueue(.completion(completion)) }
    case .reorder(let itemCounts):
      target.didReorderItems(itemCounts: itemCounts)
    case .completion(let completion):
      completion()
    }
  }
}
