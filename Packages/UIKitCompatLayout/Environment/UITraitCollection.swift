#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution

/// The traits of the host that a section provider can adapt to.
///
/// Mirrors the part of UIKit's `UITraitCollection` that layouts read: size classes,
/// layout direction and display scale; immutable, as in UIKit. Departures: every trait is
/// given in one initializer (defaulted, so UIKit's one-trait spellings such as
/// `UITraitCollection(horizontalSizeClass: .regular)` compile); `layoutDirection` is a
/// `UIUserInterfaceLayoutDirection`, so it has no "unspecified"; and the display scale
/// defaults to 0, which turns pixel snapping off (rule 25), where a device reports 2 or 3.
/// A host's traits carry the size classes iOS assigns its size (rule 32) unless given here;
/// a collection made here keeps `unspecified` where none is given.
public final class UITraitCollection {
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Which side is leading.
  public let layoutDirection: UIUserInterfaceLayoutDirection
  /// Pixels per point; 0 means "no display": frames are exact.
  public let displayScale: CGFloat

  /// Traits with the given values; omitted ones take the headless defaults.
  public init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, displayScale: CGFloat = 0
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.layoutDirection = layoutDirection
    self.displayScale = displayScale
  }

  convenience init(_ traits: LayoutTraits) {
    self.init(
      horizontalSizeClass: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
      verticalSizeClass: UIUserInterfaceSizeClass(traits.verticalSizeClass),
      layoutDirection: UIUserInterfaceLayoutDirection(traits.readingDirection),
      displayScale: CGFloat(traits.displayScale))
  }

  var value: LayoutTraits {
    LayoutTraits(
      readingDirection: layoutDirection.value, displayScale: Double(displayScale),
      horizontalSizeClass: horizontalSizeClass.value, verticalSizeClass: verticalSizeClass.value)
  }
}
#endif
