import Foundation

// Port: `Sendable` (unchecked: a screen's sort changes it on the caller alone), as diffable
// identifiers must be here; final, as a class must be to be `Sendable`. The iOS and Mac
// ports share this one copy, where the sample has one per app: a node keeps its hue, and
// each port makes the colour of its own platform from it (`color`).
/// A row of coloured nodes that sorts itself by insertion sort, one node per step, and is a
/// section of the Insertion Sort screen and window: the sample's `InsertionSortArray`.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 1)
/// let row = InsertionSortArray(count: 4, using: &generator)
/// while !row.isSorted { row.sortNext() }
/// row.values.map(\.value)  // [0, 1, 2, 3]
/// ```
public final class InsertionSortArray: Hashable, @unchecked Sendable {

  /// One node: its value and that value's hue.
  public struct SortNode: Hashable, Sendable {
    /// Where the node belongs once sorted: 0 up to the row's count.
    public let value: Int
    /// The hue `value / maxValue`, from 0 up to 1, which the node shows at full saturation
    /// and brightness.
    public let hue: CGFloat

    /// The node of `value` among `maxValue` nodes, an identity of its own.
    public init(value: Int, maxValue: Int) {
      self.value = value
      self.hue = CGFloat(value) / CGFloat(maxValue)
    }
    private let identifier = UUID()

    /// Hashes the node's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same node, not merely of one value.
    public static func == (lhs: SortNode, rhs: SortNode) -> Bool {
      return lhs.identifier == rhs.identifier
    }
  }

  /// The nodes in their current order.
  public var values: [SortNode] {
    return nodes
  }

  /// Whether the row is sorted.
  public var isSorted: Bool {
    return isSortedInternal
  }

  /// Takes the next insertion-sort step: the first node not yet sorted moves back to its
  /// place among those before it.
  ///
  /// - Complexity: O(n) for a row of n nodes.
  public func sortNext() {
    performNextSortStep()
  }

  // Port: the shuffle draws from `generator`, which the screen seeds, where the sample's
  // draws from the system's.
  /// A row of the nodes of 0 up to `count`, shuffled by `generator`.
  ///
  /// - Complexity: O(`count`).
  public init(count: Int, using generator: inout some RandomNumberGenerator) {
    nodes = (0..<count).map { SortNode(value: $0, maxValue: count) }.shuffled(using: &generator)
  }

  /// Hashes the row's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  /// Whether the two are the same row.
  public static func == (lhs: InsertionSortArray, rhs: InsertionSortArray) -> Bool {
    return lhs.identifier == rhs.identifier
  }

  private let identifier = UUID()
  private var currentIndex = 1
  private var isSortedInternal = false
  private var nodes: [SortNode]
}

extension InsertionSortArray {
  fileprivate func performNextSortStep() {
    if isSortedInternal {
      return
    }
    // Port: an empty row is sorted too, where the sample's step reads past its end.
    if nodes.count <= 1 {
      isSortedInternal = true
      return
    }

    // The node at the sorted prefix's end swaps back past every greater node before it.
    var index = currentIndex
    let currentNode = nodes[index]
    index -= 1
    while index >= 0 && currentNode.value < nodes[index].value {
      let tmp = nodes[index]
      nodes[index] = currentNode
      nodes[index + 1] = tmp
      index -= 1
    }
    currentIndex += 1
    if currentIndex >= nodes.count {
      isSortedInternal = true
    }
  }
}
