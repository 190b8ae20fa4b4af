/// The edge of a row a swipe starts from, which decides the actions it reveals: the leading
/// edge (the left one in left-to-right layouts) reveals the leading swipe actions, the
/// trailing edge the trailing ones.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
  /// The row's leading edge; its content moves towards the trailing edge.
  case leading
  /// The row's trailing edge; its content moves towards the leading edge.
  case trailing
}
