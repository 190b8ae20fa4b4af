#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// How far the conversion of a group tree to the core's description has gone.
///
/// The core refuses a group nested deeper than `LayoutGroup.maximumNestingDepth`, or
/// describing more than `LayoutGroup.maximumDescribedSubitems` subitems, before it walks the
/// description (rule 8). Converting such a tree whole would recurse as deep, or take as long
/// (the same group twice at each of 40 levels describes 2⁴⁰ subitems), so the conversion
/// visits subitems in the core's order and stops at the first one past a limit: what it
/// made so far is refused by the core with the same error.
struct GroupConversion {
  /// Subitems converted so far, nested ones included.
  private var described = 0
  /// Whether a limit was passed: nothing more is converted.
  private(set) var isCut = false

  /// Counts one more subitem, a group when `isGroup`, at `level` (the section's group is
  /// level 1); returns whether its own subitems may be converted.
  mutating func admit(level: Int, isGroup: Bool) -> Bool {
    described += 1
    if described > LayoutGroup.maximumDescribedSubitems
      || (isGroup && level > LayoutGroup.maximumNestingDepth)
    {
      isCut = true
    }
    return !isCut
  }
}
#endif
