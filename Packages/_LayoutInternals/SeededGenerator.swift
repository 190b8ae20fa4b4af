/// A deterministic random number generator (SplitMix64) for reproducible tests and
/// benchmarks.
///
/// The standard library's generator is seeded by the system, so a failure it finds cannot
/// be replayed; this one yields the same sequence for the same seed on every platform.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    // SplitMix64 (Steele, Lea & Flood 2014): a Weyl sequence through a bit mixer.
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A value in `0..<bound`, or 0 when `bound` is not positive; slightly biased for bounds
  /// near 2⁶⁴, which tests and benchmarks never use.
  package mutating func next(below bound: Int) -> Int {
    bound > 0 ? Int(next() % UInt64(bound)) : 0
  }
}
