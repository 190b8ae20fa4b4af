#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// Configurations resolve the colours they draw through their colour transformers, as
/// UIKit's `resolved…` calls do (issue 22 §1).
@Suite struct ColorTransformerTests {
  @Test func aHighlightedBackgroundFadesTheTint() {
    var background = UIBackgroundConfiguration.clear()
    background.backgroundColor = nil
    #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    background.backgroundColorTransformer = UIConfigurationColorTransformer {
      $0.withAlphaComponent(0.3)
    }
    #expect(
      background.resolvedBackgroundColor(for: .systemBlue)
        == UIColor.systemBlue.withAlphaComponent(0.3))
    background.backgroundColor = .red
    #expect(
      background.resolvedBackgroundColor(for: .systemBlue) == UIColor.red.withAlphaComponent(0.3))
  }

  @Test func aTransformerEqualsOnlyItselfAndItsCopies() {
    let fade = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
    let copy = fade
    let same = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
    #expect(fade == copy && fade.hashValue == copy.hashValue)
    #expect(fade != same)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColorTransformer = fade
    var other = background
    #expect(background == other)
    other.backgroundColorTransformer = same
    #expect(background != other)
  }

  @Test func textAndImagesResolveTheirColours() {
    var content = UIListContentConfiguration.valueCell()
    content.secondaryTextProperties.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(
      content.secondaryTextProperties.resolvedColor() == content.secondaryTextProperties.color)
    content.secondaryTextProperties.colorTransformer = .grayscale
    // Rec. 709 luminance of pure red.
    #expect(content.secondaryTextProperties.resolvedColor() == UIColor(white: 0.2126, alpha: 1))
    // A named colour's components are a renderer's to resolve: grayscale keeps it.
    #expect(UIConfigurationColorTransformer.grayscale(.systemRed) == .systemRed)

    #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemPink)
    content.imageProperties.tintColor = .systemGreen
    #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemGreen)
    content.imageProperties.tintColorTransformer = .preferredTint
    #expect(content.imageProperties.resolvedTintColor(for: .systemPink) == .systemGreen)
    #expect(content.textToSecondaryTextHorizontalPadding == 8)
  }
}
#endif
