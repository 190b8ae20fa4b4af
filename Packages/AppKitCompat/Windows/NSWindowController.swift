#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// What owns a window and loads it: AppKit's `NSWindowController`, headless.
///
/// A window in a nib cannot be loaded here, so a port builds its window in code by
/// overriding `loadWindow()`, which AppKit allows, and keeps the sample's `windowDidLoad()`:
///
/// ```swift
/// final class GridWindowController: NSWindowController {
///   override func loadWindow() {
///     window = NSWindow(
///       contentRect: NSRect(x: 0, y: 0, width: 320, height: 600),
///       styleMask: [.titled, .resizable], backing: .buffered, defer: false)
///   }
///   override func windowDidLoad() { … }
/// }
/// GridWindowController(windowNibName: "GridWindow").showWindow(nil)
/// ```
///
/// As in AppKit, reading window first loads it (`windowWillLoad()`, `loadWindow()`,
/// `windowDidLoad()`), and a controller made with a window never loads one.
open class NSWindowController {
  /// The nib the window would load from, by name.
  public let windowNibName: NSNib.Name?
  private var loadedWindow: NSWindow?
  /// Whether the window was loaded or given.
  public private(set) var isWindowLoaded: Bool

  /// A controller of `window`, already loaded.
  public init(window: NSWindow?) {
    windowNibName = nil
    loadedWindow = window
    isWindowLoaded = window != nil
  }

  /// A controller whose window loads from the nib `windowNibName` when first read:
  /// headless, from the controller's own `loadWindow()`.
  public init(windowNibName: NSNib.Name) {
    self.windowNibName = windowNibName
    isWindowLoaded = false
  }

  /// The window, loaded when first read.
  open var window: NSWindow? {
    get {
      if !isWindowLoaded {
        isWindowLoaded = true
        windowWillLoad()
        loadWindow()
        windowDidLoad()
      }
      return loadedWindow
    }
    set {
      loadedWindow = newValue
      isWindowLoaded = true
    }
  }

  /// Called before the window loads; does nothing by default.
  open func windowWillLoad() {}

  /// Loads the window. A nib cannot be read headless, so by default there is no window;
  /// a port overrides this to build its window in code (decided).
  open func loadWindow() {}

  /// Called after the window loads; does nothing by default.
  open func windowDidLoad() {}

  /// Loads the window if needed and shows it in front.
  open func showWindow(_ sender: Any?) {
    window?.makeKeyAndOrderFront(sender)
  }

  /// Takes the window off screen.
  open func close() {
    window?.close()
  }
}
#endif
