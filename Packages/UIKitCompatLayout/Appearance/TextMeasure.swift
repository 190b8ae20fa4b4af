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

  /// The size `text` takes in at most `maximumLines` lines (0: as many as it needs) of at
  /// most `width` points (`.infinity`: one line per paragraph).
  ///
  /// - Complexity: O(characters in `text`).
  package func size(of text: String, maximumLines: Int, width: CGFloat) -> CGSize {
    guard !text.isEmpty, font.pointSize > 0 else { return .zero }
    let lines = lineWidths(of: text, width: width > 0 ? width : .infinity)
    let shown = maximumLines > 0 ? Array(lines.prefix(maximumLines)) : lines
    let widest = shown.max() ?? 0
    return CGSize(
      width: roundedUp(min(widest, width > 0 ? width : widest)),
      height: roundedUp(CGFloat(shown.count) * font.lineHeight))
  }

  /// The widths of the lines `text` wraps into at `width`, a word wider than a line broken
  /// at characters.
  private func lineWidths(of text: String, width: CGFloat) -> [CGFloat] {
    var lines: [CGFloat] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line: CGFloat = 0
      var lineHasWords = false
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var wordWidth = CGFloat(word.count) * advance
        let spaced = lineHasWords ? line + advance + wordWidth : wordWidth
        if spaced <= width {
          line = spaced
          lineHasWords = true
          continue
        }
        if lineHasWords { lines.append(line) }
        while wordWidth > width, width >= advance {
          let fitting = (width / advance).rounded(.down) * advance
          lines.append(fitting)
          wordWidth -= fitting
        }
        line = wordWidth
        lineHasWords = true
      }
      lines.append(line)
    }
    return lines
  }

  private func roundedUp(_ length: CGFloat) -> CGFloat {
    (length * scale - 0.0001).rounded(.up) / scale
  }
}
#endif
