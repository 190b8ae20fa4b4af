#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The size headless text takes: lines of San Francisco's line height, as many as its words
/// need at a width, each character a fixed share of the font's size wide.
///
/// Heights are iOS's for the lines counted: a label is `lines × lineHeight` tall, rounded up
/// to the pixel (measured on the iOS 26 simulator: one body line is 20.333 pt at scale 3).
/// Widths follow a character-advance model, since no table of San Francisco's advances is
/// public: 0.45 em per character for weights below semibold and 0.50 em from semibold up,
/// calibrated on iOS string widths measured in public snapshots (17 pt Regular averages
/// 0.450 em over 95 characters, 17 pt Semibold 0.496 em over 41). A line's width can be
/// off by about 10 %, so a wrap point can move; one-line heights do not depend on it.
package struct TextMeasure {
  /// The font the text is set in.
  package let font: UIFont
  /// Pixels per point to round heights and widths up to; 3, an iPhone's, when none is given
  /// (decided).
  package let scale: CGFloat

  package init(font: UIFont, scale: CGFloat) {
    self.font = font
    self.scale = scale > 0 && scale.isFinite ? scale : 3
  }

  /// The width of one character.
  package var advance: CGFloat {
    let isBold = (font.weight?.rawValue ?? 0) >= UIFont.Weight.semibold.rawValue
    return font.pointSize * (isBold ? 0.50 : 0.45)
  }

  /// One line of wrapped text: the characters it holds and how wide they are.
  package struct Line: Equatable {
    /// The line's characters, without the spaces it broke at.
    package let text: Substring
    /// The line's width under the character-advance model.
    package let width: CGFloat
  }

  /// The size `text` takes in at most `maximumLines` lines (0: as many as it needs) of at
  /// most `width` points (`.infinity`: one line per paragraph).
  ///
  /// - Complexity: O(characters in `text`).
  package func size(of text: String, maximumLines: Int, width: CGFloat) -> CGSize {
    guard !text.isEmpty, font.pointSize > 0 else { return .zero }
    let lines = lines(of: text, maximumLines: maximumLines, width: width)
    let widest = lines.map(\.width).max() ?? 0
    return CGSize(
      width: roundedUp(min(widest, width > 0 ? width : widest)),
      height: roundedUp(CGFloat(lines.count) * font.lineHeight))
  }

  /// The lines `text` wraps into, at most `maximumLines` of them (0: as many as it needs),
  /// each at most `width` points wide (`.infinity` or no width: one line per paragraph):
  /// broken at spaces, a word wider than a line broken at characters. `size(of:…)` measures
  /// these lines, so a picture that draws them draws the text the layout sized.
  ///
  /// ```swift
  /// let measure = TextMeasure(font: .systemFont(ofSize: 10), scale: 3)
  /// measure.lines(of: "A street railway car.", maximumLines: 0, width: 60).map(\.text)
  /// // ["A street", "railway car."]: 4.5 pt a character
  /// ```
  ///
  /// - Complexity: O(characters in `text`).
  package func lines(of text: String, maximumLines: Int, width: CGFloat) -> [Line] {
    guard !text.isEmpty, font.pointSize > 0 else { return [] }
    let lines = wrapped(text, width: width > 0 ? width : .infinity)
    return maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
  }

  /// Every line `text` wraps into at `width`.
  private func wrapped(_ text: String, width: CGFloat) -> [Line] {
    var lines: [Line] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var start = paragraph.startIndex
      var end = paragraph.startIndex
      var line: CGFloat = 0
      var lineHasWords = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var wordWidth = CGFloat(word.count) * advance
        let spaced = lineHasWords ? line + advance + wordWidth : wordWidth
        if spaced <= width {
          line = spaced
          lineHasWords = true
          end = word.endIndex
          continue
        }
        if lineHasWords { lines.append(Line(text: paragraph[start..<end], width: line)) }
        var rest = word
        while wordWidth > width, width >= advance {
          let count = (width / advance).rounded(.down)
          let cut =
            rest.index(rest.startIndex, offsetBy: Int(count), limitedBy: rest.endIndex)
            ?? rest.endIndex
          lines.append(Line(text: rest[..<cut], width: count * advance))
          rest = rest[cut...]
          wordWidth -= count * advance
        }
        start = rest.startIndex
        end = rest.endIndex
        line = wordWidth
        lineHasWords = true
      }
      lines.append(Line(text: paragraph[start..<end], width: line))
    }
    return lines
  }

  private func roundedUp(_ length: CGFloat) -> CGFloat {
    (length * scale - 0.0001).rounded(.up) / scale
  }
}
#endif
