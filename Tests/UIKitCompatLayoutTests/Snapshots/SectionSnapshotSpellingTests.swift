#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// UIKit's spellings of the section snapshot: the outline operations, and bad input that
/// UIKit answers with an exception leaving the section snapshot unchanged with `lastError` set.
@Suite struct SectionSnapshotSpellingTests {
  typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

  /// Fruit (Apple, Citrus (Lime)) and Vegetables (Carrot); Fruit expanded.
  static let groceries: Outline = {
    var outline = Outline()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Citrus"], to: "Fruit")
    outline.append(["Lime"], to: "Citrus")
    outline.append(["Carrot"], to: "Vegetables")
    outline.expand(["Fruit"])
    return outline
  }()

  static func outline(_ items: [String]) -> Outline {
    var outline = Outline()
    outline.append(items)
    return outline
  }

  /// One refused call: what it does and the error it records.
  struct RefusedCall: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let call: @Sendable (inout Outline) -> Void
    let error: DataSourceError

    init(
      _ name: String, _ error: DataSourceError, _ call: @escaping @Sendable (inout Outline) -> Void
    ) {
      testDescription = name
      self.call = call
      self.error = error
    }
  }

  static let refusedCalls: [RefusedCall] = [
    RefusedCall("append repeating an identifier", .duplicateIdentifiers([AnyIdentifier("Kiwi")])) {
      $0.append(["Kiwi", "Kiwi"], to: "Fruit")
    },
    RefusedCall("append to an unknown parent", .unknownItem(AnyIdentifier("Nuts"))) {
      $0.append(["Pecan"], to: "Nuts")
    },
    RefusedCall("append a present item", .duplicateItem(AnyIdentifier("Lime"))) {
      $0.append(["Kiwi", "Lime"])
    },
    RefusedCall("insert before an unknown item", .unknownItem(AnyIdentifier("Nuts"))) {
      $0.insert(["Kiwi"], before: "Nuts")
    },
    RefusedCall("insert after an unknown item", .unknownItem(AnyIdentifier("Nuts"))) {
      $0.insert(["Kiwi"], after: "Nuts")
    },
    RefusedCall("append a sub-snapshot with a present item", .duplicateItem(AnyIdentifier("Apple")))
    {
      $0.append(outline(["Kiwi", "Apple"]), to: "Vegetables")
    },
    RefusedCall("insert a sub-snapshot before an unknown item", .unknownItem(AnyIdentifier("Nuts")))
    {
      $0.insert(outline(["Kiwi"]), before: "Nuts")
    },
    RefusedCall(
      "insert a sub-snapshot holding a present item", .duplicateItem(AnyIdentifier("Carrot"))
    ) {
      $0.insert(outline(["Carrot"]), after: "Fruit")
    },
    RefusedCall("replace the children of an unknown item", .unknownItem(AnyIdentifier("Nuts"))) {
      $0.replace(childrenOf: "Nuts", using: outline(["Pecan"]))
    },
    RefusedCall(
      "replace children with an item from elsewhere", .duplicateItem(AnyIdentifier("Carrot"))
    ) {
      $0.replace(childrenOf: "Fruit", using: outline(["Kiwi", "Carrot"]))
    },
  ]
}

extension SectionSnapshotSpellingTests {
  @Test(arguments: refusedCalls)
  func refusedCallLeavesTheOutlineUnchangedAndRecordsTheError(_ refused: RefusedCall) {
    var outline = Self.groceries
    refused.call(&outline)
    #expect(outline == Self.groceries)
    #expect(outline.visualDescription() == Self.groceries.visualDescription())
    #expect(outline.lastError == refused.error)
  }

  @Test func expandingOrCollapsingAnUnknownItemReportsItAndActsOnTheOthers() {
    var outline = Self.groceries
    let expandedUnknown = outline.expand(["Nuts"])
    #expect(!expandedUnknown)
    #expect(outline == Self.groceries)
    #expect(outline.lastError == .unknownItem(AnyIdentifier("Nuts")))

    outline.lastError = nil
    let expandedSome = outline.expand(["Vegetables", "Seeds"])
    #expect(!expandedSome)
    #expect(outline.isExpanded("Vegetables"))
    #expect(outline.lastError == .unknownItem(AnyIdentifier("Seeds")))

    outline.lastError = nil
    let collapsedSome = outline.collapse(["Seeds", "Fruit"])
    #expect(!collapsedSome)
    #expect(!outline.isExpanded("Fruit"))
    #expect(outline.lastError == .unknownItem(AnyIdentifier("Seeds")))

    outline.lastError = nil
    let collapsedKnown = outline.collapse(["Vegetables"])
    #expect(collapsedKnown)
    #expect(outline.lastError == nil)
    #expect(outline.visibleItems == ["Fruit", "Vegetables"])
  }

  @Test func subtreeOfAnUnknownItemIsEmptyAndCarriesTheError() {
    let subtree = Self.groceries.snapshot(of: "Nuts")
    #expect(subtree.items.isEmpty)
    #expect(subtree.lastError == .unknownItem(AnyIdentifier("Nuts")))
    #expect(Self.groceries.level(of: "Nuts") == NSNotFound)
    #expect(Self.groceries.index(of: "Nuts") == nil)
    #expect(Self.groceries.parent(of: "Nuts") == nil)
    #expect(!Self.groceries.isVisible("Nuts"))
  }
}

extension SectionSnapshotSpellingTests {
  @Test func queriesDescribeTheTree() {
    let outline = Self.groceries
    #expect(outline.items == ["Fruit", "Apple", "Citrus", "Lime", "Vegetables", "Carrot"])
    #expect(outline.rootItems == ["Fruit", "Vegetables"])
    #expect(outline.visibleItems == ["Fruit", "Apple", "Citrus", "Vegetables"])
    #expect(outline.contains("Lime"))
    #expect(outline.index(of: "Lime") == 3)
    #expect(outline.level(of: "Lime") == 2)
    #expect(outline.parent(of: "Lime") == "Citrus")
    #expect(outline.parent(of: "Fruit") == nil)
    #expect(outline.isExpanded("Fruit"))
    #expect(!outline.isExpanded("Citrus"))
    #expect(outline.isVisible("Citrus"))
    #expect(!outline.isVisible("Lime"))
    #expect(
      outline.visualDescription()
        == """
        * + Fruit
        *     Apple
        *   - Citrus
                Lime
        * - Vegetables
              Carrot

        """)
  }

  @Test func insertingBeforeAndAfterKeepsTheAnchorsLevel() {
    var outline = Self.groceries
    outline.insert(["Banana"], before: "Citrus")
    outline.insert(["Grape"], after: "Citrus")
    outline.insert(Self.outline(["Dairy"]), after: "Fruit")
    outline.insert(Self.outline(["Bakery"]), before: "Fruit")
    var nuts = Self.outline(["Nuts"])
    nuts.append(["Pecan"], to: "Nuts")
    outline.append(nuts, to: "Vegetables")
    #expect(outline.lastError == nil)
    #expect(
      outline.items == [
        "Bakery", "Fruit", "Apple", "Banana", "Citrus", "Lime", "Grape", "Dairy", "Vegetables",
        "Carrot", "Nuts", "Pecan",
      ])
    #expect(outline.level(of: "Grape") == 1)
    #expect(outline.level(of: "Dairy") == 0)
    #expect(outline.level(of: "Pecan") == 2)
  }

  @Test func subtreeRestartsLevelsAtZero() {
    let withParent = Self.groceries.snapshot(of: "Fruit", includingParent: true)
    #expect(withParent.items == ["Fruit", "Apple", "Citrus", "Lime"])
    #expect(withParent.level(of: "Lime") == 2)
    #expect(withParent.isExpanded("Fruit"))
    let children = Self.groceries.snapshot(of: "Fruit")
    #expect(children.rootItems == ["Apple", "Citrus"])
    #expect(children.level(of: "Lime") == 1)
    #expect(children.lastError == nil)
  }

  @Test func deletingReplacingAndDeletingAll() {
    var outline = Self.groceries
    outline.delete(["Citrus", "Nuts"])
    #expect(outline.items == ["Fruit", "Apple", "Vegetables", "Carrot"])
    outline.replace(childrenOf: "Vegetables", using: Self.outline(["Leek", "Pea"]))
    #expect(outline.items == ["Fruit", "Apple", "Vegetables", "Leek", "Pea"])
    #expect(outline.lastError == nil)
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }
}
#endif
