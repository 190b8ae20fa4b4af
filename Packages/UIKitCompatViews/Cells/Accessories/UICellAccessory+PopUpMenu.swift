#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import UIKitCompatLayout

extension UICellAccessory {
  /// What choosing from a pop-up menu accessory runs, given the menu with the element chosen
  /// turned on: UIKit's `UICellAccessory.MenuSelectedElementDidChangeHandler`.
  public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

  /// The options of a pop-up menu accessory: UIKit's `UICellAccessory.PopUpMenuOptions`.
  public struct PopUpMenuOptions: Hashable, Sendable {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool
    /// The width kept for the accessory; ``LayoutDimension/standard`` by default.
    public var reservedLayoutWidth: LayoutDimension
    /// The chevrons' colour, `nil` for the cell's tint.
    public var tintColor: UIColor?

    /// Options with the values given, UIKit's defaults for the others.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }
}
#endif
