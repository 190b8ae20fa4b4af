/// One line of a flow section (rule 21c): how many items it holds. Its weight is that count,
/// so the running sum of a section's lines finds the line an item is on.
struct LineLength: ChunkedListElement {
  /// The number of items on the line, at least 1.
  var count: Int

  var weight: Double { Double(count) }
}
