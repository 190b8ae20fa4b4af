/// Where a boundary supplementary item sits around its section or layout.
///
/// The counterpart of `NSRectAlignment`. Leading and trailing follow the reading
/// direction.
public enum LayoutRectAlignment: Hashable, Sendable, CaseIterable {
  /// No alignment.
  case none
  /// Above the content, like a header.
  case top
  /// Above the content, at its leading edge.
  case topLeading
  /// Before the content on the leading side.
  case leading
  /// Below the content, at its leading edge.
  case bottomLeading
  /// Below the content, like a footer.
  case bottom
  /// Below the content, at its trailing edge.
  case bottomTrailing
  /// After the content on the trailing side.
  case trailing
  /// Above the content, at its trailing edge.
  case topTrailing
}
