#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// A visual format string, parsed: Apple's grammar from the Auto Layout Guide's "Visual
/// Format Language", as `NSLayoutConstraint.constraints(withVisualFormat:…)` reads it.
///
///     (H:|V:)? (| connection)? [view(predicates)?] (connection [view(predicates)?])* (connection |)?
///
/// where a connection is nothing (flush), `-` (the standard space) or `-predicates-`, and a
/// predicate is `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`, one bare or a
/// comma-separated list in parentheses.
struct VisualFormat {
  /// One comparison of a predicate: a relation, a constant or another view's length, and a
  /// priority.
  struct Predicate {
    enum Object {
      case constant(Double)
      case view(String)
    }
    var relation = NSLayoutConstraint.Relation.equal
    var object: Object
    var priority = UILayoutPriority.required
  }

  /// What joins two neighbours: nothing, the standard space, or spacing predicates.
  enum Connection {
    case flush
    case standard
    case spacing([Predicate])
  }

  /// A view of the string and the predicates on its length.
  struct View {
    var name: String
    var predicates: [Predicate]
  }

  /// The axis the string lays out along: `H:` (the default) or `V:`.
  var axis = NSLayoutConstraint.Axis.horizontal
  /// The connection from the superview's leading or top edge, when the string starts with `|`.
  var leadingSuperview: Connection?
  /// The views, in order.
  var views: [View] = []
  /// The connection between each view and the next.
  var connections: [Connection] = []
  /// The connection to the superview's trailing or bottom edge, when the string ends with `|`.
  var trailingSuperview: Connection?

  /// Where and why a string is not a visual format.
  struct Failure: Error {
    /// The character offset the parser stopped at.
    var offset: Int
    /// What it expected there.
    var reason: String
  }

  /// The characters left and the metrics names stand for.
  private var characters: [Character]
  private var position = 0
  private let metrics: [String: Double]

  /// `format` parsed, with `metrics` giving named numbers.
  ///
  /// - Throws: ``Failure`` for a string outside the grammar, or a metric it does not know.
  /// - Complexity: O(n) in the length of `format`.
  init(_ format: String, metrics: [String: Double]) throws(Failure) {
    characters = Array(format.filter { !$0.isWhitespace })
    self.metrics = metrics
    if skip("H:") {
      axis = .horizontal
    } else if skip("V:") {
      axis = .vertical
    }
    if skip("|") { leadingSuperview = try connection() }
    views.append(try view())
    while position < characters.count {
      let link = try connection()
      if skip("|") {
        trailingSuperview = link
        break
      }
      views.append(try view())
      connections.append(link)
    }
    guard position == characters.count else { throw fail("the end of the format") }
  }

  private func peek(_ text: String) -> Bool {
    let wanted = Array(text)
    return characters.count - position >= wanted.count
      && Array(characters[position..<position + wanted.count]) == wanted
  }

  private mutating func skip(_ text: String) -> Bool {
    guard peek(text) else { return false }
    position += text.count
    return true
  }

  private func fail(_ expected: String) -> Failure {
    Failure(offset: position, reason: "expected \(expected)")
  }

  /// A connection, before a view or the closing `|`: none, `-`, or `-predicates-`.
  private mutating func connection() throws(Failure) -> Connection {
    guard skip("-") else { return .flush }
    if peek("[") || peek("|") { return .standard }
    let predicates = try predicateList(namingViews: false)
    guard skip("-") else { throw fail("'-' after a spacing") }
    return .spacing(predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  private mutating func view() throws(Failure) -> View {
    guard skip("[") else { throw fail("'[' and a view name") }
    let name = identifier()
    guard !name.isEmpty else { throw fail("a view name") }
    var predicates: [Predicate] = []
    if peek("(") { predicates = try predicateList(namingViews: true) }
    guard skip("]") else { throw fail("']'") }
    return View(name: name, predicates: predicates)
  }

  /// One bare predicate (a number or a metric), or a parenthesized list; only a view's
  /// predicates may name another view.
  private mutating func predicateList(namingViews: Bool) throws(Failure) -> [Predicate] {
    guard skip("(") else { return [Predicate(object: .constant(try constant()))] }
    var predicates = [try predicate(namingViews: namingViews)]
    while skip(",") { predicates.append(try predicate(namingViews: namingViews)) }
    guard skip(")") else { throw fail("')'") }
    return predicates
  }

  private mutating func predicate(namingViews: Bool) throws(Failure) -> Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    if skip("==") {
      relation = .equal
    } else if skip(">=") {
      relation = .greaterThanOrEqual
    } else if skip("<=") {
      relation = .lessThanOrEqual
    }
    let object: Predicate.Object
    if let number = number() {
      object = .constant(number)
    } else {
      let start = position
      let name = identifier()
      guard !name.isEmpty else {
        throw fail(namingViews ? "a number, metric or view name" : "a number or metric")
      }
      if let value = metrics[name] {
        object = .constant(value)
      } else if namingViews {
        object = .view(name)
      } else {
        throw Failure(offset: start, reason: "expected a metric named '\(name)'")
      }
    }
    var priority = UILayoutPriority.required
    if skip("@") { priority = UILayoutPriority(Float(try constant())) }
    return Predicate(relation: relation, object: object, priority: priority)
  }

  /// A number or a metric's value.
  private mutating func constant() throws(Failure) -> Double {
    if let number = number() { return number }
    let name = identifier()
    guard let value = metrics[name] else {
      throw fail(name.isEmpty ? "a number or metric" : "a metric named '\(name)'")
    }
    return value
  }

  /// A decimal number, possibly negative, or `nil` when none starts here.
  private mutating func number() -> Double? {
    let start = position
    if peek("-") { position += 1 }
    while position < characters.count, characters[position].isNumber || characters[position] == "."
    {
      position += 1
    }
    guard position > start, let value = Double(String(characters[start..<position])),
      value.isFinite
    else {
      position = start
      return nil
    }
    return value
  }

  /// A C identifier: a letter or `_`, then letters, digits and `_`.
  private mutating func identifier() -> String {
    let start = position
    while position < characters.count,
      characters[position] == "_" || characters[position].isLetter
        || (position > start && characters[position].isNumber)
    {
      position += 1
    }
    return String(characters[start..<position])
  }
}
#endif
