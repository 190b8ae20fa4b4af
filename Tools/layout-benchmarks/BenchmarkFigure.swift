/// One measured number, printed as `figure <name> <value> <unit>` so that runs can be
/// compared across changes by name.
struct BenchmarkFigure: Sendable, Equatable {
  /// The fixed figure name from `docs/performance.md`, e.g. `grid.1M.prepare_ms`.
  let name: String
  /// The measured value (a median where the scenario repeats a run).
  let value: Double
  /// The unit printed after the value: `ms`, `us`, `bytes`, `ratio`, `count`.
  let unit: String

  /// The line the tool prints for this figure.
  var line: String {
    let rounded = (value * 1000).rounded() / 1000
    return "figure \(name) \(rounded) \(unit)"
  }
}
