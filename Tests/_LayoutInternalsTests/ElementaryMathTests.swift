import Testing
import _LayoutInternals

@Suite struct ElementaryMathTests {
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

  /// Reference values of `(sin x, cos x)` to full double precision.
  static let trigonometry: [(Double, Double, Double)] = [
    (0, 0, 1), (1, 0.8414709848078965, 0.5403023058681398),
    (-1, -0.8414709848078965, 0.5403023058681398), (0.5, 0.479425538604203, 0.8775825618903728),
    (2, 0.9092974268256817, -0.4161468365471424), (3, 0.1411200080598672, -0.9899924966004454),
    (-3, -0.1411200080598672, -0.9899924966004454),
    (10, -0.5440211108893698, -0.8390715290764524),
    (100, -0.5063656411097588, 0.8623188722876839), (1e-8, 1e-8, 1),
    (0.7853981633974483, 0.7071067811865475, 0.7071067811865476),
    (1000, 0.8268795405320025, 0.5623790762907029),
  ]
}

extension ElementaryMathTests {
  @Test(arguments: exponentials)
  func exponentialMatchesReferenceToOnePartInATrillion(_ x: Double, _ expected: Double) {
    let value = ElementaryMath.exp(x)
    #expect((value - expected).magnitude <= 1e-12 * expected.magnitude)
  }

  @Test(arguments: logarithms)
  func logarithmMatchesReferenceToOnePartInATrillion(_ x: Double, _ expected: Double) {
    let value = ElementaryMath.log(x)
    #expect((value - expected).magnitude <= 1e-12 * expected.magnitude)
  }

  @Test func logarithmInvertsExponentialAcrossTheRange() {
    for step in -300...300 {
      let x = Double(step) * 2.3
      let roundTrip = ElementaryMath.log(ElementaryMath.exp(x))
      #expect((roundTrip - x).magnitude <= 1e-12 * max(1, x.magnitude))
    }
  }

  @Test(arguments: trigonometry)
  func sineAndCosineMatchReferenceToOnePartInATrillion(
    _ x: Double, _ sine: Double, _ cosine: Double
  ) {
    #expect((ElementaryMath.sin(x) - sine).magnitude <= 1e-12 * max(1e-300, sine.magnitude))
    #expect((ElementaryMath.cos(x) - cosine).magnitude <= 1e-12 * max(1e-300, cosine.magnitude))
  }

  @Test func sineAndCosineLieOnTheUnitCircle() {
    for step in -500...500 {
      let x = Double(step) * 0.37
      let sine = ElementaryMath.sin(x)
      let cosine = ElementaryMath.cos(x)
      #expect((sine * sine + cosine * cosine - 1).magnitude <= 1e-14)
    }
    #expect(ElementaryMath.sin(.infinity).isNaN)
    #expect(ElementaryMath.cos(.nan).isNaN)
  }

  @Test func extremesSaturateInsteadOfTrapping() {
    #expect(ElementaryMath.exp(710) == .infinity)
    #expect(ElementaryMath.exp(-800) == 0)
    #expect(ElementaryMath.exp(.nan).isNaN)
    #expect(ElementaryMath.log(0) == -.infinity)
    #expect(ElementaryMath.log(-1).isNaN)
    #expect(ElementaryMath.log(.infinity) == .infinity)
  }
}
