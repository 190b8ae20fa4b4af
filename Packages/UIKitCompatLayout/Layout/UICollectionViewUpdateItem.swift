#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution

/// One change of a batch update, as a layout is told of it: UIKit's
/// `UICollectionViewUpdateItem`, handed to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
///
/// An item's change names its index path before the batch (deletes, reloads, moves) and
/// after it (inserts, reloads, moves); the other is `nil`. A section's change names the
/// section with item `NSNotFound`, as UIKit's does.
///
/// ```swift
/// final class Recording: UICollectionViewCompositionalLayout {
///   var inserted: [IndexPath] = []
///   override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
///     inserted = updateItems.filter { $0.updateAction == .insert }
///       .compactMap(\.indexPathAfterUpdate)
///   }
/// }
/// ```
public final class UICollectionViewUpdateItem {
  /// What a change does: UIKit's `UICollectionViewUpdateItem.Action`.
  public enum Action: Int, Hashable, Sendable, CaseIterable {
    /// An item or section comes.
    case insert = 0
    /// An item or section goes.
    case delete = 1
    /// An item or section is replaced in place.
    case reload = 2
    /// An item or section moves.
    case move = 3
    /// No change.
    case none = 4
  }

  /// Where the item or section was before the batch, or `nil` for an insert.
  public let indexPathBeforeUpdate: IndexPath?
  /// Where the item or section is after the batch, or `nil` for a delete.
  public let indexPathAfterUpdate: IndexPath?
  /// What the change does.
  public let updateAction: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    updateAction = action
  }

  /// The changes of `update`, in UIKit's order of kinds: deletes, inserts, reloads, moves,
  /// sections before items. Reconfigures change no layout and make none, as in UIKit.
  ///
  /// - Complexity: O(changes).
  static func items(of update: LayoutUpdate) -> [UICollectionViewUpdateItem] {
    func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
    func item(_ path: LayoutIndexPath) -> IndexPath { IndexPath(path) }
    var items: [UICollectionViewUpdateItem] = []
    items += update.deletedSections.map { .init(before: section($0), after: nil, action: .delete) }
    items += update.insertedSections.map { .init(before: nil, after: section($0), action: .insert) }
    items += update.reloadedSections.map {
      .init(before: section($0), after: section($0), action: .reload)
    }
    items += update.movedSections.map {
      .init(before: section($0.from), after: section($0.to), action: .move)
    }
    items += update.deletedItems.map { .init(before: item($0), after: nil, action: .delete) }
    items += update.insertedItems.map { .init(before: nil, after: item($0), action: .insert) }
    items += update.reloadedItems.map {
      .init(before: item($0), after: item($0), action: .reload)
    }
    items += update.movedItems.map {
      .init(before: item($0.from), after: item($0.to), action: .move)
    }
    return items
  }
}
#endif
