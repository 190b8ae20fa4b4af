import LayoutGeometry

/// What is shown when a change starts, for the transition that animates it: the layout
/// before the change and the elements drawn at that moment (a running transition's sampled
/// elements when one is interrupted).
package struct TransitionStart {
  /// The layout before the change.
  var layout: SolvedLayout
  /// The content offset shown.
  var contentOffset: LayoutPoint
  /// The orthogonal rows' offsets, by section.
  var rowOffsets: [Int: Double]
  /// The elements shown that belong to `layout`, as drawn.
  var shown: [LayoutAttributes]
  /// Elements still fading out of an interrupted transition, as drawn.
  var leaving: [LayoutAttributes]
}
