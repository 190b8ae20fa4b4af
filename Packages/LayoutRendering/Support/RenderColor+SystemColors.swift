extension RenderColor {
  /// The light-appearance colour of a UIKit system colour, by its name (`"systemBlue"`,
  /// `"secondaryLabel"`, `"systemGroupedBackground"`, `"tintColor"` …), or `nil` for a name
  /// UIKit does not define.
  ///
  /// The components are the ones Apple's Human Interface Guidelines publish for the light
  /// appearance. A picture is opaque, so a translucent colour (the labels but `label`, the
  /// separator, the fills) is given as it shows over white (decided); `tintColor` is the
  /// default tint, system blue.
  ///
  /// ```swift
  /// RenderColor(systemColorNamed: "systemBlue")?.hex  // "#007aff"
  /// RenderColor(systemColorNamed: "separator")?.hex  // "#c6c6c8"
  /// ```
  ///
  /// - Complexity: O(1).
  public init?(systemColorNamed name: String) {
    guard let (red, green, blue, alpha) = Self.systemColors[name] else { return nil }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// UIKit's `label`: black.
  public static let label = RenderColor(red: 0, green: 0, blue: 0)
  /// UIKit's `secondaryLabel` over white.
  public static let secondaryLabel = RenderColor(red: 138, green: 138, blue: 142)

  /// Red, green, blue (0…255) and alpha of each system colour in the light appearance.
  private static let systemColors: [String: (Double, Double, Double, Double)] = [
    "systemRed": (255, 59, 48, 1), "systemOrange": (255, 149, 0, 1),
    "systemYellow": (255, 204, 0, 1), "systemGreen": (52, 199, 89, 1),
    "systemMint": (0, 199, 190, 1), "systemTeal": (48, 176, 199, 1),
    "systemCyan": (50, 173, 230, 1), "systemBlue": (0, 122, 255, 1),
    "systemIndigo": (88, 86, 214, 1), "systemPurple": (175, 82, 222, 1),
    "systemPink": (255, 45, 85, 1), "systemBrown": (162, 132, 94, 1),
    "systemGray": (142, 142, 147, 1), "systemGray2": (174, 174, 178, 1),
    "systemGray3": (199, 199, 204, 1), "systemGray4": (209, 209, 214, 1),
    "systemGray5": (229, 229, 234, 1), "systemGray6": (242, 242, 247, 1),
    "label": (0, 0, 0, 1), "secondaryLabel": (60, 60, 67, 0.6),
    "tertiaryLabel": (60, 60, 67, 0.3), "quaternaryLabel": (60, 60, 67, 0.18),
    "placeholderText": (60, 60, 67, 0.3), "link": (0, 122, 255, 1),
    "separator": (60, 60, 67, 0.29), "opaqueSeparator": (198, 198, 200, 1),
    "systemBackground": (255, 255, 255, 1), "secondarySystemBackground": (242, 242, 247, 1),
    "tertiarySystemBackground": (255, 255, 255, 1),
    "systemGroupedBackground": (242, 242, 247, 1),
    "secondarySystemGroupedBackground": (255, 255, 255, 1),
    "tertiarySystemGroupedBackground": (242, 242, 247, 1),
    "systemFill": (120, 120, 128, 0.2), "secondarySystemFill": (120, 120, 128, 0.16),
    "tertiarySystemFill": (118, 118, 128, 0.12), "quaternarySystemFill": (116, 116, 128, 0.08),
    "tintColor": (0, 122, 255, 1), "lightText": (255, 255, 255, 0.6),
    "darkText": (0, 0, 0, 1),
  ]
}
