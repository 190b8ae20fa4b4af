/// The changes that turn one snapshot's sections and items into another's, in the terms a
/// `performBatchUpdates` takes: what UIKit's diffable data source sends its collection view.
///
/// Index conventions follow `performBatchUpdates`: deletes and reloads name positions in the
/// old data, inserts name positions in the new data, moves name both. Reconfigures name
/// positions in the new data, because a reconfigured cell keeps its identity and is updated
/// where it ends up (UIKit does not document the convention for a batch).
///
/// Rules that keep the batch valid for `performBatchUpdates`:
/// - Items inside a deleted, inserted or reloaded section are not listed: the section
///   operation covers them. An item that leaves such a section for a surviving one is an
///   insert; an item that enters one from a surviving section is a delete.
/// - A reloaded section or item that also moves is reported as a delete and an insert,
///   because a reload is a delete plus an insert and may not be combined with a move.
/// - Moves are minimal: everything off a longest increasing subsequence of the surviving
///   elements moves, and an item changing sections always moves.
///
/// Each list is sorted: indexes ascending, moves by destination.
public struct BatchUpdate: Hashable, Sendable {
  /// Old indexes of deleted sections.
  public var deletedSections: [Int] = []
  /// New indexes of inserted sections.
  public var insertedSections: [Int] = []
  /// Sections that move, old index to new index.
  public var movedSections: [SectionMove] = []
  /// Old indexes of reloaded sections.
  public var reloadedSections: [Int] = []
  /// Old positions of deleted items.
  public var deletedItems: [ItemPosition] = []
  /// New positions of inserted items.
  public var insertedItems: [ItemPosition] = []
  /// Items that move, old position to new position, including moves between sections.
  public var movedItems: [ItemMove] = []
  /// Old positions of reloaded items.
  public var reloadedItems: [ItemPosition] = []
  /// New positions of reconfigured items.
  public var reconfiguredItems: [ItemPosition] = []

  /// An empty batch.
  @inlinable
  public init() {}

  /// Whether the batch changes nothing.
  @inlinable
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }
}
