#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UITableView {
  /// Registers `cellClass` to make the cells dequeued with `identifier`: UIKit's
  /// `register(_:forCellReuseIdentifier:)`. `nil` unregisters it. A class that is not a
  /// ``UITableViewCell`` changes nothing and is kept in ``lastError``. Cells of the class
  /// are made with ``UITableViewCell/init(style:reuseIdentifier:)``, in the default style,
  /// as in UIKit.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      views.reuse.cellFactories[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      lastError = .registeredClassNotCell(reuseIdentifier: identifier)
      return
    }
    views.reuse.cellFactories[identifier] = {
      cellType.init(style: .default, reuseIdentifier: identifier)
    }
  }

  /// A cell for the row at `indexPath`: one waiting in `identifier`'s pool, after its
  /// `prepareForReuse()`, or a new one of the registered class. UIKit's
  /// `dequeueReusableCell(withIdentifier:for:)`; call it from the data source's
  /// `tableView(_:cellForRowAt:)` or a diffable data source's cell provider.
  ///
  /// Departure: UIKit raises for an identifier nothing was registered for; here the error
  /// is kept in ``lastError`` and a plain ``UITableViewCell`` comes back, so the rest of the
  /// table still shows.
  ///
  /// ```swift
  /// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  /// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  /// ```
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      lastError = .cellReuseIdentifierNotRegistered(identifier)
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }

  /// A cell waiting in `identifier`'s pool, after its `prepareForReuse()`, or a new one of
  /// the class registered for `identifier`, or `nil` when there is neither: UIKit's
  /// `dequeueReusableCell(withIdentifier:)`, which the classic pattern completes with a cell
  /// of its own.
  ///
  /// ```swift
  /// let cell = tableView.dequeueReusableCell(withIdentifier: "value")
  ///   ?? UITableViewCell(style: .value1, reuseIdentifier: "value")
  /// ```
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    views.dequeueCell(withReuseIdentifier: identifier) as? UITableViewCell
  }

  /// The cell the data source gives for the row at `indexPath`, or a plain one where it
  /// gives one already shown at another row, the error kept in ``lastError``. A cell given
  /// without being dequeued (kept by the data source) leaves its pool, so that no dequeue
  /// hands it to another row while it shows.
  ///
  /// - Complexity: O(v + p) for v cells shown and p cells in the given cell's pool; plus the
  ///   data source's call.
  func makeRowCell(at indexPath: IndexPath) -> UITableViewCell {
    guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    views.reuse.remove(cell)
    let shown = views.displayed
    let elsewhere =
      shown.cells.contains { $0.key != indexPath && $0.value === cell }
      || shown.measuredCells.contains { $0.key != indexPath && $0.value === cell }
    guard !elsewhere else {
      lastError = .cellAlreadyShown(indexPath)
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }
}
#endif
