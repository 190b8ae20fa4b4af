#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// A headless view a ``UICollectionView`` shows and reuses: UIKit's
/// `UICollectionReusableView`, an object with a frame rather than pixels. Supplementary
/// views subclass it; cells subclass ``UICollectionViewCell``.
///
/// Departure: the view makes registered classes with `init(frame:)`, so it is `required`;
/// a subclass with initializers of its own spells it `required init(frame:)` where UIKit code
/// writes `override init(frame:)`.
///
/// ```swift
/// final class Header: UICollectionReusableView {
///   var title = ""
///   override func prepareForReuse() { title = "" }
/// }
/// collectionView.register(
///   Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///   withReuseIdentifier: "header")
/// ```
open class UICollectionReusableView: UIView {
  /// The identifier the view was dequeued with, or `nil` for one made directly.
  public internal(set) var reuseIdentifier: String?

  /// The element kind of the pool the view was made for, which it goes back to when it
  /// leaves the screen: a registration's kind can differ from the kind the layout shows the
  /// view as (Apple's Item Badges sample registers its badge under another name), and UIKit
  /// shows it all the same.
  var reuseKind: String?

  /// The attributes last applied through ``apply(_:)``, or `nil` before the first.
  public private(set) var layoutAttributes: UICollectionViewLayoutAttributes?

  /// A view with `frame`, in the collection view's content coordinates: UIKit's
  /// `init(frame:)`. The collection view sets the frame to the layout attributes' in each
  /// layout pass.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called when the collection view takes the view from its reuse pool, before handing it
  /// out again: reset what the last item left. Does nothing by default.
  open func prepareForReuse() {}

  /// Takes the layout attributes the collection view places the view with; the collection
  /// view sets ``UIView/frame`` to their frame. Override to read other attributes, calling super.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    self.layoutAttributes = layoutAttributes
    frame = layoutAttributes.frame
  }

  /// The attributes the view would like, given `layoutAttributes` with the estimated size:
  /// UIKit's self-sizing hook, asked for each visible self-sizing element before it is
  /// shown. The attributes are the view's own copy, which it may change and return.
  ///
  /// By default a view whose constraints place its content takes the size they give, as
  /// UIKit's do: the height that fits the attributes' width, and the width that fits their
  /// height (the layout keeps only the estimated one). A view without constraints keeps the
  /// attributes as they are; override to return the size the content needs.
  ///
  /// ```swift
  /// override func preferredLayoutAttributesFitting(
  ///   _ layoutAttributes: UICollectionViewLayoutAttributes
  /// ) -> UICollectionViewLayoutAttributes {
  ///   layoutAttributes.size.height = CGFloat(lines) * 20
  ///   return layoutAttributes
  /// }
  /// ```
  ///
  /// - Complexity: two constraint layouts of the view's content, when it has constraints.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard hasConstraintLayout else { return layoutAttributes }
    let target = layoutAttributes.size
    let height = systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    let width = systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required
    ).width
    layoutAttributes.size = CGSize(width: width, height: height)
    return layoutAttributes
  }

  /// Whether constraints place the view's content.
  var hasConstraintLayout: Bool { !constraints.isEmpty }
}
#endif
