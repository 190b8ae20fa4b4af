#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import UIKitCompatLayout

extension UICellAccessory {
  /// What a custom view accessory shows and how: UIKit's
  /// `UICellAccessory.CustomViewConfiguration`. Two are equal when they hold the same view
  /// object, at the same edge and displayed state, with the same options; the placements'
  /// position closures are not compared.
  ///
  /// ```swift
  /// let star = UIImageView(image: UIImage(systemName: "star.fill"))
  /// let configuration = UICellAccessory.CustomViewConfiguration(
  ///   customView: star, placement: .trailing(), reservedLayoutWidth: .actual)
  /// ```
  ///
  /// Headless, accessories have no frames, so the view is kept, not laid out; the core
  /// names the accessory after what it shows: the image's name for a `UIImageView`
  /// showing one, the view's class name otherwise, which a renderer draws.
  public struct CustomViewConfiguration: Hashable {
    /// The view shown.
    public let customView: UIView
    /// The edge, displayed state and position of the accessory.
    public var placement: Placement
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool
    /// The width kept for the accessory; ``LayoutDimension/standard`` by default.
    public var reservedLayoutWidth: LayoutDimension
    /// The view's tint, `nil` for the cell's.
    public var tintColor: UIColor?
    /// Whether the view keeps the size its frame has rather than being sized with the
    /// accessories; `false` by default.
    public var maintainsFixedSize: Bool

    /// A configuration showing `customView` at `placement`: UIKit's
    /// `init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }

    /// The name the core gives the accessory: the image's name for an image view showing
    /// one, else the view's class name.
    var name: String {
      (customView as? UIImageView)?.image?.name ?? String(describing: type(of: customView))
    }

    /// Whether `lhs` and `rhs` show the same view the same way; see the type.
    public static func == (lhs: CustomViewConfiguration, rhs: CustomViewConfiguration) -> Bool {
      lhs.customView === rhs.customView && lhs.placement.edge == rhs.placement.edge
        && lhs.placement.displayedState == rhs.placement.displayedState
        && lhs.isHidden == rhs.isHidden && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth
        && lhs.tintColor == rhs.tintColor && lhs.maintainsFixedSize == rhs.maintainsFixedSize
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(customView))
      hasher.combine(placement.edge)
      hasher.combine(placement.displayedState)
      hasher.combine(isHidden)
      hasher.combine(reservedLayoutWidth)
      hasher.combine(tintColor)
      hasher.combine(maintainsFixedSize)
    }
  }
}
#endif
