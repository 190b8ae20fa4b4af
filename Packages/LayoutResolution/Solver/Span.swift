/// A stretch along one axis, from `start` to `end`.
///
/// Used instead of `ClosedRange<Double>` because solver values can be NaN (from a NaN
/// host size) or reversed (negative spacing can end a section before its content starts),
/// and `ClosedRange` traps on both; a span never traps.
struct Span: Hashable, Sendable {
  /// Where the span starts.
  var start: Double
  /// Where the span ends.
  var end: Double

  /// The length from start to end (negative for a reversed span).
  var length: Double { end - start }

  /// The smallest span covering both.
  func union(_ other: Span) -> Span {
    Span(start: min(start, other.start), end: max(end, other.end))
  }
}
