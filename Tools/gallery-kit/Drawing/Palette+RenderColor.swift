#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutRendering

extension Palette {
  /// The sRGB colour a terminal shows for `index` of the 256-colour palette, by xterm's
  /// formula: 16 system colours, the 6 × 6 × 6 cube, then 24 greys.
  ///
  /// - Complexity: O(1).
  static func renderColor(_ index: UInt8) -> RenderColor {
    switch index {
    case 0..<16:
      let system: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128),
        (0, 128, 128), (192, 192, 192), (128, 128, 128), (255, 0, 0), (0, 255, 0),
        (255, 255, 0), (0, 0, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
      ]
      let (red, green, blue) = system[Int(index)]
      return RenderColor(red: red, green: green, blue: blue)
    case 16..<232:
      let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
      let cube = Int(index) - 16
      return RenderColor(
        red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return RenderColor(red: grey, green: grey, blue: grey)
    }
  }

  /// The index of the 256-colour palette nearest `color` (of the cube and the greys, whose
  /// colours every terminal shows alike), so that a view's colour shows as itself.
  ///
  /// ```swift
  /// Palette.nearest(RenderColor(red: 100, green: 149, blue: 237))  // 69, cornflower blue
  /// ```
  ///
  /// - Complexity: O(1): 240 candidates.
  static func nearest(_ color: RenderColor) -> UInt8 {
    func distance(_ index: UInt8) -> Int {
      let candidate = renderColor(index)
      let red = Int(candidate.red) - Int(color.red)
      let green = Int(candidate.green) - Int(color.green)
      let blue = Int(candidate.blue) - Int(color.blue)
      return red * red + green * green + blue * blue
    }
    return (16...255).min { distance($0) < distance($1) } ?? cell
  }
}
#endif
