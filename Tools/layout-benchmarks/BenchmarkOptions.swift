import CommandLineOptions

/// What the command line asked for, parsed by ``table``, which the help prints too.
struct BenchmarkOptions: Equatable {
  /// Measure only the figures whose name starts with this, or every figure of the
  /// scenarios whose name does; every figure when `nil`.
  var only: String?
  /// Print the help instead of measuring.
  var help = false

  /// The tool's options: the parser's table and the help's.
  static let table = OptionTable<BenchmarkOptions, BenchmarkError>(
    rows: [
      .option(
        "--only", value: "PREFIX",
        help: """
          measure only the figures whose name starts with PREFIX (grid.1M,
          snapshot), or every figure of the scenarios whose name does (grid)
          """
      ) { options, value throws(BenchmarkError) in
        guard options.only == nil else { throw .repeatedOption("--only") }
        options.only = value
      },
      .flag("--help", "-h", help: "show this help") { $0.help = true },
    ],
    acceptsValue: { !$0.isEmpty && !$0.hasPrefix("-") },
    missingValue: BenchmarkError.missingValue, unknownArgument: BenchmarkError.unknownArgument)

  static let usage = "usage: layout-benchmarks \(table.synopsis)"

  /// The options `arguments` (without the program name) ask for, given each scenario's
  /// families: the first parts of its figures' names, its own name first (`["diff",
  /// "snapshot"]`).
  ///
  /// An `--only` prefix must reach a scenario, so a typo fails at once rather than after
  /// minutes of measuring nothing.
  static func parse(_ arguments: [String], scenarios: [[String]]) throws(BenchmarkError)
    -> BenchmarkOptions
  {
    let options = try table.parse(arguments, into: BenchmarkOptions())
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
