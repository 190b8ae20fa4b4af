import Testing
import _LayoutInternals

@testable import DiffableDataSources

/// The snapshot's item index on its own terms: wide entries, which only a slot or a section
/// past 2³² switches on in real use, and churn that fills the table with removal markers.
@Suite struct ItemIndexTests {}

extension ItemIndexTests {
  @Test func packedEntriesHoldSlotsAndIndexesUpTo32Bits() {
    #expect(ItemIndex.fitsPacked(slot: Int(UInt32.max), indexLimit: 1 << 32))
    #expect(!ItemIndex.fitsPacked(slot: 1 << 32, indexLimit: 1))
    #expect(!ItemIndex.fitsPacked(slot: 0, indexLimit: (1 << 32) + 1))
  }

  @Test(arguments: 0..<8)
  func wideEntriesAnswerLikePackedOnes(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 0x71DE)
    var packed = DataSourceSnapshot<Int, Int>()
    var wide = DataSourceSnapshot<Int, Int>()
    for _ in 0..<150 {
      let operation = RandomSnapshotOperation.make(using: &generator)
      if !wide.itemIndex.isWide {
        wide.itemIndex.isWide = true
        wide.itemIndex.rebuild(
          bucketCount: max(wide.itemIndex.controls.count, 8), from: wide.slots)
      }
      let packedFailed = (try? operation.apply(to: &packed)) == nil
      let wideFailed = (try? operation.apply(to: &wide)) == nil
      #expect(packedFailed == wideFailed, "\(operation)")
      #expect(wide == packed, "\(operation)")
      try wide.checkInvariants()
      try packed.checkInvariants()
      for item in RandomSnapshotOperation.identifierPool {
        #expect(wide.indexOfItem(item) == packed.indexOfItem(item), "\(operation)")
      }
    }
    #expect(wide.itemIndex.isWide)
    #expect(!packed.itemIndex.isWide)
  }

  @Test func churnClearsRemovalMarkersWithoutGrowingTheTable() throws {
    var snapshot = DataSourceSnapshot<String, Int>()
    snapshot.reserveCapacity(items: 700, sections: 1)
    try snapshot.appendSections(["A"])
    try snapshot.appendItems(Array(0..<300), toSection: "A")
    #expect(snapshot.itemIndex.controls.count == 1_024)
    var previous = Array(0..<30)
    for round in 1...40 {
      // Each round removes the last 30 items added (the first 30 at first) and adds 30 new.
      snapshot.deleteItems(previous)
      previous = Array(round * 3_000..<round * 3_000 + 30)
      try snapshot.appendItems(previous, toSection: "A")
      try snapshot.checkInvariants()
    }
    #expect(snapshot.itemIndex.controls.count == 1_024)
    #expect(snapshot.itemIndex.removedCount < 40 * 30 - 300)
    #expect(snapshot.numberOfItems == 300)
    #expect(snapshot.indexOfItem(30) == 0)
    #expect(snapshot.indexOfItem(120_029) == 299)
    #expect(snapshot.indexOfItem(117_000) == nil)
  }
}
