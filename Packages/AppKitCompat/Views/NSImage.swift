#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// An image by name: AppKit's `NSImage`, headless. It keeps the name it was asked for and
/// has no pixels.
///
/// ```swift
/// NSImage(named: NSImage.menuOnStateTemplateName)?.name  // "NSMenuOnStateTemplate"
/// NSImage(systemSymbolName: "wifi", accessibilityDescription: nil)?.name  // "wifi"
/// ```
public final class NSImage: Hashable, Sendable {
  /// The name the image was made from.
  public let name: String
  /// Whether the image is an SF Symbol.
  public let isSymbolImage: Bool

  private init(name: String, isSymbolImage: Bool) {
    self.name = name
    self.isSymbolImage = isSymbolImage
  }

  /// The image named `name` in the app's assets or AppKit's; `nil` for an empty name.
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(name: name, isSymbolImage: false)
  }

  /// The SF Symbol named `symbolName`; `nil` for an empty name.
  public convenience init?(systemSymbolName symbolName: String, accessibilityDescription: String?) {
    guard !symbolName.isEmpty else { return nil }
    self.init(name: symbolName, isSymbolImage: true)
  }

  /// A checkmark, as menus show for an item that is on.
  public static let menuOnStateTemplateName = "NSMenuOnStateTemplate"
  /// An arrow in a circle, as links show.
  public static let followLinkFreestandingTemplateName = "NSFollowLinkFreestandingTemplate"

  /// Whether the two name the same image.
  public static func == (lhs: NSImage, rhs: NSImage) -> Bool {
    lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
  }

  /// Hashes the name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(isSymbolImage)
  }
}
#endif
