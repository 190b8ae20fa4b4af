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
