#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatLayout

// A port's own colours, written as iOS code writes them: both must compile unchanged.
extension UIColor {
  fileprivate static let cornflowerBlue = UIColor(
    red: 100 / 255, green: 149 / 255, blue: 237 / 255, alpha: 1)

  fileprivate convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}

/// UIColor, UIFont and UIImage are inert values: they keep what they were made from and give
/// it back, and nothing is drawn.
@Suite struct AppearanceValueTests {
  /// Red, green, blue and alpha as `getRed` writes them, or `nil` when it refuses.
  static func rgba(_ color: UIColor) -> [CGFloat]? {
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
    return [red, green, blue, alpha]
  }
}

extension AppearanceValueTests {
  @Test func aPortsColourExtensionCompilesAndKeepsItsComponents() {
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) = (100 / 255, 149 / 255, 237 / 255)
    #expect(Self.rgba(.cornflowerBlue) == [red, green, blue, 1])
    #expect(UIColor.cornflowerBlue.components == .rgb(red: red, green: green, blue: blue, alpha: 1))
    #expect(UIColor(hex: 0x6495ED) == .cornflowerBlue)
    #expect(
      UIColor(hex: 0x6495ED).core
        == .rgba(red: Double(red), green: Double(green), blue: Double(blue), alpha: 1))
    #expect(UIColor(hex: 0xFF0000).description == "UIExtendedSRGBColorSpace 1 0 0 1")
  }

  @Test func aSystemColourKeepsItsNameAndGivesNoComponents() {
    var red: CGFloat = -1
    #expect(!UIColor.systemBlue.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(red == -1)
    #expect(UIColor.systemBlue.description == "systemBlue")
    #expect(UIColor.systemBlue.core == .named("systemBlue"))
    #expect(UIColor.systemGroupedBackground.core == ListColor.systemGroupedBackground)
    #expect(UIColor.separator.core == ListColor.separator)
    #expect(UIColor(named: "AccentColor")?.core == .named("AccentColor"))
  }

  @Test func theFixedColoursHaveAppleDocumentedComponents() {
    #expect(Self.rgba(.orange) == [1, 0.5, 0, 1])
    #expect(Self.rgba(.purple) == [0.5, 0, 0.5, 1])
    #expect(Self.rgba(.brown) == [0.6, 0.4, 0.2, 1])
    #expect(Self.rgba(.gray) == [0.5, 0.5, 0.5, 1])
    #expect(UIColor.clear.core == ListColor.clear)
    var white: CGFloat = -1
    var alpha: CGFloat = -1
    let third: CGFloat = 1 / 3
    #expect(UIColor.darkGray.getWhite(&white, alpha: &alpha))
    #expect([white, alpha] == [third, 1])
    #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
    #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
  }

  @Test(
    arguments: [
      // hue, saturation, brightness → red, green, blue
      ([0, 1, 1], [1, 0, 0]), ([1.0 / 3, 1, 1], [0, 1, 0]), ([2.0 / 3, 1, 1], [0, 0, 1]),
      ([1.0 / 12, 1, 1], [1, 0.5, 0]), ([0.5, 0.5, 0.8], [0.4, 0.8, 0.8]),
      ([0, 0, 0.25], [0.25, 0.25, 0.25]), ([1, 1, 1], [1, 0, 0]), ([-0.5, 1, 1], [0, 1, 1]),
    ] as [([CGFloat], [CGFloat])])
  func hueSaturationAndBrightnessConvertToKnownRedGreenBlue(
    hsb: [CGFloat], expected: [CGFloat]
  ) throws {
    let color = UIColor(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: 0.5)
    let rgba = try #require(Self.rgba(color))
    #expect(zip(rgba, expected + [0.5]).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func aHueThatIsNotFiniteGivesNaNComponentsRatherThanATrap() throws {
    let rgba = try #require(Self.rgba(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)))
    #expect(rgba.prefix(3).allSatisfy { $0.isNaN })
  }

  @Test func withAlphaComponentKeepsTheColourAndClampsTheAlpha() {
    #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
    #expect(Self.rgba(UIColor.red.withAlphaComponent(2)) == [1, 0, 0, 1])
    #expect(Self.rgba(UIColor(red: 2, green: -1, blue: 0, alpha: -3)) == [2, -1, 0, 0])
    let grey = UIColor.gray.withAlphaComponent(0.5)
    #expect(grey.components == .white(0.5, alpha: 0.5))
    let faded = UIColor.systemBlue.withAlphaComponent(0.5)
    #expect(faded.components == .named("systemBlue", alpha: 0.5))
    #expect(faded.description == "systemBlue alpha 0.5")
    #expect(faded != .systemBlue)
  }

  @Test func equalityIsReflexiveWithNaNComponents() {
    let colors = [
      UIColor(red: .nan, green: 0, blue: 0, alpha: .nan), UIColor(white: .nan, alpha: 1),
      UIColor.systemRed.withAlphaComponent(.nan),
    ]
    for color in colors { #expect(color == color) }
    #expect(Set(colors + colors).count == 3)
    let font = UIFont.systemFont(ofSize: .nan)
    #expect(font == font.withSize(.nan))
    let configuration = UIImage.SymbolConfiguration(pointSize: .nan)
    #expect(configuration == UIImage.SymbolConfiguration(pointSize: .nan))
    #expect(UIFont.Weight(.nan) == UIFont.Weight(.nan))
  }

  @Test func aGreyAndTheSameRedGreenBlueAreDifferentColours() {
    #expect(UIColor(white: 0.5, alpha: 1) != UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(
      UIColor(white: 0.5, alpha: 1).core == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).core)
  }
}

extension AppearanceValueTests {
  @Test func aDisplayP3ColourIsTheExtendedSRGBColourItIs() throws {
    // Pure P3 red lies outside sRGB: about (1.0931, -0.2267, -0.1501) in extended sRGB, the
    // figure colour-science references publish; white and greys are the same in both.
    let red = try #require(Self.rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)))
    for (component, expected) in zip(red, [1.0931, -0.2267, -0.1501, 1]) {
      #expect(abs(component - expected) < 0.0005)
    }
    let grey = try #require(
      Self.rgba(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)))
    for (component, expected) in zip(grey, [0.5, 0.5, 0.5, 0.3]) {
      #expect(abs(component - expected) < 0.0001)
    }
  }
}
#endif
