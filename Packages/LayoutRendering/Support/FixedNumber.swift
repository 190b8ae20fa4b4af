/// Numbers written the same way on every platform and run: at most two decimals, no
/// trailing zeros, no exponent, never `-0`.
///
/// Output must be byte-for-byte stable, so it cannot depend on `Double.description`
/// (which switches to exponents) or on a locale.
enum FixedNumber {
  /// The largest magnitude written as is; larger values, and non-finite ones, are clamped
  /// so that the conversion to `Int` can never trap.
  static let limit = 1e12

  /// `value` rounded to hundredths, e.g. `4.6875` → `"4.69"`, `-0.001` → `"0"`.
  static func format(_ value: Double) -> String {
    let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
    let hundredths = Int((clamped * 100).rounded())
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    let sign = hundredths < 0 ? "-" : ""
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
    case let digits where digits < 10: return "\(sign)\(whole).0\(digits)"
    default: return "\(sign)\(whole).\(fraction)"
    }
  }
}
