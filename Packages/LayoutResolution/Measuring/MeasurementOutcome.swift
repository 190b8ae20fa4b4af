/// What became of a measured size given to a host.
public enum MeasurementOutcome: Hashable, Sendable {
  /// The element took the size; it and everything after it moved.
  case applied
  /// Nothing changed: the element already had that size, or it has no estimated dimension
  /// (UIKit ignores preferred sizes of elements that are not self-sizing).
  case unchanged
  /// The size is negative, NaN, infinite or beyond ``LayoutSection/maximumLength``; it was
  /// ignored.
  case invalidSize
  /// No such element is laid out; the size was ignored.
  case unknownElement
  /// Decorations are sized by their section (rule 18); the size was ignored.
  case sizedBySection
}
