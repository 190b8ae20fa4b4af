#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// How text that does not fit its line breaks or is cut: UIKit's `NSLineBreakMode`, with its
/// raw values. Headless measuring wraps at words or, for a word wider than the line, at
/// characters, whatever the mode; the mode is kept.
public enum NSLineBreakMode: Int, Hashable, Sendable, CaseIterable {
  /// Wrap at word boundaries.
  case byWordWrapping = 0
  /// Wrap at any character.
  case byCharWrapping = 1
  /// Cut at the edge.
  case byClipping = 2
  /// End the line with an ellipsis at its start.
  case byTruncatingHead = 3
  /// End the line with an ellipsis at its end.
  case byTruncatingTail = 4
  /// End the line with an ellipsis in its middle.
  case byTruncatingMiddle = 5
}
#endif
