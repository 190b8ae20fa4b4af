#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// What a configuration is updated for: UIKit's `UIConfigurationState`, the traits and an
/// app's own values by key. ``UICellConfigurationState`` is the cells'.
public protocol UIConfigurationState {
  /// The traits of the view the state is for.
  var traitCollection: UITraitCollection { get set }

  /// The app's own value for `key`, or `nil`.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
#endif
