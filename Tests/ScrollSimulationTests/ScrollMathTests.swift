import ScrollSimulation
import Testing

@Suite struct ScrollMathTests {
  /// Reference values of `e^x` to full double precision.
  static let exponentials: [(Double, Double)] = [
    (0, 1), (1, 2.718281828459045), (-1, 0.36787944117144233), (10, 22026.465794806718),
    (-20, 2.061153622438558e-09), (0.5, 1.6487212707001282), (-2.002, 0.13506488316034912),
    (700, 1.0142320547350045e+304), (-700, 9.85967654375977e-305), (1e-10, 1.0000000001),
  ]

  /// Reference values of `ln x` to full double precision.
  static let logarithms: [(Double, Double)] = [
    (1, 0), (2, 0.6931471805599453), (10, 2.302585092994046),
    (0.998, -0.0020020026706730793), (0.99, -0.01005033585350145),
    (1e-300, -690.7755278982137), (.leastNonzeroMagnitude, -744.4400719213812),
    (1.5, 0.4054651081081644),
    (1e300, 690.7755278982137), (1.000000000001, 1.000088900581841e-12),
  ]
}

extension ScrollMathTests {
  @Test(arguments: exponentials)
  func exponentialMatchesReferenceToOnePartInATrillion(_ x: Double, _ expected: Double) {
    let value = ScrollMath.exp(x)
    #expect((value - expected).magnitude <= 1e-12 * expected.magnitude)
  }

  @Test(arguments: logarithms)
  func logarithmMatchesReferenceToOnePartInATrillion(_ x: Double, _ expected: Double) {
    let value = ScrollMath.log(x)
    #expect((value - expected).magnitude <= 1e-12 * expected.magnitude)
  }

  @Test func logarithmInvertsExponentialAcrossTheRange() {
    for step in -300...300 {
      let x = Double(step) * 2.3
      let roundTrip = ScrollMath.log(ScrollMath.exp(x))
      #expect((roundTrip - x).magnitude <= 1e-12 * max(1, x.magnitude))
    }
  }

  @Test func extremesSaturateInsteadOfTrapping() {
    #expect(ScrollMath.exp(710) == .infinity)
    #expect(ScrollMath.exp(-800) == 0)
    #expect(ScrollMath.exp(.nan).isNaN)
    #expect(ScrollMath.log(0) == -.infinity)
    #expect(ScrollMath.log(-1).isNaN)
    #expect(ScrollMath.log(.infinity) == .infinity)
  }
}
