#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's custom background: clear with rounded corners, tinted when the cell is
/// selected or highlighted.
///
/// ```swift
/// var state = UICellConfigurationState(traitCollection: UITraitCollection())
/// state.isSelected = true
/// CustomBackgroundConfiguration.configuration(for: state).backgroundColor  // nil: the tint
/// ```
public struct CustomBackgroundConfiguration {
  /// The background for `state`: clear, with 10 pt corners; no colour of its own when
  /// selected or highlighted, so the cell's tint shows.
  public static func configuration(for state: UICellConfigurationState)
    -> UIBackgroundConfiguration
  {
    var background = UIBackgroundConfiguration.clear()
    background.cornerRadius = 10
    if state.isHighlighted || state.isSelected {
      // No colour of its own: a nil background colour takes the cell's tint.
      background.backgroundColor = nil
      if state.isHighlighted {
        // Fully tinted when selected, faded while only highlighted.
        background.backgroundColorTransformer = UIConfigurationColorTransformer {
          $0.withAlphaComponent(0.3)
        }
      }
    }
    return background
  }
}

/// The sample's custom content: one symbol image, white over the tint when the cell is
/// selected or highlighted.
///
/// ```swift
/// var content = CustomContentConfiguration()
/// content.image = UIImage(systemName: "book")
/// cell.contentConfiguration = content
/// ```
public struct CustomContentConfiguration: UIContentConfiguration, Hashable {
  /// The symbol shown.
  public var image: UIImage? = nil
  /// The symbol's colour; nil for the inherited tint.
  public var tintColor: UIColor? = nil

  /// An empty configuration.
  public init() {}

  /// A ``CustomContentView`` showing the configuration.
  public func makeContentView() -> UIView & UIContentView {
    return CustomContentView(configuration: self)
  }

  /// The configuration for `state`: a white symbol when selected or highlighted.
  public func updated(for state: any UIConfigurationState) -> Self {
    guard let state = state as? UICellConfigurationState else { return self }
    var updatedConfig = self
    if state.isSelected || state.isHighlighted {
      updatedConfig.tintColor = .white
    }
    return updatedConfig
  }
}

/// The view of a ``CustomContentConfiguration``: an image view pinned to its layout margins,
/// hidden while there is no image.
public final class CustomContentView: UIView, UIContentView {
  /// A view showing `configuration`.
  public init(configuration: CustomContentConfiguration) {
    super.init(frame: .zero)
    setupInternalViews()
    apply(configuration: configuration)
  }

  /// Fails: there are no archives headless.
  public required init?(coder: NSCoder) {
    // Port: returns nil where the sample traps, as every headless view does.
    nil
  }

  /// The configuration shown; a configuration of another type is ignored.
  public var configuration: any UIContentConfiguration {
    // Port: the applied configuration is optional; it is there once init ran.
    get { appliedConfiguration ?? CustomContentConfiguration() }
    set {
      guard let newConfig = newValue as? CustomContentConfiguration else { return }
      apply(configuration: newConfig)
    }
  }

  /// The symbol, inside the layout margins.
  public let imageView = UIImageView()

  private func setupInternalViews() {
    addSubview(imageView)
    imageView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    imageView.preferredSymbolConfiguration = .init(
      font: .preferredFont(forTextStyle: .body), scale: .large)
    imageView.isHidden = true
  }

  // Port: lint refuses implicitly unwrapped optionals.
  private var appliedConfiguration: CustomContentConfiguration?

  private func apply(configuration: CustomContentConfiguration) {
    // An unchanged configuration leaves the views alone.
    guard appliedConfiguration != configuration else { return }
    appliedConfiguration = configuration

    imageView.isHidden = configuration.image == nil
    imageView.image = configuration.image
    imageView.tintColor = configuration.tintColor
  }
}
#endif
