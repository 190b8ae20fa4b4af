public import DiffableDataSources
public import LayoutResolution

/// The glue that lets a `DiffableDataSource` drive a `LayoutHost`: the data source's
/// `DataSourceTarget`, setting the host's item counts on every update, as a
/// `UICollectionView` follows its diffable data source.
///
/// It lives in `DataSourceHosting`, the one module that sees both `LayoutResolution` and
/// `DiffableDataSources`, so that each of them depends on neither. UIKitCompat's
/// `UICollectionViewDiffableDataSource` drives its host's core through it.
///
/// Each batch reaches the host as a ``LayoutResolution/LayoutUpdate`` through
/// `LayoutHost.performBatchUpdates(_:itemCounts:)`: measured sizes follow their items, and
/// only the sections the batch touches are solved again. A section whose identifier now
/// stands at another index has moved, so its provider, which may choose a layout by that
/// identifier, is asked again. A reload (`reloadData`) sets the counts and invalidates the
/// whole layout, as `reloadData()` invalidates a collection view's.
///
/// A batch applied with animation runs as the host's `transition` (rule 21d); the host is at
/// its end at once, and `performBatchUpdates` calls its completion before returning.
/// Confined to its caller like the host and the data source.
///
/// ```swift
/// let host = LayoutHost(layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [])
/// let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
/// var snapshot = DataSourceSnapshot<String, Int>()
/// try snapshot.appendSections(["fruit", "vegetables"])
/// try snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// dataSource.apply(snapshot)
/// host.itemCounts  // [3, 0]
/// ```
public final class LayoutHostTarget: DataSourceTarget {
  /// The host whose item counts follow the data source.
  public let host: LayoutHost
  /// Called with each batch, after the host has taken the new counts and before the
  /// batch's completion runs; `nil` by default. Reloads are not batches and are not
  /// reported. Lets an owner record or animate what changed.
  public var onUpdate: ((BatchUpdate) -> Void)?

  /// A target driving `host`, which it keeps alive.
  public init(host: LayoutHost, onUpdate: ((BatchUpdate) -> Void)? = nil) {
    self.host = host
    self.onUpdate = onUpdate
  }

  /// Applies `update` to the host (`LayoutHost.performBatchUpdates(_:itemCounts:)`), animated
  /// when `animated` (`performBatchUpdates(_:itemCounts:animation:)`, rule 21d: the host's
  /// `transition`), reports it to ``onUpdate`` and calls `completion`, at once: the host is at
  /// the end of the batch already.
  ///
  /// A data source's batches always agree with its counts; should one not, the host
  /// refuses it, the error is kept in ``lastError`` and the counts are shown as a reload.
  ///
  /// - Complexity: that of `LayoutHost.performBatchUpdates(_:itemCounts:)`, plus
  ///   ``onUpdate``'s and `completion`'s own cost.
  public func performBatchUpdates(
    _ update: BatchUpdate, itemCounts: [Int], animated: Bool,
    completion: @escaping () -> Void
  ) {
    do {
      if animated {
        try host.performBatchUpdates(
          LayoutUpdate(update), itemCounts: itemCounts, animation: .batchUpdates)
      } else {
        try host.performBatchUpdates(LayoutUpdate(update), itemCounts: itemCounts)
      }
    } catch {
      lastError = error
      show(itemCounts)
    }
    onUpdate?(update)
    completion()
  }

  /// The last batch the host refused, or `nil`.
  public private(set) var lastError: LayoutUpdateError?

  /// Sets the host's item counts to `itemCounts` and invalidates its layout, as
  /// `reloadData()` does; like it, deselects every item and cancels a movement in progress
  /// (`LayoutHost.clearInteractionState()`), whatever the counts.
  ///
  /// - Complexity: O(sections), as setting `LayoutHost.itemCounts` costs, plus a batch update
  ///   of one move when a moving item is away from its place; the host solves again on its
  ///   next query.
  public func reloadData(itemCounts: [Int]) {
    host.clearInteractionState()
    show(itemCounts)
  }

  /// Takes the counts a user move left: the host keeps counts of its own, so unlike a
  /// collection view it has not shown the move yet.
  ///
  /// - Complexity: O(sections), as setting `LayoutHost.itemCounts` costs.
  public func didReorderItems(itemCounts: [Int]) {
    show(itemCounts)
  }

  private func show(_ itemCounts: [Int]) {
    host.itemCounts = itemCounts
    host.invalidateLayout()
  }
}
