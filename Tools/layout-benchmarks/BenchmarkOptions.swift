/// What the command line asked for, parsed by hand (no dependencies).
struct BenchmarkOptions: Equatable {
  /// Measure only the figures whose name starts with this, or every figure of the
  /// scenarios whose name does; every figure when `nil`.
  var only: String?
  /// Print the help instead of measuring.
  var help = false

  static let usage = "usage: layout-benchmarks [--only PREFIX] [--help]"

  /// The options `arguments` (without the program name) ask for, given each scenario's
  /// families: the first parts of its figures' names, its own name first (`["diff",
  /// "snapshot"]`).
  ///
  /// An `--only` prefix must reach a scenario, so a typo fails at once rather than after
  /// minutes of measuring nothing.
  static func parse(_ arguments: [String], scenarios: [[String]]) throws(BenchmarkError)
    -> BenchmarkOptions
  {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--only":
        guard options.only == nil else { throw .repeatedOption(argument) }
        guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else {
          throw .missingValue(argument)
        }
        options.only = value
      case "--help", "-h": options.help = true
      default: throw .unknownArgument(argument)
      }
    }
    if let only = options.only, !scenarios.contains(where: options.admits(scenario:)) {
      throw .noScenarioMatches(only, families: scenarios.flatMap { $0 })
    }
    return options
  }

  /// Whether a scenario whose figures' names start with `families` may hold a figure the
  /// options ask for: `--only gr`, `--only grid` and `--only grid.1M` all reach `grid`.
  func admits(scenario families: [String]) -> Bool {
    guard let only else { return true }
    return families.contains { $0.hasPrefix(only) || only.hasPrefix($0 + ".") }
  }

  /// Whether the figure `name` of the scenario `scenario` is one the options ask for.
  func admits(figure name: String, ofScenario scenario: String) -> Bool {
    guard let only else { return true }
    return scenario.hasPrefix(only) || name.hasPrefix(only)
  }
}
