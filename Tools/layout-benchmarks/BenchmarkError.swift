/// Everything that can go wrong on the command line, each with a one-line message.
enum BenchmarkError: Error, Equatable {
  case unknownArgument(String)
  case missingValue(String)
  case repeatedOption(String)
  case noScenarioMatches(String, families: [String])

  var message: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let flag): "\(flag) needs a value"
    case .repeatedOption(let flag): "\(flag) can be given once"
    case .noScenarioMatches(let prefix, let families):
      "no scenario matches '\(prefix)' (figure names start with "
        + families.dropLast().joined(separator: ", ") + " or \(families.last ?? ""))"
    }
  }
}

extension String {
  /// The text on one line: line breaks and other control characters written as escapes
  /// (`\n`, `\u{2028}`), so that an argument cannot break a one-line error in two.
  var oneLine: String {
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
