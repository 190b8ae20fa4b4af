#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// How a README comment writes a value it claims: `(x, y, width, height)` for a rect,
/// numbers without a trailing `.0`, `nil` for nothing.
enum ClaimValue {
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  static func rect(x: Double, y: Double, width: Double, height: Double) -> String {
    "(\([x, y, width, height].map(number).joined(separator: ", ")))"
  }

  static func optional<Value>(_ value: Value?, _ describe: (Value) -> String) -> String {
    value.map(describe) ?? "nil"
  }
}
#endif
