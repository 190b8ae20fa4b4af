#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
/// An input event: AppKit's `NSEvent`, here only for its modifier flags, which a headless
/// click takes (`clickItem(at:modifierFlags:)`).
public enum NSEvent {
  /// The keys held during a click: AppKit's `NSEvent.ModifierFlags`, in part.
  public struct ModifierFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits, AppKit's values.
    public let rawValue: UInt
    /// Flags of `rawValue`'s bits, AppKit's values.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shift: extends a selection.
    public static let shift = ModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = ModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let option = ModifierFlags(rawValue: 1 << 19)
    /// Command: toggles an item in a selection.
    public static let command = ModifierFlags(rawValue: 1 << 20)
  }
}
#endif
