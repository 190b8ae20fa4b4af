import LayoutGeometry

/// Something the solver adjusted rather than refused, recorded so it can be found.
///
/// UIKit logs these to the console; we keep them with the solved layout.
public enum LayoutDiagnostic: Hashable, Sendable {
  /// An element's content insets along an estimated axis were ignored (rule 6).
  case contentInsetsIgnoredOnEstimatedAxis(section: Int, axis: LayoutAxis)
}
