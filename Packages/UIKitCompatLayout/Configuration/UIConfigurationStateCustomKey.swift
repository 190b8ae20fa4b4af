#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A key for an app's own value in a configuration state: UIKit's
/// `UIConfigurationStateCustomKey`.
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let item = UIConfigurationStateCustomKey("com.example.item")
/// }
/// extension UICellConfigurationState {
///   var item: Item? {
///     get { self[.item] as? Item }
///     set { self[.item] = newValue }
///   }
/// }
/// ```
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's name; reverse-DNS names keep apps' keys apart.
  public let rawValue: String

  /// The key named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The key named `rawValue`: UIKit's `init(_:)`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
#endif
