#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources
public import Foundation

/// The items of one section as a forest that expands and collapses: UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, spelled as UIKit spells it, over the core's
/// `SectionSnapshot` (``core``).
///
/// Items start collapsed; an item is visible when every ancestor is expanded, and a data
/// source shows a section's ``visibleItems``. Membership, level, index, parent and
/// visibility queries are O(1). A `Sendable` value with copy-on-write storage.
///
/// ## Bad input
/// As with ``NSDiffableDataSourceSnapshot``, a mutation UIKit would answer with an exception
/// changes nothing and records why in ``lastError``; ``core`` offers the throwing spellings.
/// `expand(_:)` and `collapse(_:)` follow UIKit, which only logs for an unknown item: they
/// skip it, act on the others, and report it through their result and ``lastError``.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems  // ["Fruit", "Vegetables"]: items start collapsed
/// outline.expand(["Fruit"])
/// outline.visibleItems  // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  /// The core section snapshot this wraps: the bridge to `DiffableDataSources` and its
  /// throwing API. Mutating it directly leaves ``lastError`` alone.
  public var core: SectionSnapshot<ItemIdentifierType>
  /// Why the most recent refused call made through a UIKit spelling was refused, or `nil` if
  /// none was. A later successful call keeps it; set it to `nil` to start over. UIKit has no
  /// counterpart: it raises an exception instead.
  public var lastError: DataSourceError?

  /// An empty section snapshot.
  @inlinable
  public init() {
    core = SectionSnapshot()
  }

  /// A section snapshot with the items, tree and expansion states of `core`, and no error.
  @inlinable
  public init(_ core: SectionSnapshot<ItemIdentifierType>) {
    self.core = core
  }
}

// MARK: - Queries

extension NSDiffableDataSourceSectionSnapshot {
  /// Every item, depth-first, visible or not.
  @inlinable
  public var items: [ItemIdentifierType] { core.items }

  /// The items at level 0, in order.
  /// - Complexity: O(items).
  @inlinable
  public var rootItems: [ItemIdentifierType] { core.rootItems }

  /// The visible items, depth-first: what a data source shows for the section.
  @inlinable
  public var visibleItems: [ItemIdentifierType] { core.visibleItems }

  /// Every expanded item, visible or not, depth-first: UIKit's `expandedItems` (iOS 18.1;
  /// `expandedItems()` on the Objective-C section snapshot since iOS 14). An item expanded
  /// while it had no children counts, as ``isExpanded(_:)`` says. UIKit does not document
  /// the order; depth-first, as ``items``, is decided.
  ///
  /// ```swift
  /// var outline = NSDiffableDataSourceSectionSnapshot<String>()
  /// outline.append(["Fruit", "Vegetables"])
  /// outline.append(["Apple"], to: "Fruit")
  /// outline.expand(["Vegetables", "Apple", "Fruit"])
  /// outline.expandedItems  // ["Fruit", "Apple", "Vegetables"]
  /// ```
  ///
  /// - Complexity: O(items).
  @inlinable
  public var expandedItems: [ItemIdentifierType] { core.items.filter(core.isExpanded) }

  /// Whether `item` is in the section snapshot, visible or not.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool { core.contains(item) }

  /// The index of `item` in ``items``, or `nil` when it is not in the section snapshot.
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? { core.index(of: item) }

  /// The depth of `item`, 0 for a root item. UIKit's answer for an item not in the section
  /// snapshot is undocumented; we answer Foundation's `NSNotFound`, keeping UIKit's `Int`
  /// result (`core.level(of:)` answers `nil`).
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int { core.level(of: item) ?? NSNotFound }

  /// The parent of `child`, or `nil` for a root item or an item not in the section snapshot.
  @inlinable
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    core.parent(of: child)
  }

  /// Whether `item` is expanded; an item not in the section snapshot is not.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { core.isExpanded(item) }

  /// Whether `item` is visible: in the section snapshot with every ancestor expanded.
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool { core.isVisible(item) }

  /// The subtree under `parent` as its own section snapshot, levels restarting at 0 and
  /// expansion states kept; with `includingParent`, `parent` is its single root.
  ///
  /// When `parent` is not in the section snapshot UIKit raises an exception; here the result
  /// is empty and carries `unknownItem` in its ``lastError``.
  /// - Complexity: O(size of the subtree).
  @inlinable
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    do {
      return Self(try core.snapshot(of: parent, includingParent: includingParent))
    } catch {
      var refused = Self()
      refused.lastError = error
      return refused
    }
  }

  /// A text picture of the tree, one line per item: `*` marks a visible item, `+` an
  /// expanded parent and `-` a collapsed one, two spaces per level. UIKit documents the
  /// markers but not the layout; see `SectionSnapshot.visualDescription()` for ours.
  /// - Complexity: O(items).
  @inlinable
  public func visualDescription() -> String { core.visualDescription() }
}

// MARK: - Equality

extension NSDiffableDataSourceSectionSnapshot: Equatable {
  /// Whether both hold the same items in the same tree with the same items expanded, as the
  /// cores compare; ``lastError`` is not compared. UIKit's section snapshot is not
  /// `Equatable`.
  /// - Complexity: O(items).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.core == rhs.core
  }
}
#endif
