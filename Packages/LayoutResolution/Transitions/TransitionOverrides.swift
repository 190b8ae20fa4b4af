/// Your say in how elements appear and disappear: the counterparts of UIKit's
/// `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`, and of their supplementary and decoration
/// variants (switch on `attributes.category`).
///
/// ```swift
/// host.transitionOverrides.appearing = { final in
///   var start = final
///   start.alpha = 0
///   start.transform = .scale(x: 0.5, y: 0.5)  // grow in from half size
///   return start
/// }
/// ```
///
/// A closure returning `nil` keeps the default; attributes with a frame, alpha or transform
/// that is not finite are ignored for the default. The closures run on the host's caller
/// while the transition is made; the transition itself keeps none of them.
public struct TransitionOverrides {
  /// Given an appearing element's final attributes, its attributes at the start; the
  /// default is the final attributes with alpha 0.
  public var appearing: ((LayoutAttributes) -> LayoutAttributes?)?
  /// Given a disappearing element's attributes at the start, its attributes at the end;
  /// the default is the same attributes with alpha 0.
  public var disappearing: ((LayoutAttributes) -> LayoutAttributes?)?

  /// Overrides from the two closures, `nil` for UIKit's defaults.
  public init(
    appearing: ((LayoutAttributes) -> LayoutAttributes?)? = nil,
    disappearing: ((LayoutAttributes) -> LayoutAttributes?)? = nil
  ) {
    self.appearing = appearing
    self.disappearing = disappearing
  }
}
