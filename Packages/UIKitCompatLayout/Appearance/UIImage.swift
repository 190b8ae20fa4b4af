#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// An image as an inert value: the symbol or asset name it was made from, its rendering mode,
/// tint colour and symbol configuration. No artwork is loaded or drawn.
///
/// Mirrors UIKit's `UIImage`, a class, so a port's `convenience init` and static images in an
/// extension compile; every stored property is a `let`, so the compiler checks that it is
/// `Sendable`. A renderer reads ``name`` and ``isSymbolImage`` to draw a stand-in. Departures:
/// no initializer fails, since headless there is no symbol set or asset catalog to miss a
/// name in; ``size`` is zero, as the size comes from artwork that is not there; and there is
/// no `CGImage`, pixel data or drawing.
///
/// ```swift
/// var content = UIListContentConfiguration.cell()
/// content.image = UIImage(systemName: "star")
/// content.core.imageName  // "star"
/// ```
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
  /// How a renderer uses an image's colours.
  ///
  /// Mirrors UIKit's `UIImage.RenderingMode`, with its raw values.
  public enum RenderingMode: Int, Hashable, Sendable, CaseIterable {
    /// The context decides: a symbol or an image in a bar or list row draws as a template.
    case automatic = 0
    /// Draw the image's own colours.
    case alwaysOriginal = 1
    /// Draw the image's shape in the tint colour.
    case alwaysTemplate = 2
  }

  /// The SF Symbol's name for a symbol image, the asset's name otherwise.
  public let name: String
  /// Whether the image is an SF Symbol (made with ``init(systemName:)``), as UIKit's
  /// `isSymbolImage`.
  public let isSymbolImage: Bool
  /// How a renderer uses the image's colours; ``RenderingMode/automatic`` unless changed with
  /// ``withRenderingMode(_:)``.
  public let renderingMode: RenderingMode
  /// The colour given with ``withTintColor(_:)``, or `nil` to follow the view's tint.
  public let tintColor: UIColor?
  /// The symbol configuration given with the image, or `nil` for none.
  public let symbolConfiguration: SymbolConfiguration?

  private init(
    name: String, isSymbolImage: Bool, renderingMode: RenderingMode, tintColor: UIColor?,
    symbolConfiguration: SymbolConfiguration?
  ) {
    self.name = name
    self.isSymbolImage = isSymbolImage
    self.renderingMode = renderingMode
    self.tintColor = tintColor
    self.symbolConfiguration = symbolConfiguration
  }

  /// The SF Symbol of the given name, as UIKit's `init(systemName:)`. Every name is kept:
  /// there is no symbol set headless to check it against, so the initializer never fails.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbol of the given name with a symbol configuration, as UIKit's
  /// `init(systemName:withConfiguration:)`; it never fails.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(
      name: name, isSymbolImage: true, renderingMode: .automatic, tintColor: nil,
      symbolConfiguration: configuration)
  }

  /// The app's image asset of the given name, as UIKit's `init(named:)`. Every name is kept:
  /// there is no asset catalog headless, so the initializer never fails.
  public convenience init?(named name: String) {
    self.init(
      name: name, isSymbolImage: false, renderingMode: .automatic, tintColor: nil,
      symbolConfiguration: nil)
  }

  /// The image's size in points: always zero, as the size comes from artwork, which is not
  /// there headless.
  public var size: CGSize { .zero }

  /// The same image with another rendering mode, as UIKit's `withRenderingMode(_:)`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode)
  }

  /// The same image drawn in a colour, keeping its rendering mode, as UIKit's
  /// `withTintColor(_:)` documents.
  public func withTintColor(_ color: UIColor) -> UIImage {
    copy(tintColor: .some(color))
  }

  /// The same image drawn in a colour with another rendering mode, as UIKit's
  /// `withTintColor(_:renderingMode:)`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    copy(renderingMode: renderingMode, tintColor: .some(color))
  }

  /// The same image with a symbol configuration in place of its own, as UIKit's
  /// `withConfiguration(_:)`.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
    copy(symbolConfiguration: .some(configuration))
  }

  /// The same image with a symbol configuration applied over its own (what the new one
  /// specifies wins), as UIKit's `applyingSymbolConfiguration(_:)`; `nil` for an image that
  /// is not a symbol, as in UIKit.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard isSymbolImage else { return nil }
    let merged = symbolConfiguration?.applying(configuration) ?? configuration
    return copy(symbolConfiguration: .some(merged))
  }

  /// How the image was made: `UIImage(systemName: "star")` or `UIImage(named: "photo")`.
  public var description: String {
    "UIImage(\(isSymbolImage ? "systemName" : "named"): \"\(name)\")"
  }

  /// Whether both were made the same way: name, kind, rendering mode, tint and symbol
  /// configuration.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
      && lhs.renderingMode == rhs.renderingMode && lhs.tintColor == rhs.tintColor
      && lhs.symbolConfiguration == rhs.symbolConfiguration
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
    hasher.combine(renderingMode)
    hasher.combine(tintColor)
    hasher.combine(symbolConfiguration)
  }

  private func copy(
    renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil,
    symbolConfiguration: SymbolConfiguration?? = nil
  ) -> UIImage {
    UIImage(
      name: name, isSymbolImage: isSymbolImage, renderingMode: renderingMode ?? self.renderingMode,
      tintColor: tintColor ?? self.tintColor,
      symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration)
  }
}
#endif
