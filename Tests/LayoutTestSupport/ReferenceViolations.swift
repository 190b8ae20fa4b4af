import LayoutResolution

/// The rules one section breaks, collected while the reference solver lays it out.
///
/// The spec names the errors but orders none of its checks, so the reference does not stop
/// at the first: it records every broken rule it meets and goes on where a neutral value
/// can stand in (a non-finite inset or spacing counts as 0, a subitem, badge or custom frame
/// without a usable size is not placed). What the layout cannot reach is not checked:
/// subitems a sequence does not place, the copies of a repeating group whose count or
/// spacing leaves no share, the content of a group without room or without a usable size,
/// and whether a group holds items when laying it out broke a rule. A solver may report any
/// one of the recorded violations for the section.
///
/// A class, so the walkers that record into it can stay plain values; it lives only while
/// one section is placed.
final class ReferenceViolations {
  /// The violations in the order they were met (which means nothing), each once.
  private(set) var all: [LayoutError] = []
  /// The text of each recorded violation: errors are told apart as text, because a NaN
  /// payload is never equal to itself.
  private var seen: Set<String> = []

  /// Records `error` unless it was recorded already.
  func record(_ error: LayoutError) {
    if seen.insert("\(error)").inserted { all.append(error) }
  }

  /// How many distinct violations are recorded so far.
  var count: Int { all.count }
}
