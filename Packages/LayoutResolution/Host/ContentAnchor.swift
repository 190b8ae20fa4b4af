import LayoutGeometry

/// What a host remembers of the visible content before a change, to put it back after.
struct ContentAnchor {
  /// Visible cells nearest the leading edge first, each with how far its leading edge lay
  /// from the viewport's along the scroll axis; the first that survives the change is used.
  var candidates: [(indexPath: LayoutIndexPath, distance: Double)]
  /// Whether the offset showed the content from its start.
  var wasAtStart: Bool
  /// Whether the offset showed the content to its end.
  var wasAtEnd: Bool

  /// An anchor that holds only the start: a new host starts there.
  static let start = ContentAnchor(candidates: [], wasAtStart: true, wasAtEnd: false)
  /// An anchor that holds nothing: the offset stays where it is, within the range.
  static let unchanged = ContentAnchor(candidates: [], wasAtStart: false, wasAtEnd: false)
}
