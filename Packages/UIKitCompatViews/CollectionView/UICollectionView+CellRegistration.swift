#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// How to make and configure the cells of one kind of item: UIKit's
  /// `UICollectionView.CellRegistration`. Dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, which registers
  /// `Cell` on first use; make the registration once, outside the cell provider, as UIKit
  /// asks.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
  ///   cell, indexPath, number in
  ///   var content = UIListContentConfiguration.cell()
  ///   content.text = "\(number)"
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    /// The reuse identifier this registration's cells are pooled under, unique to it.
    let reuseIdentifier: String
    /// Configures each dequeued cell.
    let handler: Handler

    /// A registration making `Cell`s configured by `handler`.
    public init(handler: @escaping Handler) {
      reuseIdentifier = "CellRegistration.\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A cell of `registration`'s class for `item` at `indexPath`, reused when one waits,
  /// configured by the registration's handler: UIKit's
  /// `dequeueConfiguredReusableCell(using:for:item:)`. A `nil` item leaves the cell
  /// unconfigured.
  ///
  /// ```swift
  /// UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
  ///   collectionView, indexPath, item in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  /// }
  /// ```
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if views.reuse.cellFactories[registration.reuseIdentifier] == nil {
      views.reuse.cellFactories[registration.reuseIdentifier] = { Cell(frame: .zero) }
    }
    let dequeued = dequeueReusableCell(
      withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    // Always a `Cell`: the pool and the factory of this identifier hold only this
    // registration's class.
    let cell = dequeued as? Cell ?? Cell(frame: .zero)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
#endif
