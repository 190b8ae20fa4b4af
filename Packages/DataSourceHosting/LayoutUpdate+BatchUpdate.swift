public import DiffableDataSources
public import LayoutGeometry
public import LayoutResolution

extension LayoutUpdate {
  /// The host's terms for a data source's `batch`: the same positions, index paths for item
  /// positions.
  ///
  /// - Complexity: O(changes in `batch`).
  public init(_ batch: BatchUpdate) {
    self.init()
    deletedSections = batch.deletedSections
    insertedSections = batch.insertedSections
    movedSections = batch.movedSections.map { SectionMove(from: $0.from, to: $0.to) }
    reloadedSections = batch.reloadedSections
    deletedItems = batch.deletedItems.map(LayoutIndexPath.init)
    insertedItems = batch.insertedItems.map(LayoutIndexPath.init)
    movedItems = batch.movedItems.map {
      ItemMove(from: LayoutIndexPath($0.from), to: LayoutIndexPath($0.to))
    }
    reloadedItems = batch.reloadedItems.map(LayoutIndexPath.init)
    reconfiguredItems = batch.reconfiguredItems.map(LayoutIndexPath.init)
  }
}

extension LayoutIndexPath {
  /// The index path of a data source's item position.
  public init(_ position: ItemPosition) {
    self.init(item: position.item, section: position.section)
  }
}
