#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// A rectangle in a view that constraints can tie to without a view of its own: UIKit's
/// `UILayoutGuide`. A view's ``UIView/safeAreaLayoutGuide``, ``UIView/layoutMarginsGuide``
/// and ``UIView/readableContentGuide`` follow the view; a guide added with
/// ``UIView/addLayoutGuide(_:)`` is placed by its constraints, as a subview would be. A
/// list content view's ``UIListContentView/textLayoutGuide`` and its siblings are where the
/// view lays out its text and image, and a list cell's
/// ``UICollectionViewListCell/separatorLayoutGuide`` is its separator, whose leading edge
/// the cell's constraints may place.
///
/// ```swift
/// collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
/// ```
open class UILayoutGuide: LayoutItem {
  /// Which rectangle a guide stands for.
  enum Kind {
    /// Placed by constraints.
    case custom
    /// The view's bounds less its safe area insets.
    case safeArea
    /// The safe area less the layout margins.
    case layoutMargins
    /// The layout margins, at most ``UIView/readableContentWidth`` wide and centred.
    case readableContent
    /// A part of the owning view's content, where the view lays it out
    /// (`UIView.frame(ofContentGuide:)`).
    case content
    /// A list cell's separator: its leading edge placed by the owning view's constraints
    /// when they tie it, the rest where the view puts its separator
    /// (`UIView.frame(ofContentGuide:)`).
    case separator
  }

  let kind: Kind

  /// The view the guide belongs to: UIKit's `owningView`.
  public internal(set) weak var owningView: UIView?

  /// A name to tell the guide by.
  open var identifier = ""

  /// Where the owning view's constraints last placed the guide, in its coordinates; `nil`
  /// before they do.
  var solvedFrame: CGRect?

  /// A custom guide, to add to a view with ``UIView/addLayoutGuide(_:)``.
  public init() {
    kind = .custom
  }

  init(_ kind: Kind, of view: UIView) {
    self.kind = kind
    owningView = view
  }

  /// The guide's rectangle in its owning view's coordinates: UIKit's `layoutFrame`.
  public var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    let bounds = view.bounds
    let safeArea = view.safeAreaInsets
    let safe = CGRect(
      x: bounds.minX + safeArea.left, y: bounds.minY + safeArea.top,
      width: max(0, bounds.width - safeArea.left - safeArea.right),
      height: max(0, bounds.height - safeArea.top - safeArea.bottom))
    let margins = view.layoutMargins
    let marginsFrame = CGRect(
      x: safe.minX + margins.left, y: safe.minY + margins.top,
      width: max(0, safe.width - margins.left - margins.right),
      height: max(0, safe.height - margins.top - margins.bottom))
    switch kind {
    case .custom:
      return solvedFrame ?? .zero
    case .content, .separator:
      return view.frame(ofContentGuide: self)
    case .safeArea:
      return safe
    case .layoutMargins:
      return marginsFrame
    case .readableContent:
      let width = min(marginsFrame.width, UIView.readableContentWidth)
      return CGRect(
        x: marginsFrame.midX - width / 2, y: marginsFrame.minY, width: width,
        height: marginsFrame.height)
    }
  }

  /// The leading edge: the left in a left-to-right layout, the right in a right-to-left one.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The trailing edge: the right in a left-to-right layout, the left in a right-to-left one.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The left edge, whatever the layout direction.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge, whatever the layout direction.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
#endif
