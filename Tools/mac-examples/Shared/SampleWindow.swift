#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// What each window's XIB holds, built in code: a resizable window whose content is a scroll
/// view (no border, overlay scrollers) framing the collection view, and the item and
/// supplementary nibs the windows register.
public enum SampleWindow {
  /// A window of `size` whose scroll view fills it and frames `collectionView`.
  public static func make(size: NSSize, showing collectionView: NSCollectionView) -> NSWindow {
    make(size: size, scrollViewFrame: NSRect(origin: .zero, size: size), showing: collectionView)
  }

  /// A window of `size` whose scroll view, at `scrollViewFrame`, frames `collectionView` and
  /// stretches with the window; a resizable one (most of the sample's) cannot be made
  /// smaller than 320 × 240.
  public static func make(
    size: NSSize, scrollViewFrame: NSRect, isResizable: Bool = true,
    showing collectionView: NSCollectionView
  ) -> NSWindow {
    SampleNibs.define()
    var styleMask: NSWindow.StyleMask = [.titled, .closable, .miniaturizable]
    if isResizable { styleMask.insert(.resizable) }
    let window = NSWindow(
      contentRect: NSRect(origin: .zero, size: size), styleMask: styleMask, backing: .buffered,
      defer: false)
    if isResizable { window.contentMinSize = NSSize(width: 320, height: 240) }
    let scrollView = NSScrollView(frame: scrollViewFrame)
    scrollView.autoresizingMask = [.width, .height]
    scrollView.hasHorizontalScroller = false
    scrollView.autohidesScrollers = true
    scrollView.documentView = collectionView
    window.contentView?.addSubview(scrollView)
    return window
  }
}
#endif
