/// `swift run -c release layout-benchmarks [--only <prefix>]`: runs every scenario of
/// `performance.md` and prints one `figure <name> <value> <unit>` line per figure.
@main struct LayoutBenchmarks {
  /// A named group of figures; `run` is called only when the filter admits the prefix.
  struct Scenario: Sendable {
    let prefix: String
    let run: @Sendable () -> [BenchmarkFigure]
  }

  static let scenarios = [
    Scenario(prefix: "grid", run: GridScenario.figures),
    Scenario(prefix: "mixed", run: MixedScenario.figures),
    Scenario(prefix: "selfsizing", run: SelfSizingScenario.figures),
    Scenario(prefix: "scroll", run: ScrollScenario.figures),
    Scenario(prefix: "diff", run: DiffScenario.figures),
  ]

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var only: String?
    if let flag = arguments.firstIndex(of: "--only"), arguments.indices.contains(flag + 1) {
      only = arguments[flag + 1]
    }
    for scenario in scenarios {
      if let only, !(scenario.prefix.hasPrefix(only) || only.hasPrefix(scenario.prefix)) {
        continue
      }
      for figure in scenario.run() where only.map(figure.name.hasPrefix) ?? true {
        print(figure.line)
      }
    }
  }
}
