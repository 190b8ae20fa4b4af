#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutResolution
import UIKitCompatLayout

extension UITableView {
  /// How inserted, deleted and reloaded rows animate: UIKit's `UITableView.RowAnimation`.
  /// Headless, every kind animates as the table's batch updates do (rule 21d); the kind is
  /// kept by nothing.
  public enum RowAnimation: Int, Hashable, Sendable, CaseIterable {
    /// Fades in or out.
    case fade = 0
    /// Slides in from or out to the right.
    case right = 1
    /// Slides in from or out to the left.
    case left = 2
    /// Slides in from or out to the top.
    case top = 3
    /// Slides in from or out to the bottom.
    case bottom = 4
    /// No animation of its own.
    case none = 5
    /// Keeps the row in the middle while it comes or goes.
    case middle = 6
    /// The table's choice.
    case automatic = 100
  }

  /// Applies the row and section changes that `updates` makes as one batch, then calls
  /// `completion` with whether it was applied: UIKit's `performBatchUpdates(_:completion:)`,
  /// which animates it as the collection view's do (rule 21d) and calls
  /// `completion` before returning. A batch UIKit would raise for (an index out of range,
  /// counts the data source does not confirm) changes nothing, is kept in ``lastError``, and
  /// `completion` gets `false`. Between ``beginUpdates()`` and ``endUpdates()`` it joins
  /// their batch.
  ///
  /// ```swift
  /// rows.remove(at: 0)
  /// tableView.performBatchUpdates {
  ///   tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
  /// }
  /// ```
  ///
  /// - Complexity: that of `LayoutHost.performBatchUpdates(_:itemCounts:)`: O(c log c +
  ///   c log n) for c changes in sections of n rows, plus laying out again each section whose
  ///   index or row count changed, plus the data source's answers for every section.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if let openBatch {
      updates?()
      if let completion { openBatch.completions.append(completion) }
      return
    }
    // Before the change: an animated batch measures the rows it will show with cells the data
    // source configures for their new content (rule 21a).
    views.dataWillChange()
    binding.performBatchUpdates(updates, completion: completion) { [weak self] error in
      self?.lastError = .updateRefused(error)
    }
  }

  /// Opens a batch: the row and section changes until the matching ``endUpdates()`` are
  /// applied together, UIKit's `beginUpdates()`. Pairs nest.
  public func beginUpdates() {
    if let openBatch {
      openBatch.depth += 1
    } else {
      openBatch = TableViewUpdateBatch()
    }
  }

  /// Applies the changes since the matching ``beginUpdates()`` as one batch, as
  /// ``performBatchUpdates(_:completion:)`` does: UIKit's `endUpdates()`. Without an open
  /// batch it changes nothing and is kept in ``lastError``.
  public func endUpdates() {
    guard let batch = openBatch else {
      lastError = .endUpdatesWithoutBeginUpdates
      return
    }
    batch.depth -= 1
    guard batch.depth == 0 else { return }
    openBatch = nil
    performBatchUpdates(
      {
        for change in batch.changes { change() }
      },
      completion: { finished in
        for completion in batch.completions { completion(finished) }
      })
  }

  /// Inserts rows at `indexPaths`, positions after the batch: UIKit's
  /// `insertRows(at:with:)`.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertItems(at: indexPaths) }
  }

  /// Deletes the rows at `indexPaths`, positions before the batch: UIKit's
  /// `deleteRows(at:with:)`.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deleteItems(at: indexPaths) }
  }

  /// Reloads the rows at `indexPaths`, which are asked for their cells and heights again:
  /// UIKit's `reloadRows(at:with:)`.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadItems(at: indexPaths) }
  }

  /// Reconfigures the rows at `indexPaths`: their cells are asked for again, their heights
  /// kept: UIKit's `reconfigureRows(at:)`.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    record { $0.reconfigureItems(at: indexPaths) }
  }

  /// Moves the row at `indexPath` to `newIndexPath`: UIKit's `moveRow(at:to:)`.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts `sections`: UIKit's `insertSections(_:with:)`.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertSections(sections) }
  }

  /// Deletes `sections`: UIKit's `deleteSections(_:with:)`.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deleteSections(sections) }
  }

  /// Reloads `sections`, whose rows are asked for their cells and heights again: UIKit's
  /// `reloadSections(_:with:)`.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadSections(sections) }
  }

  /// Moves `section` to `newSection`: UIKit's `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Asks the data source for its counts again and drops the selection: UIKit's
  /// `reloadData()`. The next ``layoutIfNeeded()`` asks for every visible cell again.
  ///
  /// Decided: rows keep heights measured earlier where their section keeps its row count
  /// (rule 21a); reload rows or sections to have them measured again.
  ///
  /// - Complexity: O(sections + measured sizes), plus the data source's answers for every
  ///   section; the next query lays out again.
  public func reloadData() {
    change { [binding] in binding.reloadData() }
  }

  /// Records `edit` in the open batch, or applies it as a batch of its own.
  private func record(_ edit: @escaping (inout LayoutUpdate) -> Void) {
    change { [binding] in
      binding.record(edit) { [weak self] error in self?.lastError = .updateRefused(error) }
    }
  }

  /// Runs `change` in the open batch when it closes, or now as a batch of its own.
  private func change(_ change: @escaping () -> Void) {
    if let openBatch {
      openBatch.changes.append(change)
    } else {
      performBatchUpdates(change)
    }
  }
}
#endif
