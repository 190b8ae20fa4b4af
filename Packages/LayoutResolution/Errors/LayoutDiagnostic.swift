import LayoutGeometry

/// Something the solver adjusted rather than refused, recorded so it can be found.
///
/// UIKit logs these to the console; we keep them with the solved layout.
public enum LayoutDiagnostic: Hashable, Sendable {
  /// An element's content insets along an estimated axis were ignored (rule 6).
  case contentInsetsIgnoredOnEstimatedAxis(section: Int, axis: LayoutAxis)
  /// An anchor names both edges of an axis (leading and trailing, or top and bottom); the
  /// element is centred on that axis.
  case contradictoryAnchorEdges(section: Int, kind: String)
  /// A decoration's kind was never registered with the layout; the decoration is not laid
  /// out (UIKit raises when it cannot dequeue the view).
  case unregisteredDecorationKind(section: Int, kind: String)
  /// A preferred size reported to the host was not used: `outcome` says why (an invalid
  /// size, an element that does not exist, or a decoration, which its section sizes).
  case preferredSizeIgnored(element: LayoutElementID, size: LayoutSize, outcome: MeasurementOutcome)
}
