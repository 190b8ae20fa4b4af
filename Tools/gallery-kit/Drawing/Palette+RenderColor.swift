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
}
#endif
