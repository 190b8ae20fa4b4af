/// How wide text is taken to be when a picture fits it into a view: a fixed advance per
/// character, the same on every machine, since a picture loads no fonts (decided).
///
/// A character is 0.55 em when it is ASCII (0.3 em for a space or a narrow letter), and
/// 1.2 em otherwise: emoji, symbols and ideographs are about square in the system font.
enum TextWidth {
  /// The advance of `character`, in ems.
  static func ems(_ character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    guard scalar.isASCII else { return 1.2 }
    return " iljtfI.,:;'!|".unicodeScalars.contains(scalar) ? 0.3 : 0.55
  }

  /// The width of `text` at `fontSize`, in points.
  ///
  /// - Complexity: O(n) in the characters of `text`.
  static func of(_ text: String, fontSize: Double) -> Double {
    text.reduce(0) { $0 + ems($1) } * fontSize
  }

  /// The width of `text` at `fontSize` with every ASCII character 0.55 em, narrow or not,
  /// in points: a bound that sets lines of one font alike whatever their letters.
  ///
  /// - Complexity: O(n) in the characters of `text`.
  static func uniform(_ text: String, fontSize: Double) -> Double {
    text.reduce(0) { $0 + (ems($1) < 0.55 ? 0.55 : ems($1)) } * fontSize
  }

  /// `text` as it fits in `width` at `fontSize`: whole, or cut and ended with `…`; empty
  /// when not even the ellipsis fits.
  ///
  /// - Complexity: O(n) in the characters of `text`.
  static func fitting(_ text: String, width: Double, fontSize: Double) -> String {
    guard of(text, fontSize: fontSize) > width else { return text }
    let ellipsis = 0.9 * fontSize
    var used = ellipsis
    var kept = ""
    for character in text {
      let advance = ems(character) * fontSize
      guard used + advance <= width else { break }
      used += advance
      kept.append(character)
    }
    return used <= width ? kept + "…" : ""
  }
}
