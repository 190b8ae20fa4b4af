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
/// Every update also invalidates the host's layout, even when the counts are unchanged
/// (sections or items swapped places, or were reloaded), as `performBatchUpdates` and
/// `reloadData()` invalidate a collection view's layout: section providers often choose a
/// section's layout from the identifier the data source shows at that index, so the next
/// query must ask them again. The host lays out lazily, so this costs nothing until then.
///
/// Headless, nothing animates: `performBatchUpdates` sets the counts and calls its
/// completion before returning. Confined to its caller like the host and the data source.
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

  /// Sets the host's item counts to `itemCounts`, invalidates its layout, reports `update`
  /// to ``onUpdate`` and calls `completion`. `animated` changes nothing headless.
  ///
  /// - Complexity: O(sections + measured sizes), as setting `LayoutHost.itemCounts` costs,
  ///   plus ``onUpdate``'s and `completion`'s own cost; the host solves again on its next
  ///   query.
  public func performBatchUpdates(
    _ update: BatchUpdate, itemCounts: [Int], animated: Bool,
    completion: @escaping () -> Void
  ) {
    show(itemCounts)
    onUpdate?(update)
    completion()
  }

  /// Sets the host's item counts to `itemCounts` and invalidates its layout, as
  /// `reloadData()` does.
  ///
  /// - Complexity: O(sections + measured sizes), as setting `LayoutHost.itemCounts` costs.
  public func reloadData(itemCounts: [Int]) {
    show(itemCounts)
  }

  /// Takes the counts a user move left: the host keeps counts of its own, so unlike a
  /// collection view it has not shown the move yet.
  ///
  /// - Complexity: O(sections + measured sizes), as setting `LayoutHost.itemCounts` costs.
  public func didReorderItems(itemCounts: [Int]) {
    show(itemCounts)
  }

  private func show(_ itemCounts: [Int]) {
    host.itemCounts = itemCounts
    host.invalidateLayout()
  }
}
