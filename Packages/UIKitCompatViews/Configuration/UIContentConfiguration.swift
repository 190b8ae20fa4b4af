#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import UIKitCompatLayout

/// What a cell's content view shows, as a value: UIKit's `UIContentConfiguration`. A
/// configuration makes the view that shows it, and gives the configuration for a state.
///
/// `UIListContentConfiguration` is one; an app writes its own for a custom content view:
///
/// ```swift
/// struct BadgeConfiguration: UIContentConfiguration {
///   var count = 0
///   func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
///   func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
/// }
/// cell.contentConfiguration = BadgeConfiguration(count: 3)
/// ```
public protocol UIContentConfiguration {
  /// A new view that shows this configuration.
  func makeContentView() -> UIView & UIContentView

  /// The configuration for `state`: a selected or highlighted look, say.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting one shows it.
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view can show `configuration` in place of its own: UIKit's
  /// `supports(_:)`. A cell whose new configuration its content view does not support makes
  /// a new view for it.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether `configuration` is of the type the view shows now, UIKit's default.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

extension UIListContentConfiguration: UIContentConfiguration {
  /// A ``UIListContentView`` showing the configuration.
  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }
}
#endif
