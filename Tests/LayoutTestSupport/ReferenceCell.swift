import LayoutGeometry

/// One cell the reference solver placed: its frame in left-to-right content coordinates and
/// its drawing order.
struct ReferenceCell {
  /// The cell's frame after its item's content insets.
  var frame: LayoutRect
  /// Drawing order: 0 for items, the provider's value for custom group frames.
  var zIndex: Int
  /// Whether the cell's item has an estimated dimension, so that a measured size replaces
  /// it (rule 21); never for custom group frames.
  var isSelfSizing = false
}
