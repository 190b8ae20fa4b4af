#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// The bad-input table of `docs/data-sources.md`, through UIKit's spellings of the snapshot: where
/// UIKit raises an exception, the call returns, the snapshot is unchanged and `lastError`
/// names the error.
@Suite struct SnapshotSpellingBadInputTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// One refused call: what it does and the error it records.
  struct RefusedCall: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let start: Snapshot
    let call: @Sendable (inout Snapshot) -> Void
    let error: DataSourceError

    init(
      _ name: String, from start: Snapshot = twoSections, _ error: DataSourceError,
      _ call: @escaping @Sendable (inout Snapshot) -> Void
    ) {
      testDescription = name
      self.start = start
      self.call = call
      self.error = error
    }
  }

  /// Section "a" holds 1, 2, 3 (1 marked for reload); section "b" holds 4, 5.
  static let twoSections: Snapshot = {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4, 5], toSection: "b")
    snapshot.reloadItems([1])
    return snapshot
  }()

  static func section(_ identifier: String) -> AnyIdentifier { AnyIdentifier(identifier) }
  static func item(_ identifier: Int) -> AnyIdentifier { AnyIdentifier(identifier) }

  static let refusedCalls: [RefusedCall] = [
    RefusedCall("appendSections repeating an identifier", .duplicateIdentifiers([section("c")])) {
      $0.appendSections(["c", "d", "c"])
    },
    RefusedCall("appendItems repeating identifiers", .duplicateIdentifiers([item(6), item(7)])) {
      $0.appendItems([6, 7, 6, 7, 6], toSection: "a")
    },
    RefusedCall(
      "insertItems(beforeItem:) repeating an identifier", .duplicateIdentifiers([item(6)])
    ) {
      $0.insertItems([6, 6], beforeItem: 1)
    },
    RefusedCall(
      "insertSections(afterSection:) repeating an identifier", .duplicateIdentifiers([section("c")])
    ) {
      $0.insertSections(["c", "c"], afterSection: "a")
    },
    RefusedCall("appendSections of a present section", .duplicateSection(section("a"))) {
      $0.appendSections(["c", "a"])
    },
    RefusedCall(
      "insertSections(beforeSection:) of a present section", .duplicateSection(section("b"))
    ) {
      $0.insertSections(["b"], beforeSection: "a")
    },
    RefusedCall("appendItems with no sections", from: Snapshot(), .noSections) {
      $0.appendItems([1, 2])
    },
    RefusedCall("appendItems to an unknown section", .unknownSection(section("z"))) {
      $0.appendItems([6], toSection: "z")
    },
    RefusedCall("insertItems(beforeItem:) an unknown item", .unknownItem(item(99))) {
      $0.insertItems([6], beforeItem: 99)
    },
    RefusedCall("insertItems(afterItem:) an unknown item", .unknownItem(item(99))) {
      $0.insertItems([6], afterItem: 99)
    },
    RefusedCall("insertItems(afterItem:) one of the items", .anchorAmongInsertedItems(item(1))) {
      $0.insertItems([6, 1], afterItem: 1)
    },
    RefusedCall("moveItem(_:beforeItem:) of an unknown item", .unknownItem(item(99))) {
      $0.moveItem(99, beforeItem: 1)
    },
    RefusedCall("moveItem(_:afterItem:) an unknown item", .unknownItem(item(99))) {
      $0.moveItem(1, afterItem: 99)
    },
    RefusedCall("insertSections(beforeSection:) an unknown section", .unknownSection(section("z")))
    {
      $0.insertSections(["c"], beforeSection: "z")
    },
    RefusedCall("insertSections(afterSection:) an unknown section", .unknownSection(section("z"))) {
      $0.insertSections(["c"], afterSection: "z")
    },
    RefusedCall(
      "moveSection(_:beforeSection:) of an unknown section", .unknownSection(section("z"))
    ) {
      $0.moveSection("z", beforeSection: "a")
    },
    RefusedCall("moveSection(_:afterSection:) an unknown section", .unknownSection(section("z"))) {
      $0.moveSection("a", afterSection: "z")
    },
    RefusedCall("reloadItems with a missing item", .unknownItem(item(99))) {
      $0.reloadItems([2, 99])
    },
    RefusedCall("reconfigureItems with a missing item", .unknownItem(item(99))) {
      $0.reconfigureItems([2, 99])
    },
    RefusedCall("reloadSections with an unknown section", .unknownSection(section("z"))) {
      $0.reloadSections(["b", "z"])
    },
  ]
}

extension SnapshotSpellingBadInputTests {
  @Test(arguments: refusedCalls)
  func refusedCallLeavesTheSnapshotUnchangedAndRecordsTheError(_ refused: RefusedCall) {
    var snapshot = refused.start
    refused.call(&snapshot)
    #expect(snapshot == refused.start)
    #expect(snapshot.sectionIdentifiers == refused.start.sectionIdentifiers)
    #expect(snapshot.itemIdentifiers == refused.start.itemIdentifiers)
    #expect(snapshot.reloadedItemIdentifiers == refused.start.reloadedItemIdentifiers)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.lastError == refused.error)
  }
}

extension SnapshotSpellingBadInputTests {
  @Test func appendingAnItemPresentElsewhereMovesIt() {
    var snapshot = Self.twoSections
    snapshot.appendItems([4], toSection: "a")
    #expect(snapshot.lastError == nil)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3, 4])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [5])
    #expect(snapshot.numberOfItems == 5)
  }

  @Test func movingAnItemOrSectionNextToItselfChangesNothing() {
    var snapshot = Self.twoSections
    snapshot.moveItem(2, beforeItem: 2)
    snapshot.moveItem(2, afterItem: 2)
    snapshot.moveSection("b", beforeSection: "b")
    snapshot.moveSection("b", afterSection: "b")
    #expect(snapshot == Self.twoSections)
    #expect(snapshot.lastError == nil)
  }

  @Test func unknownSectionHasNoItemsAndTheCoreSpellingThrows() {
    let snapshot = Self.twoSections
    #expect(snapshot.itemIdentifiers(inSection: "z") == [])
    #expect(snapshot.numberOfItems(inSection: "z") == 0)
    #expect(throws: DataSourceError.unknownSection(AnyIdentifier("z"))) {
      try snapshot.core.itemIdentifiers(inExistingSection: "z")
    }
  }

  @Test func tryThroughTheCoreThrowsAndChangesNothing() {
    var snapshot = Self.twoSections
    #expect(throws: DataSourceError.unknownSection(AnyIdentifier("z"))) {
      try snapshot.core.appendItems([6], toSection: "z")
    }
    #expect(throws: DataSourceError.duplicateSection(AnyIdentifier("a"))) {
      try snapshot.core.appendSections(["a"])
    }
    #expect(snapshot == Self.twoSections)
    #expect(snapshot.lastError == nil)
  }

  @Test func lastErrorOutlivesLaterSuccessesUntilCleared() {
    var snapshot = Self.twoSections
    snapshot.appendItems([6], toSection: "z")
    snapshot.appendItems([6], toSection: "b")
    snapshot.deleteItems([1])
    #expect(snapshot.lastError == .unknownSection(AnyIdentifier("z")))
    #expect(snapshot.itemIdentifiers == [2, 3, 4, 5, 6])
    snapshot.moveItem(99, afterItem: 2)
    #expect(snapshot.lastError == .unknownItem(AnyIdentifier(99)))
    snapshot.lastError = nil
    snapshot.reloadItems([2])
    #expect(snapshot.lastError == nil)
    #expect(snapshot.reloadedItemIdentifiers == [2])
  }
}
#endif
