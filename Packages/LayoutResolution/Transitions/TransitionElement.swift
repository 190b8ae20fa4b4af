/// One element of a ``LayoutTransition``: what it is doing, and its attributes at the start
/// and at the end.
public struct TransitionElement: Hashable, Sendable {
  /// What an element does during a transition.
  public enum Role: Hashable, Sendable {
    /// It was not there before: by default it fades in at its final frame.
    case appearing
    /// It is not there after: by default it fades out at its old frame.
    case disappearing
    /// It was there before and is there after, maybe elsewhere: its attributes run from
    /// the old ones to the new ones.
    case moving
  }

  /// What the element does.
  public var role: Role
  /// Its attributes when the transition starts; for a moving element, with its old index
  /// path.
  public var initial: LayoutAttributes
  /// Its attributes when the transition ends.
  public var final: LayoutAttributes
  /// Whether it pins to the visible bounds at the end (a pinned header or footer): then it
  /// is placed for the content offset shown at each moment instead of interpolated, so it
  /// stays pinned throughout.
  var isPinned = false

  /// An element doing `role`, from `initial` to `final`.
  public init(role: Role, initial: LayoutAttributes, final: LayoutAttributes) {
    self.role = role
    self.initial = initial
    self.final = final
  }
}
