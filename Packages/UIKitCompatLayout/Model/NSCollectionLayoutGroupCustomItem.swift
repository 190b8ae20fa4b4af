#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// One frame a custom group's item provider returns; it consumes one data item.
///
/// Mirrors UIKit's `NSCollectionLayoutGroupCustomItem`, an immutable object. The frame is
/// relative to the group's origin.
public final class NSCollectionLayoutGroupCustomItem {
  /// The item's frame, relative to the group's top-left corner.
  public let frame: CGRect
  /// Drawing order of the item; cells are at 0 by default.
  public let zIndex: Int

  /// A custom item at `frame`, drawn at `zIndex`.
  public init(frame: CGRect, zIndex: Int) {
    self.frame = frame
    self.zIndex = zIndex
  }

  /// A custom item at `frame`, drawn at zIndex 0.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, zIndex: 0)
  }

  var value: LayoutCustomGroupItem {
    LayoutCustomGroupItem(frame: LayoutRect(frame), zIndex: zIndex)
  }
}
#endif
