import LayoutGeometry

/// One frame a custom group's provider returns; it consumes one data item.
///
/// The counterpart of `NSCollectionLayoutGroupCustomItem`. The frame is relative to the
/// group's origin.
public struct LayoutCustomGroupItem: Hashable, Sendable {
  /// The item's frame, relative to the group's top-left corner.
  public var frame: LayoutRect
  /// Drawing order of the item.
  public var zIndex: Int

  /// A custom item at `frame`.
  public init(frame: LayoutRect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// Computes a custom group's item frames from the group's resolved geometry.
///
/// The environment's container is the group: its `contentSize` is the group's size and its
/// insets the group's `contentInsets`. The provider runs once per layout pass of the
/// section, and every repetition of the group reuses its frames (UIKit may call it for
/// each repetition; a provider that depends on being called per repetition should describe
/// the whole section as one custom group instead), and again each time a measured size
/// solves its group instance again. The solver checks every frame it returns on each call,
/// so a call costs the provider's own work plus O(frames returned).
public typealias LayoutCustomGroupItemProvider =
  (LayoutEnvironment) -> [LayoutCustomGroupItem]
