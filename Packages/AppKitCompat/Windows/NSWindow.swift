#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// A window: AppKit's `NSWindow`, headless. It keeps its content view at its content size;
/// resizing it resizes the views that stretch with it, as a user dragging its corner does.
///
/// ```swift
/// let window = NSWindow(
///   contentRect: NSRect(x: 0, y: 0, width: 320, height: 600),
///   styleMask: [.titled, .resizable], backing: .buffered, defer: false)
/// window.setContentSize(NSSize(width: 900, height: 600))
/// ```
open class NSWindow {
  /// The window's title.
  open var title = ""
  /// What the window's frame has: title bar, close button, resizable edges.
  public let styleMask: StyleMask
  /// The view filling the window's content area.
  open var contentView: NSView? {
    didSet { contentView?.frame = NSRect(origin: .zero, size: contentSize) }
  }
  /// The smallest content size a user can give the window.
  open var contentMinSize = NSSize.zero
  /// Whether the window is on screen.
  public private(set) var isVisible = false
  private var contentSize: NSSize

  /// A window whose content area is `contentRect`, with an empty content view.
  public init(
    contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
    defer flag: Bool
  ) {
    styleMask = style
    contentSize = contentRect.isFinite ? contentRect.size : .zero
    contentView = NSView(frame: NSRect(origin: .zero, size: contentSize))
  }

  /// Gives the content area `size`, as AppKit's `setContentSize(_:)`; the content view and
  /// the views that stretch with it follow. A size that is not finite, or negative, is
  /// ignored.
  public func setContentSize(_ size: NSSize) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    contentSize = size
    contentView?.frame.size = size
  }

  /// Shows the window in front.
  public func makeKeyAndOrderFront(_ sender: Any?) {
    isVisible = true
  }

  /// Takes the window off screen.
  public func close() {
    isVisible = false
  }

  /// What a window's frame has: AppKit's `NSWindow.StyleMask`, in part.
  public struct StyleMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A title bar.
    public static let titled = StyleMask(rawValue: 1 << 0)
    /// A close button.
    public static let closable = StyleMask(rawValue: 1 << 1)
    /// A minimise button.
    public static let miniaturizable = StyleMask(rawValue: 1 << 2)
    /// Edges a user can drag.
    public static let resizable = StyleMask(rawValue: 1 << 3)
  }

  /// How a window is drawn off screen: AppKit's `NSWindow.BackingStoreType`; only
  /// `.buffered` is current.
  public enum BackingStoreType: UInt, Hashable, Sendable {
    /// Drawn into a buffer first.
    case buffered = 2
  }
}
#endif
