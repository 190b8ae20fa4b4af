/// Times closures with the monotonic clock and reports medians, after a warm-up,
/// because the benchmark machine is noisy and medians are what the targets speak of.
struct Stopwatch: Sendable {
  /// Runs discarded before measuring, so caches and lazy initialisation settle.
  var warmUpRuns = 2
  /// Measured runs; the median of them is reported.
  var measuredRuns = 9

  /// The median duration of `body` in milliseconds.
  func medianMilliseconds(_ body: () -> Void) -> Double {
    for _ in 0..<warmUpRuns { body() }
    var samples: [Double] = []
    samples.reserveCapacity(measuredRuns)
    let clock = ContinuousClock()
    for _ in 0..<measuredRuns {
      let elapsed = clock.measure(body)
      samples.append(Self.milliseconds(elapsed))
    }
    return Self.median(samples)
  }

  /// The median of `samples` (the mean of the middle two for an even count).
  static func median(_ samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "median of no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `duration` expressed in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
  }
}
