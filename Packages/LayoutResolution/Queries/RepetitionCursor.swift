/// Where a walk over a section's group repetitions stands, in increasing order: the next
/// repetition's offset and instance are read from where the last one was, not looked up
/// from the top of a self-sizing section's group list (an O(log groups) search each, most
/// of a viewport query of a measured list).
struct RepetitionCursor {
  /// Where the walk stands in the section's group list, once it read a self-sizing one.
  private var groups: ChunkedList<GroupState>.Cursor?

  /// Repetition `repetition` of `section`, the section this cursor walks: its offset from
  /// the first along the stride axis (exactly ``SolvedSection/strideOffset(_:)``), and its
  /// solved group (``SolvedSection/group(at:)``).
  ///
  /// - Complexity: O(1) for the repetition after the last one read, O(log groups) for
  ///   another.
  mutating func read(_ repetition: Int, of section: SolvedSection)
    -> (strideOffset: Double, group: SolvedGroup)
  {
    guard let list = section.sizing?.groups, repetition >= 0, repetition < list.count else {
      return (section.strideOffset(repetition), section.group(at: repetition))
    }
    var cursor: ChunkedList<GroupState>.Cursor
    if let last = groups, last.index + 1 == repetition {
      cursor = last
      _ = list.advance(&cursor)
    } else if let last = groups, last.index == repetition {
      cursor = last
    } else {
      cursor = list.cursor(at: repetition)
    }
    groups = cursor
    let offset =
      section.sizing?.isUniform == false
      ? list.weight(before: cursor) : Double(repetition) * section.groupStride
    return (offset, list.element(at: cursor).instance ?? section.group)
  }
}
