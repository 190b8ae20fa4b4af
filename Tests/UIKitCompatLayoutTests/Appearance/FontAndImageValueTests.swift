#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

// A port's own font, written as iOS code writes one: it must compile unchanged.
extension UIFont {
  fileprivate convenience init?(bodyNamed name: String) {
    self.init(name: name, size: UIFont.preferredFont(forTextStyle: .body).pointSize)
  }
}

/// Fonts keep Apple's Dynamic Type sizes and San Francisco's line height; images keep the
/// name and the configuration they were made with.
@Suite struct FontAndImageValueTests {
  /// Apple's Dynamic Type table at the default category (Large): size and weight per style.
  static let largeCategory: [(UIFont.TextStyle, CGFloat, UIFont.Weight, String)] = [
    (.largeTitle, 34, .regular, ".SFUI-Regular"), (.title1, 28, .regular, ".SFUI-Regular"),
    (.title2, 22, .regular, ".SFUI-Regular"), (.title3, 20, .regular, ".SFUI-Regular"),
    (.headline, 17, .semibold, ".SFUI-Semibold"), (.body, 17, .regular, ".SFUI-Regular"),
    (.callout, 16, .regular, ".SFUI-Regular"), (.subheadline, 15, .regular, ".SFUI-Regular"),
    (.footnote, 13, .regular, ".SFUI-Regular"), (.caption1, 12, .regular, ".SFUI-Regular"),
    (.caption2, 11, .regular, ".SFUI-Regular"),
  ]
}

extension FontAndImageValueTests {
  @Test(arguments: largeCategory)
  func aPreferredFontHasItsStylesDynamicTypeSize(
    style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight, name: String
  ) {
    let font = UIFont.preferredFont(forTextStyle: style)
    #expect(font.pointSize == size)
    #expect(font.weight == weight)
    #expect(font.fontName == name)
    #expect(font.textStyle == style)
    #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection()) == font)
  }

  @Test func bodyLineHeightIsSanFranciscosAscenderPlusDescender() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    // 17 × 2444 / 2048, measured on iOS 26.
    #expect(body.lineHeight == 20.287109375)
    // 17 × 1950 / 2048 and −17 × 494 / 2048.
    #expect(body.ascender == 16.1865234375)
    #expect(body.descender == -4.1005859375)
    // 15 × 2444 / 2048: subheadline.
    #expect(UIFont.preferredFont(forTextStyle: .subheadline).lineHeight == 17.900390625)
  }

  @Test func systemFontsKeepTheirSizeAndWeight() {
    let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold)
    #expect(semibold.fontName == ".SFUI-Semibold")
    #expect(semibold.pointSize == 15)
    #expect(semibold.textStyle == nil)
    #expect(UIFont.boldSystemFont(ofSize: 13).weight == .bold)
    #expect(UIFont.systemFont(ofSize: 13, weight: UIFont.Weight(0.5)).fontName == ".SFUI-Heavy")
    #expect(UIFont.italicSystemFont(ofSize: 13).fontName == ".SFUI-RegularItalic")
    #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .medium).fontName == ".SFUIMono-Medium")
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .regular))
    #expect(
      UIFont.systemFont(ofSize: 17).description
        == #"font-family: ".SFUI-Regular"; font-size: 17.00pt"#)
  }

  @Test func withSizeKeepsTheFontButNotItsTextStyle() {
    let title = UIFont.preferredFont(forTextStyle: .headline).withSize(24)
    #expect(title.pointSize == 24)
    #expect(title.fontName == ".SFUI-Semibold")
    #expect(title.textStyle == nil)
  }

  @Test func aFontByNameIsKeptWithItsSize() throws {
    let avenir = try #require(UIFont(bodyNamed: "Avenir-Book"))
    #expect(avenir.fontName == "Avenir-Book")
    #expect(avenir.pointSize == 17)
    #expect(avenir.weight == nil)
  }

  @Test func aSymbolImageKeepsItsNameModeTintAndConfiguration() throws {
    let star = try #require(UIImage(systemName: "star"))
    #expect(star.name == "star")
    #expect(star.isSymbolImage)
    #expect(star.renderingMode == .automatic)
    #expect(star.size == .zero)
    #expect(star.description == #"UIImage(systemName: "star")"#)
    let tinted = star.withRenderingMode(.alwaysTemplate).withTintColor(.systemYellow)
    #expect(tinted.renderingMode == .alwaysTemplate)
    #expect(tinted.tintColor == .systemYellow)
    #expect(tinted != star)
    #expect(tinted == star.withTintColor(.systemYellow, renderingMode: .alwaysTemplate))
    let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
    #expect(star.withConfiguration(large).symbolConfiguration == large)
    #expect(UIImage(systemName: "star", withConfiguration: large) == star.withConfiguration(large))
  }

  @Test func anAssetImageIsNotASymbol() throws {
    let photo = try #require(UIImage(named: "photo"))
    #expect(!photo.isSymbolImage)
    #expect(photo.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small)) == nil)
    #expect(photo != UIImage(systemName: "photo"))
  }

  @Test func symbolConfigurationsApplyWhatTheyGiveOverEachOther() {
    let base = UIImage.SymbolConfiguration(textStyle: .body, scale: .small)
    let merged = base.applying(UIImage.SymbolConfiguration(weight: .semibold))
    #expect(merged.textStyle == .body)
    #expect(merged.scale == .small)
    #expect(merged.weight == .semibold)
    #expect(merged.pointSize == nil)
    #expect(UIImage.SymbolConfiguration.unspecified.applying(base) == base)
    let font = UIFont.preferredFont(forTextStyle: .title2)
    #expect(UIImage.SymbolConfiguration(font: font, scale: .large).font == font)
    #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
  }
}
#endif
