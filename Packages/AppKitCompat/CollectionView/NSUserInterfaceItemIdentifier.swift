#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
/// A name for an item class or a view: AppKit's `NSUserInterfaceItemIdentifier`, the reuse
/// identifier of a collection view's items and supplementary views.
///
/// ```swift
/// static let reuseIdentifier = NSUserInterfaceItemIdentifier("text-item-reuse-identifier")
/// ```
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String

  /// An identifier named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An identifier named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
#endif
