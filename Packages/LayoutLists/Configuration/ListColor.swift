import LayoutGeometry

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

extension ListColor {
  /// Whether both are the same named colour, or the same components, a NaN matching any NaN
  /// (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ListColor, rhs: ListColor) -> Bool {
    switch (lhs, rhs) {
    case (.named(let name), .named(let other)):
      name == other
    case (.rgba(let red, let green, let blue, let alpha), .rgba(let r, let g, let b, let a)):
      red.isSameValue(as: r) && green.isSameValue(as: g) && blue.isSameValue(as: b)
        && alpha.isSameValue(as: a)
    case (.named, _), (.rgba, _):
      false
    }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .named(let name):
      hasher.combine(name)
    case .rgba(let red, let green, let blue, let alpha):
      for component in [red, green, blue, alpha] { hasher.combine(component.sameValueHash) }
    }
  }
}
