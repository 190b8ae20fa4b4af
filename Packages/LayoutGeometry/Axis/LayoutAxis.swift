/// One of the two axes of the plane.
///
/// Layout code speaks in *main* and *cross* lengths along an axis so that vertical lists,
/// horizontal layouts and orthogonal rows share one implementation: "main" is the axis
/// content flows along, "cross" the other one.
///
/// ```swift
/// let axis = LayoutAxis.vertical
/// axis.cross                                                       // .horizontal
/// LayoutSize(width: 375, height: 812).length(along: axis.cross)  // 375
/// ```
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical

  /// The other axis.
  public var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
