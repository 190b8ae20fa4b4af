#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources

extension NSDiffableDataSourceSnapshot {
  /// Appends `identifiers` to the end of `sectionIdentifier`'s section, or of the last section
  /// when it is `nil`. An item already in the snapshot moves to its new place, as in UIKit
  /// (which also logs a warning).
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers` when
  /// `identifiers` repeats one, `noSections` when no section is named and there is none, or
  /// `unknownSection`; UIKit raises an exception for each.
  /// - Complexity: O(k + log sections) for k new items; j items moved from elsewhere also
  ///   cost O(j log j) and the items after them in their old sections.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    do { try core.appendItems(identifiers, toSection: sectionIdentifier) } catch {
      lastError = error
    }
  }

  /// Inserts `identifiers` just before `beforeIdentifier`, in its section; items already in
  /// the snapshot move there.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownItem` (an unknown anchor) or `anchorAmongInsertedItems`; UIKit raises an
  /// exception for each.
  /// - Complexity: O(k + m + log sections) for k items and m items after the anchor in its
  ///   section; j items moved from elsewhere also cost O(j log j) and the items after them
  ///   in their old sections.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    do { try core.insertItems(identifiers, beforeItem: beforeIdentifier) } catch {
      lastError = error
    }
  }

  /// Inserts `identifiers` just after `afterIdentifier`, in its section; items already in the
  /// snapshot move there.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownItem` (an unknown anchor) or `anchorAmongInsertedItems`; UIKit raises an
  /// exception for each.
  /// - Complexity: O(k + m + log sections) for k items and m items after the anchor in its
  ///   section; j items moved from elsewhere also cost O(j log j) and the items after them
  ///   in their old sections.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    do { try core.insertItems(identifiers, afterItem: afterIdentifier) } catch {
      lastError = error
    }
  }

  /// Deletes `identifiers` from their sections; identifiers not in the snapshot are ignored,
  /// so this is never refused.
  /// - Complexity: O(k log k + m + r) for k items, m items after the first deleted one in
  ///   each section they leave, and r items marked for reload or reconfiguration.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    core.deleteItems(identifiers)
  }

  /// Deletes every item and every section, as UIKit's `deleteAllItems()` does.
  @inlinable
  public mutating func deleteAllItems() {
    core.deleteAllItems()
  }

  /// Moves `identifier` to just before `toIdentifier`, which may be in another section.
  /// Moving an item before itself does nothing (UIKit leaves this undefined).
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` when either item is
  /// not in the snapshot; UIKit raises an exception.
  /// - Complexity: O(m + log sections) for the m items after the old and new places in
  ///   their sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    do { try core.moveItem(identifier, beforeItem: toIdentifier) } catch { lastError = error }
  }

  /// Moves `identifier` to just after `toIdentifier`, which may be in another section.
  /// Moving an item after itself does nothing (UIKit leaves this undefined).
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` when either item is
  /// not in the snapshot; UIKit raises an exception.
  /// - Complexity: O(m + log sections) for the m items after the old and new places in
  ///   their sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    do { try core.moveItem(identifier, afterItem: toIdentifier) } catch { lastError = error }
  }

  /// Marks `identifiers` for reloading: applying the snapshot replaces their cells.
  ///
  /// Refused, marking nothing, with ``lastError`` set to `unknownItem` for the first item not
  /// in the snapshot; UIKit raises an exception.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    do { try core.reloadItems(identifiers) } catch { lastError = error }
  }

  /// Marks `identifiers` for reconfiguring: applying the snapshot updates their existing
  /// cells.
  ///
  /// Refused, marking nothing, with ``lastError`` set to `unknownItem` for the first item not
  /// in the snapshot; UIKit raises an exception.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    do { try core.reconfigureItems(identifiers) } catch { lastError = error }
  }
}
#endif
