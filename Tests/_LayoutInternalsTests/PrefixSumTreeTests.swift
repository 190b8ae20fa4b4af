import Testing
import _LayoutInternals

@Suite struct PrefixSumTreeTests {
  /// The sum of `values` before `index`, the slow way.
  static func naiveSum(_ values: [Double], before index: Int) -> Double {
    values.prefix(max(0, min(index, values.count))).reduce(0, +)
  }
}

extension PrefixSumTreeTests {
  @Test func everyElementStartsAtTheBaseline() {
    let tree = PrefixSumTree(count: 10, baseline: 44.0)
    #expect(tree.count == 10)
    #expect(tree.sum(before: 0) == 0)
    #expect(tree.sum(before: 3) == 132)
    #expect(tree.total == 440)
    #expect(tree.value(at: 7) == 44)
  }

  @Test func setAndAddMoveTheSumsAfterTheElementOnly() {
    var tree = PrefixSumTree(count: 8, baseline: 10.0)
    tree.set(25, at: 3)
    tree.add(-4, at: 6)
    #expect(tree.value(at: 3) == 25)
    #expect(tree.value(at: 6) == 6)
    #expect(tree.sum(before: 3) == 30)
    #expect(tree.sum(before: 4) == 55)
    // 10 · 8 + 15 − 4
    #expect(tree.total == 91)
  }

  @Test func indexesOutsideTheTreeChangeNothingAndSumsClamp() {
    var tree = PrefixSumTree(count: 4, baseline: 1.0)
    tree.add(100, at: -1)
    tree.add(100, at: 4)
    #expect(tree.total == 4)
    #expect(tree.sum(before: -5) == 0)
    #expect(tree.sum(before: 99) == 4)
    #expect(PrefixSumTree(count: -3, baseline: 1.0).count == 0)
  }

  @Test func indexContainingFindsTheElementCoveringAPosition() {
    var tree = PrefixSumTree(count: 5, baseline: 10.0)
    tree.set(30, at: 2)
    // Elements span [0, 10), [10, 20), [20, 50), [50, 60), [60, 70).
    #expect(tree.index(containing: -1) == 0)
    #expect(tree.index(containing: 0) == 0)
    #expect(tree.index(containing: 19.9) == 1)
    #expect(tree.index(containing: 20) == 2)
    #expect(tree.index(containing: 49) == 2)
    #expect(tree.index(containing: 50) == 3)
    #expect(tree.index(containing: 500) == 4)
    #expect(tree.index(containing: .nan) == 0)
    #expect(PrefixSumTree(count: 0, baseline: 1.0).index(containing: 3) == 0)
  }

  @Test func appendingExtendsTheSumsAsIfBuiltAtOnce() {
    let values = [3, 0, 7, 2, 9, 4, 4, 1, 8]
    var appended = PrefixSumTree<Int>([])
    for value in values { appended.append(value) }
    let built = PrefixSumTree(values)
    #expect(appended == built)
    for index in 0...values.count {
      #expect(appended.sum(before: index) == values.prefix(index).reduce(0, +))
    }
  }

  @Test func matchesANaiveArrayThroughRandomUpdates() {
    var generator = SeededGenerator(seed: 7)
    var values = Array(repeating: 5.0, count: 300)
    var tree = PrefixSumTree(count: values.count, baseline: 5.0)
    for _ in 0..<2_000 {
      let index = generator.next(below: values.count)
      let value = Double(generator.next(below: 100))
      values[index] = value
      tree.set(value, at: index)
      let probe = generator.next(below: values.count + 1)
      #expect(tree.sum(before: probe) == Self.naiveSum(values, before: probe))
    }
  }

  @Test func aHugeTreeStoresOnlyTheNodesAnUpdateTouched() {
    let count = 1_000_000_000
    var tree = PrefixSumTree(count: count, baseline: 44.0)
    #expect(tree.storedNodeCount == 0)
    tree.set(100, at: 123_456_789)
    // One update touches at most ⌈log₂ 10⁹⌉ = 30 nodes.
    #expect(tree.storedNodeCount <= 30)
    #expect(tree.sum(before: 123_456_789) == 5_432_098_716)
    #expect(tree.value(at: 123_456_789) == 100)
    // 44 · 10⁹ + 56
    #expect(tree.total == 44_000_000_056)
    #expect(tree.index(containing: 5_432_098_716 + 99) == 123_456_789)
    #expect(tree.index(containing: 5_432_098_716 + 100) == 123_456_790)
  }

  @Test func sparseAndDenseTreesWithTheSameElementsAreEqual() {
    var sparse = PrefixSumTree(count: PrefixSumTree<Int>.denseLimit + 1, baseline: 2)
    var dense = PrefixSumTree(
      Array(repeating: 2, count: PrefixSumTree<Int>.denseLimit + 1))
    sparse.set(9, at: 17)
    dense.set(9, at: 17)
    #expect(sparse.sum(before: 18) == dense.sum(before: 18))
    #expect(sparse.total == dense.total)
  }

  @Test func intBaselinesSaturateInsteadOfTrapping() {
    let tree = PrefixSumTree(count: PrefixSumTree<Int>.denseLimit + 1, baseline: Int.max)
    #expect(tree.sum(before: 4) == Int.max)
  }
}

@Suite struct SeededGeneratorTests {
  @Test func theSameSeedGivesTheSameSequence() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    let a = (0..<5).map { _ in first.next() }
    let b = (0..<5).map { _ in second.next() }
    #expect(a == b)
    var other = SeededGenerator(seed: 43)
    #expect(other.next() != a[0])
  }

  @Test func splitMix64ReferenceValues() {
    // The first outputs of SplitMix64 seeded with 0, as its reference implementation prints.
    var generator = SeededGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func nextBelowStaysInRangeAndAnswersZeroForEmptyRanges() {
    var generator = SeededGenerator(seed: 1)
    #expect((0..<1_000).allSatisfy { _ in (0..<7).contains(generator.next(below: 7)) })
    #expect(generator.next(below: 0) == 0)
    #expect(generator.next(below: -4) == 0)
  }
}
