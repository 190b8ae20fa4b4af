#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A label measures its text under the headless text model: iOS's line heights rounded up
/// to the pixel, widths from the character-advance model (issue 22 §3).
@Suite struct LabelMeasuringTests {
  @Test func oneBodyLineIsAsTallAsOnIOS() {
    let label = UILabel()
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.text = "Wi-Fi"
    // 17 × 2444 / 2048 = 20.287 rounds up to 20.333 at scale 3 (iOS 26.1's measured row
    // text); five characters of 0.45 em at 17 pt are 38.25, rounded up to 38.333.
    #expect(abs(label.intrinsicContentSize.height - 61.0 / 3) < 0.0001)
    #expect(abs(label.intrinsicContentSize.width - 115.0 / 3) < 0.0001)
  }

  @Test func aSemiboldFontIsWiderPerCharacter() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20, weight: .semibold)
    label.text = "abcd"
    #expect(label.intrinsicContentSize.width == 40)
  }

  @Test func anEmptyLabelHasNoSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func aMultilineLabelWrapsAtWordsAtItsPreferredWidth() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc"
    // Each character is 9 pt; "aaaa bbbb" is 81 pt, so at 90 pt the third word wraps.
    label.preferredMaxLayoutWidth = 90
    let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
    #expect(label.intrinsicContentSize.width == 81)
    #expect(abs(label.intrinsicContentSize.height - (2 * lineHeight * 3).rounded(.up) / 3) < 0.0001)
    label.numberOfLines = 1
    #expect(label.intrinsicContentSize.width == 126)
  }

  @Test func aWordWiderThanTheLineBreaksAtCharacters() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 20)
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 45
    label.text = "abcdefghijkl"
    // 12 characters of 9 pt, 5 to a 45 pt line: three lines.
    let lineHeight = UIFont.systemFont(ofSize: 20).lineHeight
    #expect(abs(label.intrinsicContentSize.height - (3 * lineHeight * 3).rounded(.up) / 3) < 0.0001)
    label.numberOfLines = 2
    #expect(abs(label.intrinsicContentSize.height - (2 * lineHeight * 3).rounded(.up) / 3) < 0.0001)
  }
}
#endif
