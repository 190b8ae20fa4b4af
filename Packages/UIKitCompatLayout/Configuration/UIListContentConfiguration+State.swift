#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UIListContentConfiguration {
  /// The configuration for `state`: UIKit's `updated(for:)`. A selected sidebar row's text
  /// and image take the selection's contrast, white (decided, after iOS 14 to 17 sidebars);
  /// anything else comes back unchanged, as the other list styles keep their colours.
  ///
  /// ```swift
  /// var content = UIListContentConfiguration.subtitleCell().updated(for: state)
  /// content.text = state[.item] as? String
  /// ```
  ///
  /// - Complexity: O(1).
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    guard let cell = state as? UICellConfigurationState, cell.isSelected,
      core.style == .sidebarCell
    else { return self }
    var updated = self
    updated.textProperties.color = .white
    updated.secondaryTextProperties.color = .white
    updated.imageProperties.tintColor = .white
    return updated
  }
}
#endif
