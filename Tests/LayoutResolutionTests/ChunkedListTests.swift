import LayoutResolution
import Testing
import _LayoutInternals

/// A measured length, or nothing: the shape of a section's per-item state.
struct Length: ChunkedListElement, CustomStringConvertible {
  var value: Double?
  var weight: Double { value ?? 10 }
  var description: String { value.map { "\($0)" } ?? "-" }
  static let none = Length(value: nil)
}

@Suite struct ChunkedListTests {
  /// Checks `list` against `model`, element by element and weight by weight.
  static func expectSame(_ list: ChunkedList<Length>, _ model: [Length]) {
    #expect(list.count == model.count)
    var running = 0.0
    for (index, element) in model.enumerated() {
      #expect(list[index] == element, "element \(index)")
      #expect(abs(list.weight(before: index) - running) < 1e-6, "weight before \(index)")
      running += element.weight
    }
    #expect(abs(list.totalWeight - running) < 1e-6)
    expectCursorReadsAsIndexes(list, from: 0, steps: model.count)
    let stored = list.storedElements(in: 0..<model.count).map(\.index)
    #expect(stored == model.indices.filter { model[$0] != .none })
    #expect(list.nonFillCount == stored.count)
  }
}

extension ChunkedListTests {
  /// Walks `list` with a cursor from `start` for up to `steps` elements: each element, and
  /// the weight before it to the bit, is what the indexed reads give; the walk stops at the
  /// last element.
  static func expectCursorReadsAsIndexes(_ list: ChunkedList<Length>, from start: Int, steps: Int) {
    guard start < list.count else { return }
    var cursor = list.cursor(at: start)
    for step in 0..<steps {
      let index = start + step
      #expect(cursor.index == index)
      #expect(list.element(at: cursor) == list[index], "element \(index)")
      #expect(list.weight(before: cursor) == list.weight(before: index), "weight before \(index)")
      guard list.advance(&cursor) else {
        #expect(index == list.count - 1, "the cursor stopped at \(index)")
        #expect(cursor.index == index)
        return
      }
    }
  }
}

extension ChunkedListTests {
  @Test func aListOfFillValuesStoresNothingAndWeighsItsCount() {
    let list = ChunkedList(count: 1_000_000_000, fill: Length.none)
    #expect(list.count == 1_000_000_000)
    #expect(list[123_456_789] == .none)
    #expect(list.weight(before: 5) == 50)
    #expect(list.totalWeight == 10_000_000_000)
    #expect(list.storedValueCount == 0)
    #expect(list.index(containingWeight: 55) == 5)
  }

  @Test func aWeightPastARunOfIntMaxElementsFindsTheLast() {
    // Found by FuzzLayout: the run's last offset, Int.max - 1, became 2⁶³ as a double, and
    // converting it back trapped.
    let list = ChunkedList(count: .max, fill: Length.none)
    #expect(list.index(containingWeight: 1e300) == .max - 1)
    #expect(list.index(containingWeight: .infinity) == .max - 1)
    #expect(list.index(containingWeight: 55) == 5)
    #expect(list.index(containingWeight: -1) == 0)
  }

  @Test func oneValueInAHugeRunStoresABoundedBlock() {
    var list = ChunkedList(count: 1_000_000_000, fill: Length.none)
    list.set(Length(value: 100), at: 500_000_000)
    #expect(list[500_000_000].value == 100)
    #expect(list.storedValueCount <= 32)
    // 10 · 500,000,000 before it, then its 100.
    #expect(list.weight(before: 500_000_001) == 5_000_000_100)
    #expect(list.index(containingWeight: 5_000_000_050) == 500_000_000)
    #expect(list.index(containingWeight: 5_000_000_100) == 500_000_001)
  }

  @Test func insertingAtTheTopShiftsEveryStoredValue() {
    var list = ChunkedList(count: 1_000, fill: Length.none)
    list.set(Length(value: 30), at: 0)
    list.set(Length(value: 50), at: 999)
    list.insert(.none, at: 0)
    list.insert(Length(value: 70), at: 0)
    #expect(list.count == 1_002)
    #expect(list[0].value == 70)
    #expect(list[2].value == 30)
    #expect(list[1_001].value == 50)
    #expect(list.storedElements(in: 0..<1_002).map(\.index) == [0, 2, 1_001])
  }

  @Test func removingARangeAcrossChunksKeepsTheRest() {
    var list = ChunkedList(count: 600, fill: Length.none)
    for index in stride(from: 0, to: 600, by: 7) {
      list.set(Length(value: Double(index)), at: index)
    }
    list.removeSubrange(100..<450)
    #expect(list.count == 250)
    #expect(list[98].value == 98)
    #expect(list[99] == .none)
    // Index 455 (a multiple of 7) now sits at 455 − 350.
    #expect(list[105].value == 455)
  }

  @Test(arguments: 0..<12)
  func matchesAnArrayThroughRandomEdits(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    var model = Array(repeating: Length.none, count: generator.next(below: 400))
    var list = ChunkedList(count: model.count, fill: Length.none)
    for _ in 0..<600 {
      let value =
        generator.next(below: 3) == 0
        ? Length.none : Length(value: Double(generator.next(below: 90)))
      switch generator.next(below: 6) {
      case 0, 1:
        guard !model.isEmpty else { continue }
        let index = generator.next(below: model.count)
        model[index] = value
        list.set(value, at: index)
      case 2:
        let index = generator.next(below: model.count + 1)
        model.insert(value, at: index)
        list.insert(value, at: index)
      case 3:
        let index = generator.next(below: model.count + 1)
        let extra = generator.next(below: 40)
        model.insert(contentsOf: Array(repeating: .none, count: extra), at: index)
        list.insertFill(count: extra, at: index)
      default:
        guard !model.isEmpty else { continue }
        let start = generator.next(below: model.count)
        let end = min(model.count, start + 1 + generator.next(below: 20))
        model.removeSubrange(start..<end)
        list.removeSubrange(start..<end)
      }
    }
    Self.expectSame(list, model)
    // Searching by weight finds the element that covers each position.
    var running = 0.0
    for (index, element) in model.enumerated() where element.weight > 0 {
      #expect(list.index(containingWeight: running + element.weight / 2) == index)
      running += element.weight
    }
  }
}

extension ChunkedListTests {
  @Test(arguments: 0..<4)
  func matchesASparseModelAcrossManyBlocks(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(100 + seed))
    let initial = 200_000
    var model: [Int: Double] = [:]
    var count = initial
    var list = ChunkedList(count: initial, fill: Length.none)
    for _ in 0..<3_000 {
      let index = generator.next(below: count)
      switch generator.next(below: 4) {
      case 0, 1:
        // Sevenths: sums that round, so that a cursor adding in another order would show.
        let value = Double(generator.next(below: 90)) / 7
        model[index] = value
        list.set(Length(value: value), at: index)
      case 2:
        model = Dictionary(uniqueKeysWithValues: model.map { ($0 >= index ? $0 + 1 : $0, $1) })
        list.insert(.none, at: index)
        count += 1
      default:
        model[index] = nil
        model = Dictionary(uniqueKeysWithValues: model.map { ($0 > index ? $0 - 1 : $0, $1) })
        list.remove(at: index)
        count -= 1
      }
    }
    #expect(list.count == count)
    let stored = list.storedElements(in: 0..<count)
    #expect(stored.map(\.index) == model.keys.sorted())
    #expect(stored.allSatisfy { model[$0.index] == $0.element.value })
    // Fill values weigh 10 each, stored ones their value.
    let expectedTotal = Double(count - model.count) * 10 + model.values.reduce(0, +)
    #expect(abs(list.totalWeight - expectedTotal) < 1e-6)
    for probe in (0..<20).map({ _ in generator.next(below: count) }) {
      let before = model.filter { $0.key < probe }
      let expected = Double(probe - before.count) * 10 + before.values.reduce(0, +)
      #expect(abs(list.weight(before: probe) - expected) < 1e-6)
      #expect(list[probe].value == model[probe])
      // From anywhere, across chunks and blocks, a cursor reads what indexes read.
      Self.expectCursorReadsAsIndexes(list, from: probe, steps: 3_000)
    }
  }
}
