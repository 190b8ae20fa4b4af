#if !(canImport(UIKit) || canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation
import Testing
import UIKitCompatLayout

/// A colour made into a `CGColor` for a layer keeps what it was made from and comes back
/// whole, so `layer.borderColor = UIColor.black.cgColor` compiles and reads back.
@Suite struct CGColorTests {
  @Test func aColourComesBackFromItsCGColor() {
    let red: CGFloat = 100 / 255
    let green: CGFloat = 149 / 255
    let blue: CGFloat = 237 / 255
    let cornflower = UIColor(red: red, green: green, blue: blue, alpha: 0.5)
    let components: [CGFloat] = [red, green, blue, 0.5]
    #expect(UIColor(cgColor: cornflower.cgColor) == cornflower)
    #expect(cornflower.cgColor.components == components)
    #expect(cornflower.cgColor.numberOfComponents == 4)
    #expect(cornflower.cgColor.alpha == 0.5)
  }

  @Test func aGreyHasItsWhiteLevelAndAlpha() {
    #expect(UIColor.black.cgColor.components == [0, 1])
    #expect(UIColor.black.cgColor == CGColor.black)
    #expect(CGColor(gray: 1, alpha: 0).alpha == 0)
    #expect(CGColor.clear.components == [0, 0])
  }

  @Test func aSystemColourKeepsItsNameAndHasNoComponents() {
    let gray = UIColor.systemGray2.cgColor
    #expect(gray.components == nil)
    #expect(gray.numberOfComponents == 0)
    #expect(UIColor(cgColor: gray) == .systemGray2)
    #expect(UIColor.systemGray2.withAlphaComponent(0.25).cgColor.alpha == 0.25)
  }

  @Test func coreGraphicsInitialisersMakeSRGBColours() {
    #expect(
      CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 2).alpha == 1)
    let nan = CGColor(red: .nan, green: 0, blue: 0, alpha: 1)
    #expect(nan == nan)
  }
}
#endif
