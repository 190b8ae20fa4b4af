/// Whether content may be pulled past its edges and bounce back: the counterpart of
/// `bounces` with `alwaysBounceVertical`/`alwaysBounceHorizontal`, and of the `bounce` of
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (rule 20).
public enum ScrollBounce: Hashable, Sendable, CaseIterable {
  /// Bounce only when there is something to scroll: content plus insets longer than the
  /// viewport. This is UIKit's default (`bounces = true`, `alwaysBounce… = false`); shorter
  /// content does not move at all.
  case automatic
  /// Bounce even when the content is shorter than the viewport (`alwaysBounce… = true`).
  case always
  /// Never pass an edge: drags stop at it and momentum stops dead on reaching it.
  case never
}
