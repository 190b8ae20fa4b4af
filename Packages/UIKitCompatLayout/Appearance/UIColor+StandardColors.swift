#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

// The fixed colours keep the components Apple documents for each (a grey space for black,
// white and the greys, as UIKit makes them); the others are named, because on iOS they follow
// the appearance and the accessibility settings.
extension UIColor {
  /// Black: white level 0, alpha 1.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey: white level 1/3, alpha 1.
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  /// Light grey: white level 2/3, alpha 1.
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// White: white level 1, alpha 1.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey: white level 0.5, alpha 1.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Red: (1, 0, 0), alpha 1.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green: (0, 1, 0), alpha 1.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue: (0, 0, 1), alpha 1.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan: (0, 1, 1), alpha 1.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow: (1, 1, 0), alpha 1.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta: (1, 0, 1), alpha 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange: (1, 0.5, 0), alpha 1.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple: (0.5, 0, 0.5), alpha 1.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown: (0.6, 0.4, 0.2), alpha 1.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// No colour: white level 0, alpha 0.
  public static let clear = UIColor(white: 0, alpha: 0)
}

extension UIColor {
  /// A system colour by the name of its static property; a renderer resolves it.
  private static func system(_ name: String) -> UIColor {
    UIColor(components: .named(name, alpha: 1))
  }

  /// The system red, named `"systemRed"`.
  public static let systemRed = system("systemRed")
  /// The system orange, named `"systemOrange"`.
  public static let systemOrange = system("systemOrange")
  /// The system yellow, named `"systemYellow"`.
  public static let systemYellow = system("systemYellow")
  /// The system green, named `"systemGreen"`.
  public static let systemGreen = system("systemGreen")
  /// The system mint, named `"systemMint"`.
  public static let systemMint = system("systemMint")
  /// The system teal, named `"systemTeal"`.
  public static let systemTeal = system("systemTeal")
  /// The system cyan, named `"systemCyan"`.
  public static let systemCyan = system("systemCyan")
  /// The system blue, named `"systemBlue"`.
  public static let systemBlue = system("systemBlue")
  /// The system indigo, named `"systemIndigo"`.
  public static let systemIndigo = system("systemIndigo")
  /// The system purple, named `"systemPurple"`.
  public static let systemPurple = system("systemPurple")
  /// The system pink, named `"systemPink"`.
  public static let systemPink = system("systemPink")
  /// The system brown, named `"systemBrown"`.
  public static let systemBrown = system("systemBrown")
  /// The base grey, named `"systemGray"`.
  public static let systemGray = system("systemGray")
  /// The second grey, named `"systemGray2"`.
  public static let systemGray2 = system("systemGray2")
  /// The third grey, named `"systemGray3"`.
  public static let systemGray3 = system("systemGray3")
  /// The fourth grey, named `"systemGray4"`.
  public static let systemGray4 = system("systemGray4")
  /// The fifth grey, named `"systemGray5"`.
  public static let systemGray5 = system("systemGray5")
  /// The sixth grey, the lightest in light mode, named `"systemGray6"`.
  public static let systemGray6 = system("systemGray6")

  /// Primary text, named `"label"`.
  public static let label = system("label")
  /// Secondary text, named `"secondaryLabel"`.
  public static let secondaryLabel = system("secondaryLabel")
  /// Tertiary text, named `"tertiaryLabel"`.
  public static let tertiaryLabel = system("tertiaryLabel")
  /// Quaternary text, named `"quaternaryLabel"`.
  public static let quaternaryLabel = system("quaternaryLabel")
  /// Links, named `"link"`.
  public static let link = system("link")
  /// Placeholder text, named `"placeholderText"`.
  public static let placeholderText = system("placeholderText")
  /// Separators that let content show through, named `"separator"` (the core's
  /// `ListColor.separator`).
  public static let separator = system("separator")
  /// Separators that hide content, named `"opaqueSeparator"`.
  public static let opaqueSeparator = system("opaqueSeparator")

  /// The background of a plain screen, named `"systemBackground"` (the core's
  /// `ListColor.systemBackground`).
  public static let systemBackground = system("systemBackground")
  /// Content over ``systemBackground``, named `"secondarySystemBackground"`.
  public static let secondarySystemBackground = system("secondarySystemBackground")
  /// Content over ``secondarySystemBackground``, named `"tertiarySystemBackground"`.
  public static let tertiarySystemBackground = system("tertiarySystemBackground")
  /// The background of a grouped screen, named `"systemGroupedBackground"` (the core's
  /// `ListColor.systemGroupedBackground`).
  public static let systemGroupedBackground = system("systemGroupedBackground")
  /// Content over ``systemGroupedBackground``, named `"secondarySystemGroupedBackground"`.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground")
  /// Content over ``secondarySystemGroupedBackground``, named
  /// `"tertiarySystemGroupedBackground"`.
  public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground")

  /// Fill for thin and small shapes, named `"systemFill"`.
  public static let systemFill = system("systemFill")
  /// Fill for medium shapes, named `"secondarySystemFill"`.
  public static let secondarySystemFill = system("secondarySystemFill")
  /// Fill for large shapes, named `"tertiarySystemFill"`.
  public static let tertiarySystemFill = system("tertiarySystemFill")
  /// Fill for large areas holding complex content, named `"quaternarySystemFill"`.
  public static let quaternarySystemFill = system("quaternarySystemFill")

  /// The tint colour the view hierarchy passes down, named `"tintColor"`.
  public static let tintColor = system("tintColor")
  /// Light text over dark backgrounds, named `"lightText"`.
  public static let lightText = system("lightText")
  /// Dark text over light backgrounds, named `"darkText"`.
  public static let darkText = system("darkText")
}
#endif
