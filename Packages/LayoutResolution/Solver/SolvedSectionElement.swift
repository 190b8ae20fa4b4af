import LayoutGeometry

/// A boundary supplementary item or a decoration, solved for its section (or for the whole
/// layout), with its position along the scroll axis relative to the owner's start.
struct SolvedSectionElement: Hashable, Sendable {
  /// Which edge a pinned element sticks to while scrolling.
  enum Pin: Hashable, Sendable {
    /// Sticks to the visible start (a pinned header).
    case start
    /// Sticks to the visible end (a pinned footer).
    case end
  }

  /// Supplementary view or decoration view.
  var category: LayoutElementCategory
  /// The element kind.
  var kind: String
  /// The frame; along the scroll axis it is relative to the owner's start.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int
  /// The edge it pins to, if it pins.
  var pin: Pin?
}
