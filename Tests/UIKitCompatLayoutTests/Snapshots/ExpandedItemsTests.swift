#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// `NSDiffableDataSourceSectionSnapshot.expandedItems`: every expanded item, visible or not,
/// in the section snapshot's depth-first order.
@Suite struct ExpandedItemsTests {
  typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

  /// Fruit (Apple, Citrus (Lime)) and Vegetables (Carrot); nothing expanded.
  static func groceries() -> Outline {
    var outline = Outline()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Citrus"], to: "Fruit")
    outline.append(["Lime"], to: "Citrus")
    outline.append(["Carrot"], to: "Vegetables")
    return outline
  }

  @Test func aNewOutlineHasNoExpandedItems() {
    #expect(Self.groceries().expandedItems.isEmpty)
    #expect(Outline().expandedItems.isEmpty)
  }

  @Test func expandedItemsComeDepthFirstWhateverTheOrderOfExpanding() {
    var outline = Self.groceries()
    outline.expand(["Vegetables", "Citrus", "Fruit"])
    #expect(outline.expandedItems == ["Fruit", "Citrus", "Vegetables"])
  }

  @Test func anExpandedItemUnderACollapsedParentStillCounts() {
    var outline = Self.groceries()
    outline.expand(["Citrus"])
    #expect(outline.visibleItems == ["Fruit", "Vegetables"])
    #expect(outline.expandedItems == ["Citrus"])
    outline.collapse(["Citrus"])
    #expect(outline.expandedItems.isEmpty)
  }

  @Test func aLeafExpandedBeforeItHasChildrenCounts() {
    var outline = Self.groceries()
    outline.expand(["Apple"])
    #expect(outline.expandedItems == ["Apple"])
    outline.append(["Gala"], to: "Apple")
    outline.expand(["Fruit"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Gala", "Citrus", "Vegetables"])
    #expect(outline.expandedItems == ["Fruit", "Apple"])
  }

  @Test func deletedAndUnknownItemsAreNotExpanded() {
    var outline = Self.groceries()
    outline.expand(["Fruit", "Citrus", "Mango"])
    #expect(outline.lastError != nil)
    #expect(outline.expandedItems == ["Fruit", "Citrus"])
    outline.delete(["Citrus"])
    #expect(outline.expandedItems == ["Fruit"])
  }

  @Test func aSubtreeSnapshotKeepsItsExpandedItems() {
    var outline = Self.groceries()
    outline.expand(["Fruit", "Citrus", "Vegetables"])
    #expect(outline.snapshot(of: "Fruit").expandedItems == ["Citrus"])
    #expect(
      outline.snapshot(of: "Fruit", includingParent: true).expandedItems == ["Fruit", "Citrus"])
  }
}
#endif
