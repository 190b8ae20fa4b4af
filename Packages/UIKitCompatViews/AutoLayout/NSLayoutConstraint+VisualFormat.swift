#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension NSLayoutConstraint {
  /// How the views of a visual format line up and which way they run: UIKit's
  /// `NSLayoutConstraint.FormatOptions`, with UIKit's raw values.
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Every view's left edge on the first's.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Every view's right edge on the first's.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Every view's top edge on the first's.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Every view's bottom edge on the first's.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Every view's leading edge on the first's.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Every view's trailing edge on the first's.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Every view's horizontal centre on the first's.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Every view's vertical centre on the first's.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Every view's last baseline on the first's (the bottom edge headless).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Every view's first baseline on the first's (the top edge headless).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// A horizontal format runs from the leading edge to the trailing one (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from left to right whatever the language.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left whatever the language.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)
  }

  /// The constraints a visual format string describes: UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`, for the usual screen and cell
  /// layouts.
  ///
  /// ```swift
  /// let views = ["title": titleLabel, "body": bodyLabel]
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views)
  ///     + NSLayoutConstraint.constraints(
  ///       withVisualFormat: "V:|-[title]-[body(>=44)]-20-|", options: [], metrics: nil,
  ///       views: views))
  /// ```
  ///
  /// `|` is the superview of the first view, `-` between views the standard 8 pt (the
  /// system spacing of the anchors' `equalToSystemSpacingAfter:`), and `-` next to `|` the
  /// superview's layout margin (decided: the margins a modern UIKit cell lays out by, where
  /// the Auto Layout Guide's older text says 20 pt). A predicate on a view limits its width
  /// (`H:`) or height (`V:`); one naming another view makes the two equal. The alignment
  /// options line every view up with the first on that attribute.
  ///
  /// Departure: where UIKit raises (a string outside the grammar, a name `views` or
  /// `metrics` lacks, a view without a superview next to `|`), no constraint is made,
  /// `[]` comes back, and every view of `views` records
  /// ``ViewError/visualFormatNotUnderstood(format:offset:reason:)``.
  ///
  /// - Complexity: O(n + v) for a string of n characters naming v views.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    let named = views.compactMapValues { $0 as? UIView }
    do throws(VisualFormat.Failure) {
      let parsed = try VisualFormat(format, metrics: (metrics ?? [:]).compactMapValues(number))
      return try parsed.constraints(views: named, options: options)
    } catch {
      for view in named.values {
        view.lastViewError = .visualFormatNotUnderstood(
          format: format, offset: error.offset, reason: error.reason)
      }
      return []
    }
  }

  /// A metric's value as a number, whichever numeric type it was given as.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let double as Double: double
    case let float as CGFloat: Double(float)
    case let integer as Int: Double(integer)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }
}

extension VisualFormat {
  /// The constraints the format makes between `views` and their superview.
  ///
  /// - Throws: ``Failure`` for a name `views` lacks, or a view beside `|` that has no
  ///   superview.
  /// - Complexity: O(v + p) for v views and p predicates.
  func constraints(views named: [String: UIView], options: NSLayoutConstraint.FormatOptions)
    throws(Failure) -> [NSLayoutConstraint]
  {
    func lookUp(_ name: String) throws(Failure) -> UIView {
      guard let view = named[name] else {
        throw Failure(offset: 0, reason: "expected a view named '\(name)' in the views dictionary")
      }
      return view
    }
    let shown = try views.map { view throws(Failure) in try lookUp(view.name) }
    let (start, end, length) = edges(options)
    var made: [NSLayoutConstraint] = []
    for (term, view) in zip(views, shown) {
      for predicate in term.predicates {
        switch predicate.object {
        case .constant(let value):
          made.append(
            Self.constraint(
              view, length, predicate.relation, nil, .notAnAttribute, value, predicate.priority))
        case .view(let other):
          made.append(
            Self.constraint(
              view, length, predicate.relation, try lookUp(other), length, 0, predicate.priority))
        }
      }
    }
    for (index, link) in connections.enumerated() {
      made += Self.spacing(link, from: (shown[index], end), to: (shown[index + 1], start))
    }
    if let link = leadingSuperview {
      guard let superview = shown[0].superview else { throw noSuperview(views[0].name) }
      let edge = link.isStandard ? margin(of: start) : start
      made += Self.spacing(link, from: (superview, edge), to: (shown[0], start))
    }
    if let link = trailingSuperview, let last = shown.last, let name = views.last?.name {
      guard let superview = last.superview else { throw noSuperview(name) }
      let edge = link.isStandard ? margin(of: end) : end
      made += Self.spacing(link, from: (last, end), to: (superview, edge))
    }
    for attribute in alignments(options) {
      for view in shown.dropFirst() {
        made.append(Self.constraint(view, attribute, .equal, shown[0], attribute, 0, .required))
      }
    }
    return made
  }

  /// The leading and trailing edges along the format's axis, and its length attribute.
  private func edges(_ options: NSLayoutConstraint.FormatOptions)
    -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
  {
    guard axis == .horizontal else { return (.top, .bottom, .height) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right, .width)
    case .directionRightToLeft: return (.right, .left, .width)
    default: return (.leading, .trailing, .width)
    }
  }

  /// The superview's margin on the side of `edge`.
  private func margin(of edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
    switch edge {
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    default: .bottomMargin
    }
  }

  /// The attributes the alignment options line up.
  private func alignments(_ options: NSLayoutConstraint.FormatOptions)
    -> [NSLayoutConstraint.Attribute]
  {
    let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    return all.filter { options.contains($0.0) }.map(\.1)
  }

  private func noSuperview(_ name: String) -> Failure {
    Failure(offset: 0, reason: "expected a superview for '\(name)', which stands next to '|'")
  }

  /// The constraints `link` puts between the `from` edge and the later `to` edge:
  /// `to = from + space`, the standard space 8 pt between views and none at a margin.
  private static func spacing(
    _ link: Connection, from: (UIView, NSLayoutConstraint.Attribute),
    to: (UIView, NSLayoutConstraint.Attribute)
  ) -> [NSLayoutConstraint] {
    switch link {
    case .flush:
      return [constraint(to.0, to.1, .equal, from.0, from.1, 0, .required)]
    case .standard:
      let isMargin = from.0 === to.0.superview || to.0 === from.0.superview
      return [constraint(to.0, to.1, .equal, from.0, from.1, isMargin ? 0 : 8, .required)]
    case .spacing(let predicates):
      return predicates.compactMap { predicate in
        guard case .constant(let space) = predicate.object else { return nil }
        return constraint(
          to.0, to.1, predicate.relation, from.0, from.1, space, predicate.priority)
      }
    }
  }

  private static func constraint(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ other: UIView?,
    _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: Double,
    _ priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      item: view, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: 1, constant: CGFloat(constant))
    made.priority = priority
    return made
  }
}

extension VisualFormat.Connection {
  /// Whether the connection is the standard space, `-`.
  fileprivate var isStandard: Bool {
    if case .standard = self { return true }
    return false
  }
}
#endif
