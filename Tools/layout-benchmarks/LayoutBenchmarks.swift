import CommandLineOptions
import Foundation

/// `swift run -c release layout-benchmarks [--only PREFIX]`: runs every scenario of
/// `docs/performance.md` and prints one `figure <name> <value> <unit>` line per figure.
@main struct LayoutBenchmarks {
  /// A named group of figures; `run` is called only when the options admit the scenario.
  struct Scenario: Sendable {
    /// The scenario's name, which its figures' names start with (`grid`).
    let name: String
    /// What its figures' names start with: the name, and any other family it measures.
    let families: [String]
    let run: @Sendable () -> [BenchmarkFigure]

    init(
      _ name: String, alsoMeasuring others: [String] = [],
      run: @escaping @Sendable () -> [BenchmarkFigure]
    ) {
      self.name = name
      families = [name] + others
      self.run = run
    }
  }

  /// What a run printed besides its figures, and how it ended.
  struct Outcome: Equatable {
    var output = ""
    var errorOutput = ""
    var status: Int32 = 0
  }

  static let scenarios = [
    Scenario("grid", run: GridScenario.figures),
    Scenario("mixed", run: MixedScenario.figures),
    Scenario("selfsizing", run: SelfSizingScenario.figures),
    Scenario("update", run: UpdateScenario.figures),
    Scenario("chips", run: ChipsScenario.figures),
    Scenario("transition", run: TransitionScenario.figures),
    Scenario("scroll", run: ScrollScenario.figures),
    Scenario("hittest", run: HitTestScenario.figures),
    Scenario("diff", alsoMeasuring: ["snapshot"], run: DiffScenario.figures),
    Scenario("apply", alsoMeasuring: ["snapshot"], run: ApplyScenario.figures),
    Scenario("gallery", run: GalleryScenario.figures),
  ]

  static func main() {
    let outcome = run(Array(CommandLine.arguments.dropFirst())) { print($0) }
    print(outcome.output, terminator: "")
    if !outcome.errorOutput.isEmpty {
      FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
    }
    exit(outcome.status)
  }

  /// Everything `main` does for `arguments`, without touching the process but for
  /// `report`, which gets each figure's line as soon as it is measured (a whole run takes
  /// minutes). Bad input ends in one line on standard error and status 2 before anything
  /// is measured; an `--only` prefix that reaches a scenario but names none of its figures
  /// ends in status 1 after it ran.
  static func run(_ arguments: [String], report: (String) -> Void) -> Outcome {
    let options: BenchmarkOptions
    do throws(BenchmarkError) {
      options = try BenchmarkOptions.parse(arguments, scenarios: scenarios.map(\.families))
    } catch {
      return Outcome(
        errorOutput: "layout-benchmarks: \(error.message.oneLine) (see --help)\n", status: 2)
    }
    if options.help { return Outcome(output: help) }
    var reported = 0
    for scenario in scenarios where options.admits(scenario: scenario.families) {
      for figure in scenario.run()
      where options.admits(figure: figure.name, ofScenario: scenario.name) {
        report(figure.line)
        reported += 1
      }
    }
    if reported == 0, let only = options.only {
      return Outcome(
        errorOutput: "layout-benchmarks: no figure's name starts with '\(only.oneLine)'\n",
        status: 1)
    }
    return Outcome()
  }

  static var help: String {
    """
    layout-benchmarks: measures the figures of docs/performance.md and prints one line per
    figure, `figure <name> <value> <unit>`. Build with -c release: debug figures mean little.

    \(BenchmarkOptions.usage)

    \(BenchmarkOptions.table.help)

    scenarios: \(scenarioList)

    """
  }

  /// `grid, mixed, …, diff (also snapshot.*)`.
  static var scenarioList: String {
    scenarios.map { scenario in
      let others = scenario.families.dropFirst().map { "\($0).*" }
      return others.isEmpty
        ? scenario.name : "\(scenario.name) (also \(others.joined(separator: ", ")))"
    }.joined(separator: ", ")
  }
}
