import LayoutGeometry

/// What changed between two states of a host's data, in the terms `performBatchUpdates`
/// takes: deletes and reloads name old positions, inserts new ones, moves name both, and
/// reconfigures name new positions (the convention of `DiffableDataSources.BatchUpdate`,
/// which `DataSourceHosting` translates into this).
///
/// A host applies it with ``LayoutHost/performBatchUpdates(_:itemCounts:)``: measured sizes
/// follow their items (rule 21a), and only the sections it touches are laid out again.
///
/// ```swift
/// var update = LayoutUpdate()
/// update.insertedItems = [LayoutIndexPath(item: 0, section: 0)]
/// update.movedItems = [.init(from: LayoutIndexPath(item: 3, section: 0),
///                            to: LayoutIndexPath(item: 1, section: 1))]
/// try host.performBatchUpdates(update, itemCounts: [11, 6])
/// ```
public struct LayoutUpdate: Hashable, Sendable {
  /// A section that moves: its old index and its new one.
  public struct SectionMove: Hashable, Sendable {
    /// The section's index before the update.
    public var from: Int
    /// The section's index after the update.
    public var to: Int

    /// A move of the section at `from` to `to`.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// An item that moves, possibly to another section: its old position and its new one.
  public struct ItemMove: Hashable, Sendable {
    /// The item's position before the update.
    public var from: LayoutIndexPath
    /// The item's position after the update.
    public var to: LayoutIndexPath

    /// A move of the item at `from` to `to`.
    public init(from: LayoutIndexPath, to: LayoutIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Old indexes of deleted sections.
  public var deletedSections: [Int] = []
  /// New indexes of inserted sections.
  public var insertedSections: [Int] = []
  /// Sections that move.
  public var movedSections: [SectionMove] = []
  /// Old indexes of reloaded sections: they keep their place and lose their state.
  public var reloadedSections: [Int] = []
  /// Old positions of deleted items.
  public var deletedItems: [LayoutIndexPath] = []
  /// New positions of inserted items.
  public var insertedItems: [LayoutIndexPath] = []
  /// Items that move, within their section or to another.
  public var movedItems: [ItemMove] = []
  /// Old positions of reloaded items: they keep their place and lose their measured size.
  public var reloadedItems: [LayoutIndexPath] = []
  /// New positions of reconfigured items: they keep their measured size and are measured
  /// again once visible.
  public var reconfiguredItems: [LayoutIndexPath] = []

  /// An update that changes nothing.
  public init() {}

  /// Whether the update changes nothing.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && reloadedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
      && movedItems.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
  }
}
