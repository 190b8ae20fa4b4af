/// A colour as data, for renderers to resolve: a named system colour or explicit components.
///
/// Lists carry colours (background, separators, swipe actions) without drawing anything, so a
/// colour is a description, never a platform object.
public enum ListColor: Hashable, Sendable {
  /// A named colour such as `"separator"` or `"systemGroupedBackground"`, resolved by the
  /// renderer (UIKit's semantic colours).
  case named(String)
  /// Red, green, blue and alpha components from 0 to 1.
  case rgba(red: Double, green: Double, blue: Double, alpha: Double)

  /// UIKit's separator colour.
  public static let separator = ListColor.named("separator")
  /// UIKit's background for plain lists.
  public static let systemBackground = ListColor.named("systemBackground")
  /// UIKit's background for grouped lists and sidebars.
  public static let systemGroupedBackground = ListColor.named("systemGroupedBackground")
  /// No colour: fully transparent.
  public static let clear = ListColor.rgba(red: 0, green: 0, blue: 0, alpha: 0)
}
