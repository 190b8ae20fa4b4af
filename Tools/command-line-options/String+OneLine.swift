extension String {
  /// The text on one line: line breaks and other control characters, and the separators
  /// some terminals break lines at, written as escapes (`\n`, `\u{2028}`), so that an
  /// argument or a config value cannot break a one-line error in two.
  ///
  /// - Complexity: O(length).
  package var oneLine: String {
    var line = ""
    for scalar in unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        line += scalar.escaped(asASCII: true)
      default: line.unicodeScalars.append(scalar)
      }
    }
    return line
  }
}
