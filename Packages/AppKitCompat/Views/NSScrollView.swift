#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// A view that shows part of a larger one and scrolls it: AppKit's `NSScrollView`, headless.
///
/// Its ``contentView``, an ``NSClipView``, frames the ``documentView``; scrolling moves the
/// clip view's bounds origin. Put a collection view in one as the sample's windows do:
///
/// ```swift
/// let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 320, height: 600))
/// scrollView.documentView = collectionView
/// scrollView.contentView.scroll(to: NSPoint(x: 0, y: 300))
/// scrollView.documentVisibleRect  // (0, 300, 320, 600)
/// ```
///
/// Departure: scrollers take no width (AppKit's overlay scrollers, the default on a Mac with a
/// trackpad), so the clip view fills the scroll view.
open class NSScrollView: NSView {
  /// The view that frames the document and whose bounds origin is the scroll position.
  public let contentView: NSClipView
  /// Whether a vertical scroller shows, `true` here (the sample's windows' setting).
  open var hasVerticalScroller = true
  /// Whether a horizontal scroller shows, `false` by default.
  open var hasHorizontalScroller = false
  /// Whether scrollers hide when not needed, `false` by default.
  open var autohidesScrollers = false

  /// A scroll view of `frameRect` with an empty clip view filling it.
  public required init(frame frameRect: NSRect) {
    contentView = NSClipView(frame: NSRect(origin: .zero, size: frameRect.size))
    super.init(frame: frameRect)
    contentView.autoresizingMask = [.width, .height]
    addSubview(contentView)
  }

  /// The view scrolled, in the clip view.
  open var documentView: NSView? {
    get { contentView.documentView }
    set { contentView.documentView = newValue }
  }

  /// The part of the document shown, in the document's coordinates.
  public var documentVisibleRect: NSRect { contentView.documentVisibleRect }
}
#endif
