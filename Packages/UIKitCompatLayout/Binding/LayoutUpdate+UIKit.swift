#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

// UIKit's batch update calls as changes of the core's update, written once for the
// layout-only host, the collection view and the table view. Index paths of other than two
// indices stand for `(-1, -1)`, so the batch is refused as out of range (rule 21a).
extension LayoutUpdate {
  package mutating func insertItems(at indexPaths: [IndexPath]) {
    insertedItems += indexPaths.map(LayoutIndexPath.init)
  }

  package mutating func deleteItems(at indexPaths: [IndexPath]) {
    deletedItems += indexPaths.map(LayoutIndexPath.init)
  }

  package mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    movedItems.append(ItemMove(from: LayoutIndexPath(indexPath), to: LayoutIndexPath(newIndexPath)))
  }

  package mutating func reloadItems(at indexPaths: [IndexPath]) {
    reloadedItems += indexPaths.map(LayoutIndexPath.init)
  }

  package mutating func reconfigureItems(at indexPaths: [IndexPath]) {
    reconfiguredItems += indexPaths.map(LayoutIndexPath.init)
  }

  package mutating func insertSections(_ sections: IndexSet) {
    insertedSections += sections
  }

  package mutating func deleteSections(_ sections: IndexSet) {
    deletedSections += sections
  }

  package mutating func moveSection(_ section: Int, toSection newSection: Int) {
    movedSections.append(SectionMove(from: section, to: newSection))
  }

  package mutating func reloadSections(_ sections: IndexSet) {
    reloadedSections += sections
  }
}
#endif
