#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// How many terminal columns a character takes: 2 for East Asian wide characters and emoji
/// shown as emoji, 0 for combining marks and other zero-width scalars, 1 otherwise.
///
/// Decided from Unicode's East Asian Width and emoji presentation ranges, as terminals
/// following `wcwidth` do; a character whose scalars disagree takes the first's width.
public enum DisplayWidth {
  /// Columns `character` takes.
  public static func of(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if value < 0x300 { return 1 }
    if scalar.properties.generalCategory == .nonspacingMark
      || scalar.properties.generalCategory == .enclosingMark || value == 0x200D
      || (0xFE00...0xFE0F).contains(value)
    {
      return 0
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }

  /// Columns `text` takes.
  ///
  /// - Complexity: O(length of `text`).
  public static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// `text` broken at spaces into at most `lines` lines of at most `columns` columns; a word
  /// wider than a line stays whole on a line of its own, for the canvas to cut. What does not
  /// fit in `lines` is left out.
  ///
  /// ```swift
  /// DisplayWidth.lines(of: "A street railway car.", columns: 10, lines: 2)
  /// // ["A street", "railway"]
  /// ```
  ///
  /// - Complexity: O(length of `text`).
  public static func lines(of text: String, columns: Int, lines: Int) -> [String] {
    var result: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if line.isEmpty || of(candidate) <= columns {
        line = candidate
        continue
      }
      result.append(line)
      guard result.count < lines else { return result }
      line = String(word)
    }
    if !line.isEmpty && result.count < lines { result.append(line) }
    return result
  }
}
#endif
