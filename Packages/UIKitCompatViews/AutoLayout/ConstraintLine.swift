#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// Where an item lies along one axis, as far as the constraints have told: any two of its
/// start, end, centre and length place it.
struct ConstraintLine {
  /// A part of an item along an axis.
  enum Part {
    case start
    case end
    case center
    case length
  }

  /// How far two values may differ and still agree: well under a pixel at scale 3.
  static let tolerance: CGFloat = 0.001

  private var start: CGFloat?
  private var length: CGFloat?
  /// The one part known before the line is placed, when it is not the start or length.
  private var single: (part: Part, value: CGFloat)?

  /// A line with nothing known.
  init() {}

  /// A line placed at `start` with `length`.
  init(start: CGFloat, length: CGFloat) {
    self.start = start
    self.length = length
  }

  /// Whether two parts are known, so that every part is.
  var isPlaced: Bool { start != nil && length != nil }

  /// Whether nothing is known yet.
  var isEmpty: Bool { start == nil && length == nil && single == nil }

  /// The value of `part`, if known or implied.
  func value(of part: Part) -> CGFloat? {
    if let start, let length {
      switch part {
      case .start: return start
      case .end: return start + length
      case .center: return start + length / 2
      case .length: return length
      }
    }
    switch part {
    case .start: return start
    case .length: return length
    case .end, .center: return single?.part == part ? single?.value : nil
    }
  }

  /// Takes `value` for `part`: `false` when the line already implies another value.
  mutating func set(_ part: Part, to value: CGFloat) -> Bool {
    if let known = self.value(of: part) { return abs(known - value) <= Self.tolerance }
    if isPlaced { return false }
    let known: (Part, CGFloat)? =
      if let start { (.start, start) } else if let length { (.length, length) } else {
        single.map { ($0.part, $0.value) }
      }
    guard let (otherPart, other) = known else {
      switch part {
      case .start: start = value
      case .length: length = value
      case .end, .center: single = (part, value)
      }
      return true
    }
    (start, length) = Self.place(part, value, otherPart, other)
    single = nil
    return true
  }

  /// The start and length two known parts give.
  private static func place(_ first: Part, _ a: CGFloat, _ second: Part, _ b: CGFloat)
    -> (CGFloat, CGFloat)
  {
    switch (first, second) {
    case (.start, .length): (a, b)
    case (.length, .start): (b, a)
    case (.start, .end): (a, b - a)
    case (.end, .start): (b, a - b)
    case (.start, .center): (a, 2 * (b - a))
    case (.center, .start): (b, 2 * (a - b))
    case (.end, .length): (a - b, b)
    case (.length, .end): (b - a, a)
    case (.center, .length): (a - b / 2, b)
    case (.length, .center): (b - a / 2, a)
    case (.end, .center): (2 * b - a, 2 * (a - b))
    case (.center, .end): (2 * a - b, 2 * (b - a))
    case (.start, .start), (.end, .end), (.center, .center), (.length, .length):
      (a, b)
    }
  }
}
#endif
