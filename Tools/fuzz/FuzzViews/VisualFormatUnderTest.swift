import Foundation
import UIKitCompat

/// A visual format string of the grammar's tokens in any order, read against three views,
/// some in a superview: it makes constraints (none for a lone view) and no error, or nothing
/// and an error on every view; the constraints activate and lay out without trapping.
func fuzzVisualFormat(_ input: inout FuzzInput) {
  let tokens = [
    "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "a", "b", "c", "missing", "==", ">=", "<=",
    "@", "750", "20", "0", "-8", "1.5", "m", " ", "x",
  ]
  let format = (0..<input.below(24)).map { _ in input.pick(tokens) }.joined()
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  var views: [String: UIView] = [:]
  for name in ["a", "b", "c"] {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    if input.bool() { superview.addSubview(view) }
    views[name] = view
  }
  let made = NSLayoutConstraint.constraints(
    withVisualFormat: format, options: input.bool() ? [] : .alignAllCenterY,
    metrics: ["m": input.length()], views: views)
  let errors = views.values.map(\.lastViewError)
  if made.isEmpty {
    guard errors.allSatisfy({ $0 != nil }) || errors.allSatisfy({ $0 == nil }) else {
      fatalError("'\(format)' made nothing, and only some views say why: \(errors)")
    }
  } else {
    guard errors.allSatisfy({ $0 == nil }) else {
      fatalError("'\(format)' made \(made.count) constraints and an error: \(errors)")
    }
    NSLayoutConstraint.activate(made)
    superview.layoutIfNeeded()
  }
  withExtendedLifetime(superview) {}
}
