/// Sections laid end to end along the scroll axis, as a segment tree: where each starts, and
/// which sections a span can touch, in O(log sections), and an update of one section's
/// extent or reach in O(log sections) however many sections follow it.
///
/// Each section contributes its stride (its length, plus the spacing before the next
/// section) and its reach: the span its elements can cover, relative to its start (pinned
/// items wherever they pin, badges beyond its edges). A node keeps, for the sections it
/// covers, the sum of their strides and the furthest end and nearest start of their reaches,
/// relative to the first of them, so two nodes combine without knowing where they sit.
struct SectionStack: Sendable {
  /// One node's summary.
  struct Node: Sendable, Equatable {
    /// The sum of the strides.
    var total: Double
    /// The furthest any reach ends, from the first section's start.
    var furthestEnd: Double
    /// The nearest any reach starts, from the first section's start.
    var nearestStart: Double

    /// A node that covers no section, or sections that reach nothing.
    static let empty = Node(total: 0, furthestEnd: -.infinity, nearestStart: .infinity)

    /// A single section's node.
    init(stride: Double, reach: Span?) {
      self.init(
        total: stride, furthestEnd: reach?.end ?? -.infinity,
        nearestStart: reach?.start ?? .infinity)
    }

    init(total: Double, furthestEnd: Double, nearestStart: Double) {
      self.total = total
      self.furthestEnd = furthestEnd
      self.nearestStart = nearestStart
    }

    /// `left` followed by `right`.
    init(_ left: Node, _ right: Node) {
      self.init(
        total: left.total + right.total,
        furthestEnd: max(left.furthestEnd, left.total + right.furthestEnd),
        nearestStart: min(left.nearestStart, left.total + right.nearestStart))
    }
  }

  /// The number of sections.
  let count: Int
  /// The number of leaves: the least power of two at or above `count` (at least 1).
  private let leaves: Int
  /// Node 1 is the root; node `i` has children `2i` and `2i + 1`; leaves start at `leaves`.
  private var nodes: [Node]

  /// A stack of sections with `strides[s]` and `reaches[s]` (which must have the same
  /// count).
  ///
  /// - Complexity: O(sections).
  init(strides: [Double], reaches: [Span?]) {
    count = strides.count
    var leaves = 1
    while leaves < count { leaves *= 2 }
    self.leaves = leaves
    nodes = Array(repeating: .empty, count: 2 * leaves)
    for section in 0..<count {
      nodes[leaves + section] = Node(stride: strides[section], reach: reaches[section])
    }
    for index in stride(from: leaves - 1, through: 1, by: -1) {
      nodes[index] = Node(nodes[2 * index], nodes[2 * index + 1])
    }
  }

  /// Gives section `section` a new stride and reach.
  ///
  /// - Complexity: O(log sections).
  mutating func update(_ section: Int, stride: Double, reach: Span?) {
    guard section >= 0, section < count else { return }
    var index = leaves + section
    nodes[index] = Node(stride: stride, reach: reach)
    while index > 1 {
      index /= 2
      nodes[index] = Node(nodes[2 * index], nodes[2 * index + 1])
    }
  }

  /// Every section's strides summed.
  var total: Double { nodes[1].total }

  /// The sum of the strides before `section`: its start, from the first section's.
  ///
  /// - Complexity: O(log sections).
  func offset(of section: Int) -> Double {
    var index = 1
    var width = leaves
    var offset = 0.0
    let target = min(max(0, section), count)
    var first = 0
    while width > 1 {
      width /= 2
      if target >= first + width {
        offset += nodes[2 * index].total
        first += width
        index = 2 * index + 1
      } else {
        index = 2 * index
      }
    }
    return target > first ? offset + nodes[index].total : offset
  }

  /// The first section whose reach ends beyond `position` (from the first section's start),
  /// or `count` when none does: no earlier section can touch anything at or after it.
  ///
  /// - Complexity: O(log sections).
  func firstSection(reachingBeyond position: Double) -> Int {
    guard count > 0, nodes[1].furthestEnd > position else { return count }
    var index = 1
    var base = 0.0
    while index < leaves {
      let left = nodes[2 * index]
      if base + left.furthestEnd > position {
        index = 2 * index
      } else {
        base += left.total
        index = 2 * index + 1
      }
    }
    return index - leaves
  }

  /// The last section whose reach starts before `position`, or -1 when none does: no later
  /// section can touch anything before it.
  ///
  /// - Complexity: O(log sections).
  func lastSection(reachingBefore position: Double) -> Int {
    guard count > 0, nodes[1].nearestStart < position else { return -1 }
    var index = 1
    var base = 0.0
    while index < leaves {
      let left = nodes[2 * index]
      let right = nodes[2 * index + 1]
      if base + left.total + right.nearestStart < position {
        base += left.total
        index = 2 * index + 1
      } else {
        index = 2 * index
      }
    }
    return index - leaves
  }

  /// Section `section`'s own summary, for checks.
  func node(ofSection section: Int) -> Node { nodes[leaves + section] }
}
