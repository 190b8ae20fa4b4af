#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// A shadow a view casts: AppKit's `NSShadow`, kept for a test or a renderer to read.
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowOffset = NSSize(width: 2, height: -2)
/// shadow.shadowBlurRadius = 2
/// item.view.shadow = shadow
/// ```
open class NSShadow {
  /// How far the shadow falls from the view, zero by default.
  open var shadowOffset = NSSize.zero
  /// How blurred the shadow is, 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour: black at a third alpha by default, as AppKit's.
  open var shadowColor: NSColor? = NSColor.black.withAlphaComponent(1 / 3)

  /// A shadow with AppKit's defaults.
  public init() {}
}
#endif
