import LayoutGeometry

/// A reason a scroller refused an input.
///
/// UIKit accepts NaN offsets and negative sizes and then misbehaves (or traps); a scroller
/// throws one of these instead and keeps its previous state, so a bad value never reaches the
/// physics. Finite values are also refused beyond `Scroller.magnitudeLimit`, where the
/// closed forms would lose every significant digit.
///
/// Two errors are equal when they have the same case and the same value, NaN counting as
/// equal to NaN, so that `.invalidOffset(.nan)` can be matched in tests and `switch`es.
public enum ScrollSimulationError: Error, Equatable, Sendable {
  /// An offset is NaN, infinite or beyond `Scroller.magnitudeLimit`.
  case invalidOffset(Double)
  /// A velocity is NaN, infinite or beyond `Scroller.magnitudeLimit` points per second.
  case invalidVelocity(Double)
  /// A drag distance is NaN, infinite or beyond `Scroller.magnitudeLimit`.
  case invalidDragDistance(Double)
  /// A viewport length is negative, NaN, infinite or beyond `Scroller.magnitudeLimit`.
  case invalidViewportLength(Double)
  /// A content length is negative, NaN, infinite or beyond `Scroller.magnitudeLimit`.
  case invalidContentLength(Double)
  /// A content inset is NaN, infinite or beyond `Scroller.magnitudeLimit` (negative insets
  /// are allowed, as in UIKit).
  case invalidContentInset(Double)
  /// A deceleration rate is not strictly between 0 and 1: the velocity would never decay
  /// (1 or more) or the decay constant `1000 · ln d` would not exist (0 or less, NaN).
  case invalidDecelerationRate(Double)
  /// A time step is negative, NaN or infinite.
  case invalidTimeStep(Double)
  /// A row gesture or row scroll named a section that has no orthogonal row.
  case notAnOrthogonalSection(Int)
  /// A scroll to an item that the host does not lay out.
  case unknownItem(LayoutIndexPath)

  /// Same case and same value, a NaN value matching any NaN.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.notAnOrthogonalSection(let left), .notAnOrthogonalSection(let right)):
      return left == right
    case (.unknownItem(let left), .unknownItem(let right)):
      return left == right
    default:
      guard let left = lhs.caseAndValue, let right = rhs.caseAndValue else { return false }
      return left.case == right.case && left.value.isSameValue(as: right.value)
    }
  }

  /// The case's position in the declaration and its value, for the cases carrying a
  /// number.
  private var caseAndValue: (case: Int, value: Double)? {
    switch self {
    case .invalidOffset(let value): (0, value)
    case .invalidVelocity(let value): (1, value)
    case .invalidDragDistance(let value): (2, value)
    case .invalidViewportLength(let value): (3, value)
    case .invalidContentLength(let value): (4, value)
    case .invalidContentInset(let value): (5, value)
    case .invalidDecelerationRate(let value): (6, value)
    case .invalidTimeStep(let value): (7, value)
    case .notAnOrthogonalSection, .unknownItem: nil
    }
  }
}
