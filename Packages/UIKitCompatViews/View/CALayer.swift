#if !(canImport(UIKit) || canImport(QuartzCore) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
public import Foundation
public import UIKitCompatLayout

/// What a view looks like beyond its colour: Core Animation's `CALayer`, which Linux lacks,
/// so that a port's cell styling compiles and can be read back. Corners, border and shadow
/// are kept and nothing is drawn. Where QuartzCore exists, its type is used instead, and
/// views there have no `layer` (decided: the headless view is not backed by a Core
/// Animation layer).
///
/// A view's layer and the view share their state as in UIKit: the layer's
/// ``backgroundColor``, ``opacity``, ``isHidden`` and ``masksToBounds`` are the view's
/// `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds`.
///
/// ```swift
/// contentView.layer.borderColor = UIColor.black.cgColor
/// contentView.layer.borderWidth = 1
/// contentView.layer.cornerRadius = 8
/// ```
open class CALayer {
  /// The view the layer backs, if any; it owns the state the two share.
  weak var view: UIView?

  /// A layer that backs no view: Core Animation's `init()`.
  public init() {}

  init(backing view: UIView) {
    self.view = view
  }

  /// The radius of the rounded corners, 0 by default. A value that is not finite or is
  /// negative is refused, keeping the last one (decided).
  open var cornerRadius: CGFloat = 0 {
    didSet { if !cornerRadius.isFinite || cornerRadius < 0 { cornerRadius = oldValue } }
  }

  /// Which corners ``cornerRadius`` rounds: all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The width of the border drawn inside the bounds, 0 by default. A value that is not
  /// finite or is negative is refused, keeping the last one (decided).
  open var borderWidth: CGFloat = 0 {
    didSet { if !borderWidth.isFinite || borderWidth < 0 { borderWidth = oldValue } }
  }

  /// The border's colour: opaque black by default, as Core Animation documents.
  open var borderColor: CGColor? = .black

  /// The colour of the shadow, opaque black by default.
  open var shadowColor: CGColor? = .black

  /// The shadow's opacity from 0 (the default, no shadow) to 1; kept within 0…1, NaN
  /// refused.
  open var shadowOpacity: Float = 0 {
    didSet { shadowOpacity = shadowOpacity.isNaN ? oldValue : min(max(shadowOpacity, 0), 1) }
  }

  /// How far the shadow falls from the layer: (0, −3) by default, as Core Animation
  /// documents.
  open var shadowOffset = CGSize(width: 0, height: -3)

  /// The blur radius of the shadow, 3 by default.
  open var shadowRadius: CGFloat = 3

  private var ownBackgroundColor: CGColor?
  private var ownOpacity: Float = 1
  private var ownIsHidden = false
  private var ownMasksToBounds = false

  /// The colour behind the layer's content, or `nil`: the view's `backgroundColor` for a
  /// view's layer.
  open var backgroundColor: CGColor? {
    get { view.map { $0.backgroundColor?.cgColor } ?? ownBackgroundColor }
    set {
      guard let view else { return ownBackgroundColor = newValue }
      view.backgroundColor = newValue.map(UIColor.init(cgColor:))
    }
  }

  /// The layer's opacity from 0 to 1: the view's `alpha` for a view's layer.
  open var opacity: Float {
    get { view.map { Float($0.alpha) } ?? ownOpacity }
    set {
      guard let view else {
        return ownOpacity = newValue.isNaN ? ownOpacity : min(max(newValue, 0), 1)
      }
      view.alpha = CGFloat(newValue)
    }
  }

  /// Whether the layer is left out of what is shown: the view's `isHidden` for a view's
  /// layer.
  open var isHidden: Bool {
    get { view?.isHidden ?? ownIsHidden }
    set {
      guard let view else { return ownIsHidden = newValue }
      view.isHidden = newValue
    }
  }

  /// Whether content is cut off at the bounds and corners: the view's `clipsToBounds` for a
  /// view's layer.
  open var masksToBounds: Bool {
    get { view?.clipsToBounds ?? ownMasksToBounds }
    set {
      guard let view else { return ownMasksToBounds = newValue }
      view.clipsToBounds = newValue
    }
  }
}
#endif
