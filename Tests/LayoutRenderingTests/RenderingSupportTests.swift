import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

@Suite struct RenderingSupportTests {}

extension RenderingSupportTests {
  /// FNV-1a 32-bit reference values.
  @Test(
    arguments: [("", 2_166_136_261), ("a", 0xe40c_292c), ("foobar", 0xbf9c_f968)]
      as [(String, UInt32)])
  func stableHashIsFNV1a(_ kind: String, _ expected: UInt32) {
    #expect(RenderPalette.stableHash(kind) == expected)
  }

  @Test func kindsKeepTheirColoursAndDifferentKindsDiffer() {
    let palette = RenderPalette.standard
    func header(_ kind: String) -> LayoutAttributes {
      LayoutAttributes(
        indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
        elementKind: kind, frame: .zero)
    }
    #expect(palette.fill(for: header("header")) == palette.fill(for: header("header")))
    #expect(palette.fill(for: header("header")) != palette.fill(for: header("footer")))
  }

  @Test(
    arguments: [
      (0.0, "#ff0000"), (120.0, "#00ff00"), (240.0, "#0000ff"), (-120.0, "#0000ff"),
      (420.0, "#ffff00"),
    ] as [(Double, String)])
  func coloursFollowTheCSSHSLFormula(_ hue: Double, _ hex: String) {
    #expect(RenderColor(hue: hue, saturation: 1, lightness: 0.5).hex == hex)
  }

  @Test func greyHasNoHue() {
    #expect(RenderColor(hue: 200, saturation: 0, lightness: 0.5).hex == "#808080")
  }
}
