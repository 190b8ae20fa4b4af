extension String {
  /// The string made safe inside XML text and attribute values (SVG, HTML).
  ///
  /// The five markup characters become entities; characters XML 1.0 forbids (C0 controls
  /// other than tab, line feed and carriage return, and U+FFFE / U+FFFF) become U+FFFD so
  /// that the document stays well-formed whatever a kind name contains.
  ///
  /// - Complexity: O(n) in the string's length.
  var xmlEscaped: String {
    var escaped = ""
    escaped.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The string as a JSON string literal, quotes included, safe to embed in an HTML
  /// `<script>` element.
  ///
  /// Besides JSON's own escapes, `<`, `>` and `&` are written as `\u003c`, `\u003e` and
  /// `\u0026` so that no `</script>` or comment opener can appear in the page, and U+2028 /
  /// U+2029 are escaped because older JavaScript engines reject them raw.
  ///
  /// - Complexity: O(n) in the string's length.
  var jsonQuoted: String {
    var quoted = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        quoted += "\\u" + Self.fourHexDigits(scalar.value)
      case _ where scalar.value < 0x20:
        quoted += "\\u" + Self.fourHexDigits(scalar.value)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// `value` (below 0x10000) as four lowercase hexadecimal digits.
  private static func fourHexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
