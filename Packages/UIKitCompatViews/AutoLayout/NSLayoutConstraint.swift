#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// A rule between two views' edges, centres or lengths: UIKit's `NSLayoutConstraint`,
/// `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant`.
///
/// Made from anchors and activated together, as screens do:
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// contentView.addSubview(label)
/// NSLayoutConstraint.activate([
///   label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
///   label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
///   label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
///   label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
/// ])
/// ```
///
/// The view that holds both items places them in its layout pass. Headless constraints
/// resolve the systems screens build around a collection view and inside cells; see
/// ``UIView/layoutSubviews()`` for which, and ``ViewError`` for what is refused.
open class NSLayoutConstraint {
  /// What a constraint ties: an edge, a centre or a length. UIKit's
  /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
  public enum Attribute: Int, Hashable, Sendable, CaseIterable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    /// Taken as the bottom edge headless, where no glyphs are set (decided).
    case lastBaseline = 11
    /// Taken as the top edge headless, where no glyphs are set (decided).
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0
  }

  /// How the two sides compare: UIKit's `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Hashable, Sendable, CaseIterable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The two directions a view is laid out in: UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Hashable, Sendable, CaseIterable {
    case horizontal = 0
    case vertical = 1
  }

  /// The item the constraint places: a ``UIView`` or a ``UILayoutGuide``. Held weakly, as
  /// UIKit holds it: a view keeps the constraints tying it to its subviews, so a strong
  /// hold would keep the view alive through its own constraints.
  public private(set) weak var firstItem: AnyObject?
  /// What of the first item the constraint ties.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The item the first is tied to, or `nil` for a constant; held weakly, as ``firstItem``.
  public private(set) weak var secondItem: AnyObject?
  /// What of the second item the first is tied to.
  public let secondAttribute: Attribute
  /// The factor applied to the second item's attribute.
  public let multiplier: CGFloat
  /// The offset added; a constraint's one changeable term, as in UIKit.
  open var constant: CGFloat {
    didSet { installedOn?.constraintsDidChange() }
  }
  /// How much the constraint matters; ``UILayoutPriority/required`` by default.
  open var priority = UILayoutPriority.required {
    didSet { installedOn?.constraintsDidChange() }
  }
  /// A name to tell the constraint by.
  open var identifier: String?

  /// The view holding the constraint while it is active: the nearest view that holds both
  /// items.
  weak var installedOn: UIView?

  /// A constraint from its terms: UIKit's
  /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint takes part in layout: UIKit's `isActive`. Activating installs it
  /// on the nearest view that holds both items; when they share no view, activation is
  /// refused, where UIKit raises, and the first item's view records
  /// ``ViewError/constraintItemsShareNoAncestor``.
  open var isActive: Bool {
    get { installedOn != nil }
    set {
      guard newValue != isActive else { return }
      if newValue { install() } else { uninstall() }
    }
  }

  /// Activates each constraint: UIKit's `activate(_:)`.
  ///
  /// - Complexity: O(n × the depth of the views), for their common ancestors.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint: UIKit's `deactivate(_:)`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Whether one of the constraint's items is `view`, a view under it, or a guide of one.
  func ties(insideOf view: UIView) -> Bool {
    [firstItem, secondItem].contains { item in
      (item as? any LayoutItem)?.owningView?.isDescendant(of: view) ?? false
    }
  }

  /// Whether `view` is the only item the constraint ties.
  func tiesOnly(_ view: UIView) -> Bool {
    firstItem === view && (secondAttribute == .notAnAttribute || secondItem === view)
  }

  private func install() {
    guard let first = (firstItem as? any LayoutItem)?.owningView else { return }
    let second = (secondItem as? any LayoutItem)?.owningView
    guard let holder = second.map({ first.nearestCommonAncestor(with: $0) }) ?? first else {
      first.lastViewError = .constraintItemsShareNoAncestor
      return
    }
    holder.install(self)
  }

  private func uninstall() {
    installedOn?.uninstall(self)
  }
}
#endif
