#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// The lines headless text wraps into are the ones its measured size counts, so a picture
/// that draws them shows the text the layout made room for (rule 40).
@Suite struct TextMeasureLineTests {}

extension TextMeasureLineTests {
  @Test func textWrapsAtSpacesWithEachLinesWidth() {
    // 10 pt regular: 4.5 pt a character.
    let measure = TextMeasure(font: .systemFont(ofSize: 10), scale: 3)
    let lines = measure.lines(of: "A street railway car.", maximumLines: 0, width: 60)
    #expect(lines.map(\.text) == ["A street", "railway car."])
    // 8 and 12 characters.
    #expect(lines.map(\.width) == [36, 54])
  }

  @Test func aWordWiderThanTheLineBreaksAtCharacters() {
    let measure = TextMeasure(font: .systemFont(ofSize: 10), scale: 3)
    // 20 pt holds 4 characters of 4.5 pt.
    let lines = measure.lines(of: "ab abcdefghij", maximumLines: 0, width: 20)
    #expect(lines.map(\.text) == ["ab", "abcd", "efgh", "ij"])
    #expect(lines.map(\.width) == [9, 18, 18, 9])
  }

  @Test func theLinesAreTheOnesTheSizeCounts() {
    let measure = TextMeasure(font: .systemFont(ofSize: 15), scale: 3)
    let text = "Two small speakers worn over the ears for listening alone.\nSecond paragraph"
    for width in [CGFloat(80), 200, 296.667, .infinity] {
      let lines = measure.lines(of: text, maximumLines: 0, width: width)
      let size = measure.size(of: text, maximumLines: 0, width: width)
      let height =
        (CGFloat(lines.count) * UIFont.systemFont(ofSize: 15).lineHeight * 3)
        .rounded(.up) / 3
      #expect(size.height == height)
      #expect(lines.allSatisfy { $0.width <= width })
    }
    let capped = measure.lines(of: text, maximumLines: 2, width: 80)
    #expect(capped.count == 2)
    #expect(
      measure.lines(of: text, maximumLines: 0, width: .infinity).map(\.text) == [
        "Two small speakers worn over the ears for listening alone.", "Second paragraph",
      ])
  }
}
#endif
