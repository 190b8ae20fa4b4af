import LayoutGeometry

/// How a group places its subitems.
public enum LayoutGroupArrangement {
  /// Subitems in order along `axis`, cycling from the first, until the next one does not
  /// fit (rule 8); a subitem that does not fit is dropped from the instance, never
  /// squeezed.
  case sequence(axis: LayoutAxis, subitems: [LayoutSubitem])
  /// Exactly `count` equal copies of `subitem` along `axis` (rule 9): each is
  /// `(inner − spacing·(count − 1)) / count` long; the subitem's own length on that axis is
  /// ignored, its cross-axis dimension applies.
  case repeating(axis: LayoutAxis, subitem: LayoutSubitem, count: Int)
  /// Frames computed by a closure from the group's geometry (rule 11).
  case custom(LayoutCustomGroupItemProvider)
}
