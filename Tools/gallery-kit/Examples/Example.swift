#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// One entry of the gallery: its name, where the sample lists it, and how to build its
/// screen for a container size.
public struct Example: Sendable {
  /// The name on the command line: lower case, words joined by `-` (`inset-items-grid`).
  public let slug: String
  /// The name on screen, as the sample names it.
  public let title: String
  /// Where the home screen lists it.
  public let category: ExampleCategory
  /// Builds its screen for a collection view of the given size.
  public let make: @Sendable (CGSize) -> Screen

  /// An example.
  public init(
    _ title: String, slug: String, category: ExampleCategory,
    make: @escaping @Sendable (CGSize) -> Screen
  ) {
    self.title = title
    self.slug = slug
    self.category = category
    self.make = make
  }
}
#endif
