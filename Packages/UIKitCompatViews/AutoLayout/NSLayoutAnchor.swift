#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// One edge, centre or length of a view or layout guide, to make constraints from: UIKit's
/// `NSLayoutAnchor`. Its subclasses keep the axes apart, as UIKit's do: an x-axis anchor
/// ties only to an x-axis anchor.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10)
/// ```
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The view or guide the anchor belongs to.
  let item: AnyObject
  /// What of the item the anchor stands for.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The inactive constraint `self = anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// The inactive constraint `self ≥ anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// The inactive constraint `self ≤ anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }
}

/// The space UIKit puts between two sibling views, `multiplier` times: 8 pt (decided: the
/// standard spacing between siblings; UIKit's spacing after text also depends on the font).
private func systemSpacing(_ multiplier: CGFloat) -> CGFloat { 8 * multiplier }

/// A horizontal edge or centre: UIKit's `NSLayoutXAxisAnchor`.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The inactive constraint `self = anchor + multiplier × the system spacing`: UIKit's
  /// `constraint(equalToSystemSpacingAfter:multiplier:)`, 8 pt a spacing headless.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }

  /// The inactive constraint `self ≥ anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }

  /// The inactive constraint `self ≤ anchor + multiplier × the system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }
}

/// A vertical edge, centre or baseline: UIKit's `NSLayoutYAxisAnchor`.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The inactive constraint `self = anchor + multiplier × the system spacing`: UIKit's
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`, 8 pt a spacing headless.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }

  /// The inactive constraint `self ≥ anchor + multiplier × the system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }

  /// The inactive constraint `self ≤ anchor + multiplier × the system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing(multiplier))
  }
}

/// A width or height: UIKit's `NSLayoutDimension`, which can also equal a constant or a
/// multiple of another length.
///
/// ```swift
/// imageView.widthAnchor.constraint(equalToConstant: 44)
/// imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.5)
/// ```
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// The inactive constraint `self = c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, multiplier: 1, constant: c)
  }

  /// The inactive constraint `self ≥ c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// The inactive constraint `self ≤ c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// The inactive constraint `self = m × anchor + c`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// The inactive constraint `self ≥ m × anchor + c`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// The inactive constraint `self ≤ m × anchor + c`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
#endif
