#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources

extension NSDiffableDataSourceSectionSnapshot {
  /// Appends `items` as the last children of `parent`, or as the last root items when
  /// `parent` is `nil`.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers` when `items`
  /// repeats one, `unknownItem` for an unknown `parent`, or `duplicateItem` for the first
  /// item already present; UIKit raises an exception for each.
  /// - Complexity: O(k + items after `parent`, its subtree included), or O(k) for root
  ///   items.
  @inlinable
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    do { try core.append(items, to: parent) } catch { lastError = error }
  }

  /// Inserts `items` just before `nextSiblingIdentifier`, at its level.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownItem` (an unknown anchor) or `duplicateItem`; UIKit raises an exception.
  /// - Complexity: O(k + items from the anchor on).
  @inlinable
  public mutating func insert(
    _ items: [ItemIdentifierType], before nextSiblingIdentifier: ItemIdentifierType
  ) {
    do { try core.insert(items, before: nextSiblingIdentifier) } catch { lastError = error }
  }

  /// Inserts `items` after `previousSiblingIdentifier` and its whole subtree, at its level.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownItem` (an unknown anchor) or `duplicateItem`; UIKit raises an exception.
  /// - Complexity: O(k + items after the anchor, its subtree included).
  @inlinable
  public mutating func insert(
    _ items: [ItemIdentifierType], after previousSiblingIdentifier: ItemIdentifierType
  ) {
    do { try core.insert(items, after: previousSiblingIdentifier) } catch { lastError = error }
  }

  /// Appends the trees of `snapshot` under `parent` (at the root when `nil`), keeping their
  /// shape and expansion states.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` for an unknown
  /// `parent` or `duplicateItem` for the first item already present; UIKit raises an
  /// exception.
  /// - Complexity: O(k + items after `parent`, its subtree included) for the k items of
  ///   `snapshot`, or O(k) at the root.
  @inlinable
  public mutating func append(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to parent: ItemIdentifierType? = nil
  ) {
    do { try core.append(snapshot.core, to: parent) } catch { lastError = error }
  }

  /// Inserts the trees of `snapshot` just before `nextSiblingIdentifier`, at its level.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` (an unknown anchor)
  /// or `duplicateItem`; UIKit raises an exception.
  /// - Complexity: O(k + items from the anchor on) for the k items of `snapshot`.
  @inlinable
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    before nextSiblingIdentifier: ItemIdentifierType
  ) {
    do { try core.insert(snapshot.core, before: nextSiblingIdentifier) } catch {
      lastError = error
    }
  }

  /// Inserts the trees of `snapshot` after `previousSiblingIdentifier` and its subtree, at
  /// its level.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` (an unknown anchor)
  /// or `duplicateItem`; UIKit raises an exception.
  /// - Complexity: O(k + items after the anchor, its subtree included) for the k items of
  ///   `snapshot`.
  @inlinable
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    after previousSiblingIdentifier: ItemIdentifierType
  ) {
    do { try core.insert(snapshot.core, after: previousSiblingIdentifier) } catch {
      lastError = error
    }
  }

  /// Deletes `items` with all their descendants, as UIKit does; identifiers not in the
  /// section snapshot are ignored, so this is never refused.
  /// - Complexity: O(items + k log k) for k items given.
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    core.delete(items)
  }

  /// Deletes every item.
  @inlinable
  public mutating func deleteAll() {
    core.deleteAll()
  }

  /// Replaces the descendants of `parent` with the trees of `snapshot`.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownItem` for an unknown
  /// `parent` or `duplicateItem` for the first item of `snapshot` found elsewhere in this
  /// one; UIKit raises an exception.
  /// - Complexity: O(items + k) for the k items of `snapshot`.
  @inlinable
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    do { try core.replace(childrenOf: parent, using: snapshot.core) } catch {
      lastError = error
    }
  }

  /// Expands `items`, showing their children. UIKit only logs for an item not in the section
  /// snapshot; here it is skipped, the others still expand, the result is `false` and
  /// ``lastError`` names the first skipped item (`unknownItem`). UIKit's returns nothing.
  /// - Complexity: O(k + items after the first expanded parent), plus O(k) when an item is
  ///   unknown.
  @inlinable
  @discardableResult
  public mutating func expand(_ items: [ItemIdentifierType]) -> Bool {
    recordUnknown(among: items, allKnown: core.expand(items))
  }

  /// Collapses `items`, hiding their descendants. Unknown items are skipped and reported as
  /// in `expand(_:)`.
  /// - Complexity: O(k + items after the first collapsed parent), plus O(k) when an item is
  ///   unknown.
  @inlinable
  @discardableResult
  public mutating func collapse(_ items: [ItemIdentifierType]) -> Bool {
    recordUnknown(among: items, allKnown: core.collapse(items))
  }

  /// Records `unknownItem` for the first of `items` not in the section snapshot unless
  /// `allKnown`, and returns `allKnown`.
  @inlinable
  mutating func recordUnknown(among items: [ItemIdentifierType], allKnown: Bool) -> Bool {
    if !allKnown, let unknown = items.first(where: { !core.contains($0) }) {
      lastError = .unknownItem(AnyIdentifier(unknown))
    }
    return allKnown
  }
}
#endif
