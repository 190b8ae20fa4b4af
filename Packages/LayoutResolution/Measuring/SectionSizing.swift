import LayoutGeometry
import _LayoutInternals

/// What a section whose group has estimated dimensions keeps so that measured sizes can
/// be applied without solving the section again (rule 21).
///
/// Only the group instances holding a measured item are solved again and stored; the
/// lengths of all instances go into a prefix-sum tree the first time one differs from the
/// estimate, so positions stay O(log n) and nothing else is stored per item. The group's
/// definition is not kept here: it may hold the caller's closures, which a `Sendable`
/// solved layout cannot carry, so whoever measures passes it in (the host keeps it).
struct SectionSizing: Sendable {
  /// The size the group resolved to from its estimates: the slot every instance is solved
  /// in again.
  let estimatedSize: LayoutSize
  /// The space between groups of the section.
  let spacing: Double
  /// Whether the group's length along its stride axis is `uniformAcrossSiblings`: every
  /// instance then takes the largest (rule 21, outermost group).
  let isUniform: Bool
  /// Measured sizes by item index.
  var measuredItems: [Int: LayoutSize] = [:]
  /// Instances solved again with measurements, by repetition.
  var instances: [Int: SolvedGroup] = [:]
  /// The stride of every instance (its length plus spacing), once any differs.
  var strides: PrefixSumTree<Double>?

  /// The measurements of repetition `repetition`'s items, by leaf ordinal.
  func measurements(ofRepetition repetition: Int, perGroup: Int) -> [Int: LayoutSize] {
    var result: [Int: LayoutSize] = [:]
    let first = repetition * perGroup
    // Items stop before Int.max: `first + ordinal` must not overflow in the last instance.
    for ordinal in 0..<min(perGroup, Int.max - first) {
      if let size = measuredItems[first + ordinal] { result[ordinal] = size }
    }
    return result
  }
}
