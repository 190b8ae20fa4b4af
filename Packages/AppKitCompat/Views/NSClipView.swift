#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// The view of a scroll view that frames its document: AppKit's `NSClipView`. Its bounds
/// origin is the scroll position, in the document's coordinates.
///
/// ```swift
/// scrollView.contentView.scroll(to: NSPoint(x: 0, y: 240))
/// scrollView.contentView.bounds.origin  // (0, 240)
/// ```
///
/// A collection view as the document fills the clip view's width and height: its own
/// ``NSCollectionView/visibleRect`` is the clip view's bounds.
open class NSClipView: NSView {
  /// The view framed, taken into this one.
  open var documentView: NSView? {
    didSet {
      oldValue?.removeFromSuperview()
      guard let documentView else { return }
      addSubview(documentView)
      documentView.frame = NSRect(origin: .zero, size: frame.size)
    }
  }

  open override var frame: NSRect {
    didSet {
      if frame.size != oldValue.size {
        documentView?.frame = NSRect(origin: .zero, size: frame.size)
      }
    }
  }

  /// The part of the document shown: the scroll position and the clip view's size.
  open override var bounds: NSRect {
    get { NSRect(origin: scrollOrigin, size: frame.size) }
    set {
      frame.size = newValue.size
      scroll(to: newValue.origin)
    }
  }

  /// The part of the document shown, in the document's coordinates.
  public var documentVisibleRect: NSRect { bounds }

  /// Scrolls so that `newOrigin` of the document is at the clip view's origin, as AppKit's
  /// `scroll(to:)`; a collection view keeps the position within its content.
  open func scroll(to newOrigin: NSPoint) {
    (documentView as? NSCollectionView)?.scroll(newOrigin)
  }

  private var scrollOrigin: NSPoint {
    (documentView as? NSCollectionView)?.visibleRect.origin ?? .zero
  }
}
#endif
