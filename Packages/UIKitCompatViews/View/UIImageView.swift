#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// A headless image view: UIKit's `UIImageView`, a view that keeps the image it shows and
/// the symbol configuration it shows it with.
///
/// Images are inert values here, with no pixels or size: the view's
/// ``intrinsicContentSize`` is zero while it shows an image, so constraints give it its
/// size, as the screens that put a symbol in a cell do (a chevron 13 × 20 pt, a star), and
/// it has none without an image, so that constraints stretch it, as UIKit's empty image
/// view stretches to fill a cell's thumbnail area. Nothing is drawn.
///
/// ```swift
/// let chevron = UIImageView(image: UIImage(systemName: "chevron.right"))
/// chevron.tintColor = .lightGray
/// chevron.widthAnchor.constraint(equalToConstant: 13).isActive = true
/// ```
open class UIImageView: UIView {
  /// The image shown, or `nil`: UIKit's `image`.
  open var image: UIImage? {
    didSet { if (image == nil) != (oldValue == nil) { invalidateIntrinsicContentSize() } }
  }

  /// The configuration a symbol image is shown with, or `nil` for the image's own: UIKit's
  /// `preferredSymbolConfiguration`. Kept.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  /// An image view of `frame` with no image: UIKit's `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// An image view showing `image`: UIKit's `init(image:)`. Departure: UIKit sizes the view
  /// to the image; headless images have no size, so the frame is zero.
  public convenience init(image: UIImage?) {
    self.init(frame: .zero)
    self.image = image
  }

  /// Zero on both axes while there is an image, as headless images have no size (decided;
  /// UIKit's is the image's); without one, ``UIView/noIntrinsicMetric`` on both axes, as
  /// UIKit's image view has no intrinsic size then.
  open override var intrinsicContentSize: CGSize {
    image == nil
      ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) : .zero
  }
}
#endif
