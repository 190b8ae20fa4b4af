/// The natural exponential and logarithm, sine and cosine, in pure Swift.
///
/// The standard library has none of them, and layout modules may not import Foundation or
/// the C library, so scroll physics and transition springs compute them here. `exp` and
/// `log` reduce the argument by powers of two (split `ln 2` into a short head and a tail so
/// that `n · ln 2` is subtracted almost exactly), `sin` and `cos` by multiples of π/2 (split
/// the same way), and all sum a short series on the small remainder; they are accurate to a
/// few units in the last place for the arguments physics uses, far inside the 1e-12 relative
/// error the tests demand.
package enum ElementaryMath {
  /// `ln 2` as the nearest `Double`.
  private static let ln2 = 0.693_147_180_559_945_3
  /// `ln 2` with its 20 lowest significand bits cleared, so that `n · ln2Head` is exact for
  /// every exponent `n` a `Double` can have.
  private static let ln2Head = Double(bitPattern: ln2.bitPattern & ~0xF_FFFF)
  /// The rest of `ln 2`: what the head leaves of the `Double`, plus the part of the true
  /// value (0.693147180559945309417232…) that the nearest `Double` misses.
  private static let ln2Tail = (ln2 - ln2Head) + 2.319_046_813_846_3e-17
  /// The largest argument whose exponential is finite.
  private static let largestExponent = 709.782_712_893_384
  /// Below this argument the exponential rounds to zero.
  private static let smallestExponent = -745.2
  /// `√2`, the top of the significand range the logarithm's series works on.
  private static let squareRootOfTwo = 1.414_213_562_373_095_1

  /// `e` raised to `x`: `0` far below zero, `+∞` past 709.78, NaN for NaN.
  package static func exp(_ x: Double) -> Double {
    guard !x.isNaN else { return x }
    guard x <= largestExponent else { return .infinity }
    guard x >= smallestExponent else { return 0 }
    // x = n · ln 2 + r with |r| ≤ ln 2 / 2, so e^x = 2^n · e^r.
    let n = (x / ln2).rounded()
    let r = (x - n * ln2Head) - n * ln2Tail
    // Taylor series of e^r by Horner's rule; |r| ≤ 0.35 makes the 17th term negligible.
    var sum = 1.0
    for power in stride(from: 17, through: 1, by: -1) {
      sum = 1 + sum * r / Double(power)
    }
    return scaled(sum, byPowerOfTwo: Int(n))
  }

  /// The natural logarithm of `x`: `-∞` for zero, NaN for negative numbers and NaN, `+∞`
  /// for `+∞`.
  package static func log(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? -.infinity : .nan }
    guard x.isFinite else { return x }
    // x = m · 2^e with m in [√2 / 2, √2), so ln x = e · ln 2 + ln m.
    var exponent = Double(x.exponent)
    var m = x.significand
    if m > squareRootOfTwo {
      m /= 2
      exponent += 1
    }
    // ln m = 2 · artanh(s) with s = (m − 1) / (m + 1), |s| ≤ 0.172.
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var series = 0.0
    for power in stride(from: 25, through: 3, by: -2) {
      series = (series + 1 / Double(power)) * s2
    }
    let lnM = 2 * s + 2 * s * series
    return exponent * ln2Head + (lnM + exponent * ln2Tail)
  }

  /// π/2 as the nearest `Double`.
  private static let halfPi = 1.570_796_326_794_896_6
  /// π/2 with its 20 lowest significand bits cleared, so that `n · halfPiHead` is exact for
  /// quadrant counts up to 2³².
  private static let halfPiHead = Double(bitPattern: halfPi.bitPattern & ~0xF_FFFF)
  /// The rest of π/2: what the head leaves of the `Double`, plus what the nearest `Double`
  /// misses of the true value (1.57079632679489661923132…).
  private static let halfPiTail = (halfPi - halfPiHead) + 6.123_233_995_736_766e-17

  /// The sine of `x` radians: NaN for NaN and infinities.
  package static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduced(x)
    switch quadrant {
    case 0: return sineSeries(r)
    case 1: return cosineSeries(r)
    case 2: return -sineSeries(r)
    default: return -cosineSeries(r)
    }
  }

  /// The cosine of `x` radians: NaN for NaN and infinities.
  package static func cos(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let (quadrant, r) = reduced(x)
    switch quadrant {
    case 0: return cosineSeries(r)
    case 1: return -sineSeries(r)
    case 2: return -cosineSeries(r)
    default: return sineSeries(r)
    }
  }

  /// `x = n · π/2 + r` with |r| ≤ π/4: `n` modulo 4 and `r`.
  private static func reduced(_ x: Double) -> (quadrant: Int, remainder: Double) {
    let n = (x / halfPi).rounded()
    let r = (x - n * halfPiHead) - n * halfPiTail
    let quadrant = Int(n.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
  }

  /// The Taylor series of sin r for |r| ≤ π/4, by Horner's rule.
  private static func sineSeries(_ r: Double) -> Double {
    let r2 = r * r
    var sum = 1.0
    for power in stride(from: 21, through: 3, by: -2) {
      sum = 1 - sum * r2 / Double(power * (power - 1))
    }
    return r * sum
  }

  /// The Taylor series of cos r for |r| ≤ π/4, by Horner's rule.
  private static func cosineSeries(_ r: Double) -> Double {
    let r2 = r * r
    var sum = 1.0
    for power in stride(from: 22, through: 2, by: -2) {
      sum = 1 - sum * r2 / Double(power * (power - 1))
    }
    return sum
  }

  /// `value · 2^power`, scaling in two halves so that neither factor overflows or
  /// underflows on its own.
  private static func scaled(_ value: Double, byPowerOfTwo power: Int) -> Double {
    let first = power / 2
    let second = power - first
    return value * Double(sign: .plus, exponent: first, significand: 1)
      * Double(sign: .plus, exponent: second, significand: 1)
  }
}
