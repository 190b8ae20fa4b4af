import _LayoutInternals

/// A value a ``ChunkedList`` holds: equatable, so runs of the fill value can be told apart
/// from stored values, and weighted, so the list can add up and search positions.
package protocol ChunkedListElement: Equatable, Sendable {
  /// What the element adds to the list's running sum (a group's stride; 0 when unused).
  var weight: Double { get }
}

/// A sequence that inserts, removes and replaces anywhere in O(log n), keeps the running sum
/// of its elements' weights, and stores nothing for runs of its fill value: the per-item and
/// per-group state of a section, which must follow items through batch updates (an insert at
/// the top shifts every later index) and cost memory only where something was measured.
///
/// Three levels: elements live in chunks (a run, that is a count of fill values, or up to
/// ``chunkLimit`` stored values with their running weights); chunks live in blocks of at most
/// ``blockLimit``; two prefix-sum trees over the blocks' counts and weights find a block by
/// index or by weight. An edit touches one chunk and one block, and rebuilds the trees only
/// when a block splits or empties, once per ``blockLimit`` new chunks.
///
/// - Complexity: Memory O(stored values + chunks): 10⁹ fill values are one run.
package struct ChunkedList<Element: ChunkedListElement>: Sendable {
  /// `count` fill values (`values` nil), or `values` and their running weights.
  struct Chunk: Sendable {
    var count: Int
    var values: [Element]?
    /// `runningWeights[k]` is the weight of `values[0...k]`.
    var runningWeights: [Double]

    static func run(_ count: Int) -> Chunk {
      Chunk(count: count, values: nil, runningWeights: [])
    }

    init(count: Int, values: [Element]?, runningWeights: [Double]) {
      self.count = count
      self.values = values
      self.runningWeights = runningWeights
    }

    init(values: [Element]) {
      self.init(count: values.count, values: values, runningWeights: [])
      recomputeWeights(from: 0)
    }

    var isRun: Bool { values == nil }

    func weight(fill: Element) -> Double {
      values == nil ? fill.weight * Double(count) : runningWeights.last ?? 0
    }

    /// The weight of the first `prefix` elements.
    func weight(ofFirst prefix: Int, fill: Element) -> Double {
      guard prefix > 0 else { return 0 }
      return values == nil ? fill.weight * Double(prefix) : runningWeights[prefix - 1]
    }

    mutating func recomputeWeights(from start: Int) {
      guard let values else { return }
      var total = start > 0 ? runningWeights[start - 1] : 0
      runningWeights.removeSubrange(min(start, runningWeights.count)...)
      runningWeights.reserveCapacity(values.count)
      for index in start..<values.count {
        total += values[index].weight
        runningWeights.append(total)
      }
    }
  }

  /// Consecutive chunks and their totals.
  struct Block: Sendable {
    var chunks: [Chunk]
    var count: Int
    var weight: Double

    init(chunks: [Chunk], fill: Element) {
      self.chunks = chunks
      count = 0
      weight = 0
      recount(fill: fill)
    }

    mutating func recount(fill: Element) {
      count = 0
      weight = 0
      for chunk in chunks {
        count += chunk.count
        weight += chunk.weight(fill: fill)
      }
    }

    /// Drops empty chunks and joins neighbouring runs.
    mutating func compact() {
      var write = 0
      for read in chunks.indices where chunks[read].count > 0 {
        if write > 0, chunks[read].isRun, chunks[write - 1].isRun {
          chunks[write - 1].count += chunks[read].count
          continue
        }
        if write != read { chunks.swapAt(write, read) }
        write += 1
      }
      chunks.removeLast(chunks.count - write)
    }
  }

  /// Where an element sits.
  struct Position {
    var block: Int
    var chunk: Int
    var offset: Int
  }

  /// The most values one stored chunk holds before it splits.
  package static var chunkLimit: Int { 128 }
  /// How many fill values a run gives up to store one value: few, so a measurement in a
  /// long run copies little.
  static var materializedLength: Int { 32 }
  /// The most chunks one block holds before it splits.
  package static var blockLimit: Int { 64 }

  /// The value of every element nothing stored.
  package let fill: Element
  /// The number of elements.
  package private(set) var count: Int
  /// How many elements are not the fill value: kept through every edit, so that whether
  /// the list holds any is known without a scan.
  package private(set) var nonFillCount = 0
  private var blocks: [Block]
  private var counts: PrefixSumTree<Int>
  private var weights: PrefixSumTree<Double>

  /// A list of `count` fill values (a negative count is taken as 0).
  ///
  /// - Complexity: O(1).
  package init(count: Int, fill: Element) {
    self.fill = fill
    self.count = max(0, count)
    blocks = self.count > 0 ? [Block(chunks: [.run(self.count)], fill: fill)] : []
    counts = PrefixSumTree([])
    weights = PrefixSumTree([])
    rebuildTrees()
  }

  // MARK: - Reading

  /// Where element `index` sits; `index` must be in range.
  private func locate(_ index: Int) -> Position {
    let block = counts.index(containing: index)
    var offset = index - counts.sum(before: block)
    var chunk = 0
    let chunks = blocks[block].chunks
    while chunk < chunks.count - 1, offset >= chunks[chunk].count {
      offset -= chunks[chunk].count
      chunk += 1
    }
    return Position(block: block, chunk: chunk, offset: offset)
  }

  /// Element `index`, or the fill value outside the list.
  ///
  /// - Complexity: O(log blocks + blockLimit).
  package subscript(index: Int) -> Element {
    guard index >= 0, index < count else { return fill }
    let at = locate(index)
    return blocks[at.block].chunks[at.chunk].values?[at.offset] ?? fill
  }

  /// The sum of the weights of the elements before `index` (clamped to the list).
  ///
  /// - Complexity: O(log blocks + blockLimit).
  package func weight(before index: Int) -> Double {
    let index = min(max(0, index), count)
    guard index < count else { return weights.total }
    let at = locate(index)
    var total = weights.sum(before: at.block)
    let chunks = blocks[at.block].chunks
    for chunk in chunks[..<at.chunk] { total += chunk.weight(fill: fill) }
    return total + chunks[at.chunk].weight(ofFirst: at.offset, fill: fill)
  }

  /// A place in the list from which a walk reads element after element, with the weight
  /// before each, without searching from the top for each one.
  package struct Cursor {
    /// The index of the element the cursor is at.
    package private(set) var index: Int
    fileprivate var position: Position
    /// The weight of everything before the position's chunk, added up as
    /// ``ChunkedList/weight(before:)`` adds it, so that both give the same bits.
    fileprivate var chunkStart: Double
  }

  /// A cursor at element `index`, which must be in the list.
  ///
  /// - Complexity: O(log blocks + blockLimit).
  package func cursor(at index: Int) -> Cursor {
    let at = locate(index)
    var start = weights.sum(before: at.block)
    for chunk in blocks[at.block].chunks[..<at.chunk] { start += chunk.weight(fill: fill) }
    return Cursor(index: index, position: at, chunkStart: start)
  }

  /// Moves `cursor` to the next element; `false`, leaving it unchanged, after the last.
  ///
  /// - Complexity: O(1), and O(log blocks) when the cursor enters a block.
  package func advance(_ cursor: inout Cursor) -> Bool {
    guard cursor.index + 1 < count else { return false }
    var at = cursor.position
    var start = cursor.chunkStart
    at.offset += 1
    // Past the chunk's end, on to the next chunk holding an element (as `locate` skips
    // empty ones), adding up the chunks passed within a block as `weight(before:)` does.
    while at.offset >= blocks[at.block].chunks[at.chunk].count {
      at.offset = 0
      if at.chunk + 1 < blocks[at.block].chunks.count {
        start += blocks[at.block].chunks[at.chunk].weight(fill: fill)
        at.chunk += 1
      } else {
        at.chunk = 0
        at.block += 1
        start = weights.sum(before: at.block)
      }
    }
    cursor = Cursor(index: cursor.index + 1, position: at, chunkStart: start)
    return true
  }

  /// The element `cursor` is at.
  ///
  /// - Complexity: O(1).
  package func element(at cursor: Cursor) -> Element {
    blocks[cursor.position.block].chunks[cursor.position.chunk].values?[cursor.position.offset]
      ?? fill
  }

  /// The sum of the weights of the elements before the one `cursor` is at: exactly
  /// ``weight(before:)`` of its index.
  ///
  /// - Complexity: O(1).
  package func weight(before cursor: Cursor) -> Double {
    cursor.chunkStart
      + blocks[cursor.position.block].chunks[cursor.position.chunk]
      .weight(ofFirst: cursor.position.offset, fill: fill)
  }

  /// The sum of every element's weight.
  ///
  /// - Complexity: O(log blocks).
  package var totalWeight: Double { weights.total }

  /// The last index whose weight before it is at most `position`: the element covering
  /// `position` when weights are non-negative lengths laid end to end; 0 for a position
  /// before everything, `count - 1` past the end.
  ///
  /// - Complexity: O(log blocks + blockLimit + log chunkLimit).
  package func index(containingWeight position: Double) -> Int {
    guard count > 0, position == position else { return 0 }
    let block = weights.index(containing: position)
    var first = counts.sum(before: block)
    var remaining = position - weights.sum(before: block)
    let chunks = blocks[block].chunks
    var chunk = 0
    while chunk < chunks.count - 1 {
      let weight = chunks[chunk].weight(fill: fill)
      guard weight <= remaining else { break }
      remaining -= weight
      first += chunks[chunk].count
      chunk += 1
    }
    let stored = chunks[chunk]
    let offset: Int
    if stored.isRun {
      let each = fill.weight
      let steps = each > 0 ? (remaining / each).rounded(.down) : 0
      // Compared as doubles, converted only below the run's last offset: that offset may
      // be near Int.max, which no double holds (Int(Double(Int.max)) traps).
      let last = stored.count - 1
      offset = steps >= 1 ? (steps < Double(last) ? Int(steps) : last) : 0
    } else {
      // The first element whose running weight passes `remaining` covers it.
      var low = 0
      var high = stored.count - 1
      while low < high {
        let middle = (low + high) / 2
        if stored.runningWeights[middle] <= remaining { low = middle + 1 } else { high = middle }
      }
      offset = low
    }
    return min(first + offset, count - 1)
  }

  /// The stored elements (those other than the fill value) whose index is in `range`, in
  /// order.
  ///
  /// - Complexity: O(log blocks + blockLimit + chunks and stored values in the range).
  package func storedElements(in range: Range<Int>) -> [(index: Int, element: Element)] {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return [] }
    var result: [(index: Int, element: Element)] = []
    var at = locate(range.lowerBound)
    var index = range.lowerBound
    while index < range.upperBound, at.block < blocks.count {
      let stored = blocks[at.block].chunks[at.chunk]
      let take = min(stored.count - at.offset, range.upperBound - index)
      if let values = stored.values {
        for position in at.offset..<(at.offset + take) where values[position] != fill {
          result.append((index + (position - at.offset), values[position]))
        }
      }
      index += take
      moveToNextChunk(&at)
    }
    return result
  }

  /// The first index at or after `start` whose element is not the fill value, or `nil`.
  ///
  /// - Complexity: O(log blocks + blockLimit + the chunks and stored values passed over).
  package func firstStoredIndex(from start: Int) -> Int? {
    guard start < count else { return nil }
    var at = locate(max(0, start))
    var index = max(0, start)
    while at.block < blocks.count {
      let chunk = blocks[at.block].chunks[at.chunk]
      if let values = chunk.values,
        let found = values[at.offset...].firstIndex(where: { $0 != fill })
      {
        return index + (found - at.offset)
      }
      index += chunk.count - at.offset
      moveToNextChunk(&at)
    }
    return nil
  }

  /// Moves `at` to the start of the next chunk, in the next block after a block's last.
  private func moveToNextChunk(_ at: inout Position) {
    at.offset = 0
    at.chunk += 1
    if at.chunk == blocks[at.block].chunks.count {
      at.chunk = 0
      at.block += 1
    }
  }

  /// How many values the list stores, besides its runs: what it retains.
  package var storedValueCount: Int {
    blocks.reduce(0) { total, block in
      block.chunks.reduce(total) { $0 + ($1.values?.count ?? 0) }
    }
  }

  // MARK: - Writing

  /// Replaces element `index` by `element`; an index outside the list changes nothing.
  ///
  /// - Complexity: O(log blocks + blockLimit + chunkLimit).
  package mutating func set(_ element: Element, at index: Int) {
    guard index >= 0, index < count else { return }
    var at = locate(index)
    if blocks[at.block].chunks[at.chunk].isRun {
      guard element != fill else { return }
      at = materialize(at)
    }
    let replaced = blocks[at.block].chunks[at.chunk].values?[at.offset] ?? fill
    nonFillCount += (element != fill ? 1 : 0) - (replaced != fill ? 1 : 0)
    blocks[at.block].chunks[at.chunk].values?[at.offset] = element
    blocks[at.block].chunks[at.chunk].recomputeWeights(from: at.offset)
    blockChanged(at.block)
  }

  /// Inserts `element` before element `index` (`count` appends).
  ///
  /// - Complexity: O(log blocks + blockLimit + chunkLimit), amortised.
  package mutating func insert(_ element: Element, at index: Int) {
    let index = min(max(0, index), count)
    if element != fill { nonFillCount += 1 }
    guard count > 0 else {
      blocks = [Block(chunks: [element == fill ? .run(1) : Chunk(values: [element])], fill: fill)]
      count = 1
      rebuildTrees()
      return
    }
    var at = index == count ? endPosition : locate(index)
    if blocks[at.block].chunks[at.chunk].isRun {
      if element == fill {
        blocks[at.block].chunks[at.chunk].count += 1
        count += 1
        blockChanged(at.block)
        return
      }
      at = materialize(at)
    }
    blocks[at.block].chunks[at.chunk].values?.insert(element, at: at.offset)
    blocks[at.block].chunks[at.chunk].count += 1
    blocks[at.block].chunks[at.chunk].recomputeWeights(from: at.offset)
    count += 1
    if blocks[at.block].chunks[at.chunk].count > 2 * Self.chunkLimit {
      split(chunk: at.chunk, of: at.block, at: blocks[at.block].chunks[at.chunk].count / 2)
    } else {
      blockChanged(at.block)
    }
  }

  /// Inserts `newCount` fill values before element `index`.
  ///
  /// - Complexity: O(log blocks + blockLimit + chunkLimit).
  package mutating func insertFill(count newCount: Int, at index: Int) {
    guard newCount > 0 else { return }
    let index = min(max(0, index), count)
    guard count > 0 else {
      self = ChunkedList(count: newCount, fill: fill)
      return
    }
    var at = index == count ? endPosition : locate(index)
    if !blocks[at.block].chunks[at.chunk].isRun {
      // A run of its own: before the chunk, after it, or between its halves.
      if at.offset == blocks[at.block].chunks[at.chunk].count {
        at.chunk += 1
      } else if at.offset > 0 {
        splitChunk(at.chunk, of: at.block, at: at.offset)
        at.chunk += 1
      }
      blocks[at.block].chunks.insert(.run(0), at: at.chunk)
    }
    blocks[at.block].chunks[at.chunk].count += newCount
    count += newCount
    blocks[at.block].compact()
    settle(at.block)
  }

  /// Removes the elements in `range` (clamped to the list).
  ///
  /// - Complexity: O(log blocks + blockLimit + chunkLimit + chunks the range covers).
  package mutating func removeSubrange(_ range: Range<Int>) {
    let range = range.clamped(to: 0..<count)
    guard !range.isEmpty else { return }
    var at = locate(range.lowerBound)
    var remaining = range.count
    let firstBlock = at.block
    var lastBlock = at.block
    while remaining > 0 {
      lastBlock = at.block
      let take = min(blocks[at.block].chunks[at.chunk].count - at.offset, remaining)
      if blocks[at.block].chunks[at.chunk].values != nil {
        nonFillCount -= nonFillValues(in: at.offset..<(at.offset + take), of: at)
        blocks[at.block].chunks[at.chunk].values?.removeSubrange(at.offset..<(at.offset + take))
        blocks[at.block].chunks[at.chunk].recomputeWeights(from: at.offset)
      }
      blocks[at.block].chunks[at.chunk].count -= take
      remaining -= take
      moveToNextChunk(&at)
    }
    count -= range.count
    for block in firstBlock...lastBlock { blocks[block].compact() }
    if firstBlock == lastBlock, !blocks[firstBlock].chunks.isEmpty {
      blockChanged(firstBlock)
    } else {
      for block in firstBlock...lastBlock { blocks[block].recount(fill: fill) }
      blocks.removeAll { $0.chunks.isEmpty }
      rebuildTrees()
    }
  }

  /// Removes element `index`.
  ///
  /// - Complexity: that of ``removeSubrange(_:)`` for one element.
  package mutating func remove(at index: Int) {
    removeSubrange(index..<(index + 1))
  }

  // MARK: - Chunks and blocks

  /// The position just past the last element: inside the last chunk, at its end.
  private var endPosition: Position {
    let block = blocks.count - 1
    let chunk = blocks[block].chunks.count - 1
    return Position(block: block, chunk: chunk, offset: blocks[block].chunks[chunk].count)
  }

  /// Turns part of the run at `at` into stored fill values: at most
  /// ``materializedLength`` of them around `at`, so a measurement in a long run stores a
  /// bounded block. Returns where the element now sits.
  private mutating func materialize(_ at: Position) -> Position {
    let total = blocks[at.block].chunks[at.chunk].count
    let offset = min(at.offset, total - 1)
    let limit = Self.materializedLength
    let start = max(0, min(offset - limit / 2, total - limit))
    let length = min(limit, total - start)
    var replacement: [Chunk] = []
    if start > 0 { replacement.append(.run(start)) }
    replacement.append(Chunk(values: Array(repeating: fill, count: length)))
    if start + length < total { replacement.append(.run(total - start - length)) }
    blocks[at.block].chunks.replaceSubrange(at.chunk...at.chunk, with: replacement)
    let moved = Position(
      block: at.block, chunk: at.chunk + (start > 0 ? 1 : 0), offset: at.offset - start)
    return settle(at.block, keeping: moved)
  }

  /// Splits chunk `chunk` of block `block` into two halves at `offset`, then settles.
  private mutating func split(chunk: Int, of block: Int, at offset: Int) {
    splitChunk(chunk, of: block, at: offset)
    settle(block)
  }

  /// Splits chunk `chunk` of block `block` at `offset`, without settling the block.
  private mutating func splitChunk(_ chunk: Int, of block: Int, at offset: Int) {
    let stored = blocks[block].chunks[chunk]
    let pieces: [Chunk]
    if let values = stored.values {
      pieces = [Chunk(values: Array(values[..<offset])), Chunk(values: Array(values[offset...]))]
    } else {
      pieces = [.run(offset), .run(stored.count - offset)]
    }
    blocks[block].chunks.replaceSubrange(chunk...chunk, with: pieces)
  }

  /// Brings block `block` and the trees up to date after its chunks changed: splits it in
  /// two when it holds more than ``blockLimit`` chunks. `keeping` is a position in the block
  /// to follow through the split.
  @discardableResult
  private mutating func settle(_ block: Int, keeping position: Position? = nil) -> Position {
    var position = position ?? Position(block: block, chunk: 0, offset: 0)
    guard blocks[block].chunks.count > Self.blockLimit else {
      blockChanged(block)
      return position
    }
    let half = blocks[block].chunks.count / 2
    let tail = Block(chunks: Array(blocks[block].chunks[half...]), fill: fill)
    blocks[block].chunks.removeSubrange(half...)
    blocks[block].recount(fill: fill)
    blocks.insert(tail, at: block + 1)
    rebuildTrees()
    if position.chunk >= half {
      position.block += 1
      position.chunk -= half
    }
    return position
  }

  /// How many of the values at `offsets` in the chunk of `position` are not the fill
  /// value; a function of its own, so that no copy of the chunk's array outlives the count
  /// and makes the edit that follows copy it.
  private func nonFillValues(in offsets: Range<Int>, of position: Position) -> Int {
    guard let values = blocks[position.block].chunks[position.chunk].values else { return 0 }
    return values[offsets].reduce(0) { $0 + ($1 != fill ? 1 : 0) }
  }

  /// Recounts block `block` and updates the trees at it.
  private mutating func blockChanged(_ block: Int) {
    blocks[block].recount(fill: fill)
    counts.set(blocks[block].count, at: block)
    weights.set(blocks[block].weight, at: block)
  }

  /// Rebuilds both trees from the blocks' totals.
  private mutating func rebuildTrees() {
    counts = PrefixSumTree(blocks.map(\.count))
    weights = PrefixSumTree(blocks.map(\.weight))
  }
}
