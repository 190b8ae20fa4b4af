import _LayoutInternals

/// A random number generator that gives the same numbers for the same seed, so that a
/// port's shuffles come out the same on every run; the iOS and Mac ports stand it in for the
/// system's generator where the sample draws at random.
///
/// ```swift
/// var generator = SeededRandomNumberGenerator(seed: 7)
/// Array(0..<5).shuffled(using: &generator)  // the same order on every run
/// ```
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  // The package's tests and benchmarks draw from the same SplitMix64 sequence.
  private var generator: SeededGenerator

  /// A generator whose numbers follow from `seed`.
  public init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    generator.next()
  }
}
