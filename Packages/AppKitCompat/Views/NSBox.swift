#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// A box that groups views, or draws a fill and a border: AppKit's `NSBox`, headless. The
/// sample's items are custom boxes whose fill shows the selection.
///
/// ```swift
/// let box = NSBox(frame: .zero)
/// box.boxType = .custom
/// box.fillColor = .selectedControlColor
/// box.cornerRadius = 8
/// ```
open class NSBox: NSView {
  /// A box that draws its own fill and border (`.custom`), a titled group
  /// (`.primary`), or a line.
  public enum BoxType: Int, Hashable, Sendable {
    /// A group with a title and a border.
    case primary = 0
    /// A horizontal or vertical line.
    case separator = 2
    /// A box drawn with ``NSBox/fillColor``, ``NSBox/borderColor`` and
    /// ``NSBox/cornerRadius``.
    case custom = 4
  }

  /// How the box is drawn, `.primary` by default.
  open var boxType: BoxType = .primary
  /// The fill of a custom box, clear by default.
  open var fillColor: NSColor = .clear
  /// The border of a custom box, black by default.
  open var borderColor: NSColor = .black
  /// The border's width in a custom box, 1 by default.
  open var borderWidth: CGFloat = 1
  /// The corners' radius in a custom box, 0 by default.
  open var cornerRadius: CGFloat = 0
  /// Whether the box is see-through, `false` by default.
  open var isTransparent = false
  /// The title of a primary box.
  open var title = ""

  /// The view inside the box's border, which holds what the box groups.
  open var contentView: NSView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let contentView { addSubview(contentView) }
    }
  }

  /// A box of `frameRect` with an empty content view filling it.
  public required init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    let content = NSView(frame: bounds)
    content.autoresizingMask = [.width, .height]
    contentView = content
    addSubview(content)
  }
}
#endif
