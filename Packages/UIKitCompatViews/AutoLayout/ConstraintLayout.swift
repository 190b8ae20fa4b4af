#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The constraint layout of one view: the constraints it holds, resolved axis by axis from
/// what is known (the view, its guides, subviews it does not place) to what is not (the
/// subviews and guides its constraints place). See ``UIView/layoutSubviews()`` for the
/// rules.
struct ConstraintLayout {
  /// One side of an equation: an item's part along the axis being solved.
  struct Term {
    let item: ObjectIdentifier
    let part: ConstraintLine.Part
  }

  /// `lhs relation multiplier × rhs + constant`, `rhs` absent for a constant.
  struct Equation {
    let lhs: Term
    let relation: NSLayoutConstraint.Relation
    let rhs: Term?
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
  }

  /// An item the layout places or reads.
  struct Item {
    let object: AnyObject
    /// Whether the layout places it: a subview placed by constraints, a custom guide, or
    /// the view itself along an axis left free for fitting.
    var isPlaced: (horizontal: Bool, vertical: Bool)
    var lines = (horizontal: ConstraintLine(), vertical: ConstraintLine())
  }

  private let view: UIView
  private let size: CGSize
  private let freeAxes: (horizontal: Bool, vertical: Bool)
  private let leadingIsLeft: Bool
  private(set) var items: [ObjectIdentifier: Item] = [:]
  /// The items in the order the constraints first name them, which settles ties.
  private var namingOrder: [ObjectIdentifier] = []
  private var equations = (horizontal: [Equation](), vertical: [Equation]())
  private(set) var errors: [ViewError] = []

  /// The layout of `view`'s constraints with the view at `size` (its own by default), its
  /// length open along `freeAxes`.
  init(
    view: UIView, size: CGSize? = nil,
    freeAxes: (horizontal: Bool, vertical: Bool) = (false, false)
  ) {
    self.view = view
    self.size = size ?? view.bounds.size
    self.freeAxes = freeAxes
    leadingIsLeft = view.effectiveUserInterfaceLayoutDirection == .leftToRight
    // A constraint on one view alone (a width, an aspect ratio) is the view's own, as UIKit
    // installs it; its superview's layout places the view by it. The view's layout reads its
    // own only to find its fitting size.
    let fitting = freeAxes.horizontal || freeAxes.vertical
    for constraint in view.constraints where fitting || !constraint.tiesOnly(view) {
      add(constraint)
    }
    for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      for constraint in subview.constraints where constraint.tiesOnly(subview) { add(constraint) }
    }
  }

  /// Solves both axes; ``items`` then hold where each placed item goes.
  mutating func solve() {
    solve(.horizontal)
    solve(.vertical)
  }

  /// Where `object` was placed, in the view's coordinates, if both its axes were.
  func frame(of object: AnyObject) -> CGRect? {
    guard let item = items[ObjectIdentifier(object)],
      let x = item.lines.horizontal.value(of: .start),
      let width = item.lines.horizontal.value(of: .length),
      let y = item.lines.vertical.value(of: .start),
      let height = item.lines.vertical.value(of: .length)
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The length the view itself took along `axis`, when it was left free.
  func viewLength(along axis: NSLayoutConstraint.Axis) -> CGFloat? {
    line(of: ObjectIdentifier(view), axis)?.value(of: .length)
  }

  // MARK: Building the equations

  private mutating func add(_ constraint: NSLayoutConstraint) {
    guard let first = constraint.firstItem,
      let (axis, lhs) = term(first, constraint.firstAttribute)
    else { return }
    var rhs: Term?
    if constraint.secondAttribute != .notAnAttribute {
      // An item gone since is no constant: the constraint no longer ties anything.
      guard let second = constraint.secondItem else { return }
      guard let (otherAxis, term) = term(second, constraint.secondAttribute), otherAxis == axis
      else { return }
      rhs = term
    }
    // Leading and trailing constants count towards the trailing side, which is the left in
    // a right-to-left layout: UIKit flips their sign there.
    let flipsConstant =
      !leadingIsLeft && Self.directionalAttributes.contains(constraint.firstAttribute)
    append(
      Equation(
        lhs: lhs, relation: constraint.relation, rhs: rhs, multiplier: constraint.multiplier,
        constant: flipsConstant ? -constraint.constant : constraint.constant,
        priority: constraint.priority), along: axis)
  }

  private mutating func append(_ equation: Equation, along axis: NSLayoutConstraint.Axis) {
    switch axis {
    case .horizontal: equations.horizontal.append(equation)
    case .vertical: equations.vertical.append(equation)
    }
  }

  /// The axis and term an attribute of `object` stands for, registering the item.
  private mutating func term(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute)
    -> (NSLayoutConstraint.Axis, Term)?
  {
    var object = object
    var attribute = attribute
    if let margin = Self.edgeWithinMargins[attribute] {
      guard let marginView = object as? UIView else { return nil }
      object = marginView.layoutMarginsGuide
      attribute = margin
    }
    guard let (axis, part) = axisAndPart(attribute), register(object) else { return nil }
    return (axis, Term(item: ObjectIdentifier(object), part: part))
  }

  private func axisAndPart(_ attribute: NSLayoutConstraint.Attribute)
    -> (NSLayoutConstraint.Axis, ConstraintLine.Part)?
  {
    switch attribute {
    case .left: (.horizontal, .start)
    case .right: (.horizontal, .end)
    case .leading: (.horizontal, leadingIsLeft ? .start : .end)
    case .trailing: (.horizontal, leadingIsLeft ? .end : .start)
    case .centerX: (.horizontal, .center)
    case .width: (.horizontal, .length)
    case .top, .firstBaseline: (.vertical, .start)
    case .bottom, .lastBaseline: (.vertical, .end)
    case .centerY: (.vertical, .center)
    case .height: (.vertical, .length)
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
      nil
    }
  }

  private static let directionalAttributes: Set<NSLayoutConstraint.Attribute> = [
    .leading, .trailing, .leadingMargin, .trailingMargin,
  ]

  private static let edgeWithinMargins:
    [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
      .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
      .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX,
      .centerYWithinMargins: .centerY,
    ]

  /// Adds `object` to the items with what is known of it; `false` for an item outside the
  /// view's tree, which the layout cannot read.
  private mutating func register(_ object: AnyObject) -> Bool {
    let id = ObjectIdentifier(object)
    if items[id] != nil { return true }
    defer { if items[id] != nil { namingOrder.append(id) } }
    if object === view {
      let origin = view.bounds.origin
      var item = Item(object: object, isPlaced: freeAxes)
      item.lines.horizontal = Self.line(origin.x, size.width, free: freeAxes.horizontal)
      item.lines.vertical = Self.line(origin.y, size.height, free: freeAxes.vertical)
      items[id] = item
      return true
    }
    if let guide = object as? UILayoutGuide { return register(guide) }
    guard let subview = object as? UIView, subview !== view, subview.isDescendant(of: view)
    else { return false }
    guard let holder = placedAncestor(of: subview) else {
      items[id] = Item(
        object: object, isPlaced: (false, false), lines: Self.lines(of: knownFrame(subview)))
      return true
    }
    if holder === subview {
      items[id] = Item(object: object, isPlaced: (true, true))
      return true
    }
    // A view inside a subview the layout places moves with it.
    let offset = subview.convert(subview.bounds, to: holder)
    let origin = holder.bounds.origin
    _ = register(holder)
    items[id] = Item(object: object, isPlaced: (true, true))
    tie(
      id, to: ObjectIdentifier(holder), startOffset: offset.minX - origin.x, length: offset.width,
      along: .horizontal)
    tie(
      id, to: ObjectIdentifier(holder), startOffset: offset.minY - origin.y, length: offset.height,
      along: .vertical)
    return true
  }

  private mutating func register(_ guide: UILayoutGuide) -> Bool {
    guard let owner = guide.owningView, owner === view || owner.isDescendant(of: view) else {
      return false
    }
    let id = ObjectIdentifier(guide)
    if guide.kind == .custom && owner === view {
      items[id] = Item(object: guide, isPlaced: (true, true))
      return true
    }
    if guide.kind == .separator && owner === view {
      // The constraints place the separator's leading edge; its trailing edge and its
      // height stay where the view puts them.
      let frame = guide.layoutFrame
      let bounds = view.bounds
      items[id] = Item(
        object: guide, isPlaced: (true, false),
        lines: (ConstraintLine(), ConstraintLine(start: frame.minY, length: frame.height)))
      let trailing: Term
      let offset: CGFloat
      if leadingIsLeft {
        (trailing, offset) = (Term(item: id, part: .end), frame.maxX - bounds.minX)
      } else {
        (trailing, offset) = (Term(item: id, part: .start), frame.minX - bounds.minX)
      }
      _ = register(view)
      append(
        required(trailing, Term(item: ObjectIdentifier(view), part: .start), offset),
        along: .horizontal)
      return true
    }
    guard owner === view || placedAncestor(of: owner) != nil, guide.kind != .custom else {
      let frame = owner.convert(guide.layoutFrame, to: view)
      items[id] = Item(object: guide, isPlaced: (false, false), lines: Self.lines(of: frame))
      return true
    }
    // A guide of the view, or of a view the layout places, keeps its insets from that
    // view's edges, whatever length the layout gives it.
    _ = register(owner)
    let frame = guide.layoutFrame
    let bounds = owner.bounds
    items[id] = Item(object: guide, isPlaced: (true, true))
    let ownerId = ObjectIdentifier(owner)
    inset(
      id, in: ownerId, start: frame.minX - bounds.minX, end: bounds.maxX - frame.maxX,
      along: .horizontal)
    inset(
      id, in: ownerId, start: frame.minY - bounds.minY, end: bounds.maxY - frame.maxY,
      along: .vertical)
    return true
  }

  /// The subview of the view, `view` or one holding it, that the layout places, if any.
  private func placedAncestor(of view: UIView) -> UIView? {
    var current = view
    while let superview = current.superview, superview !== self.view { current = superview }
    return current.translatesAutoresizingMaskIntoConstraints ? nil : current
  }

  private func knownFrame(_ subview: UIView) -> CGRect {
    subview.convert(subview.bounds, to: view)
  }

  private mutating func tie(
    _ id: ObjectIdentifier, to holder: ObjectIdentifier, startOffset: CGFloat, length: CGFloat,
    along axis: NSLayoutConstraint.Axis
  ) {
    append(
      required(Term(item: id, part: .start), Term(item: holder, part: .start), startOffset),
      along: axis)
    append(required(Term(item: id, part: .length), nil, length), along: axis)
  }

  private mutating func inset(
    _ id: ObjectIdentifier, in owner: ObjectIdentifier, start: CGFloat, end: CGFloat,
    along axis: NSLayoutConstraint.Axis
  ) {
    append(
      required(Term(item: id, part: .start), Term(item: owner, part: .start), start), along: axis)
    append(required(Term(item: id, part: .end), Term(item: owner, part: .end), -end), along: axis)
  }

  private func required(_ lhs: Term, _ rhs: Term?, _ constant: CGFloat) -> Equation {
    Equation(
      lhs: lhs, relation: .equal, rhs: rhs, multiplier: 1, constant: constant, priority: .required)
  }

  private static func line(_ start: CGFloat, _ length: CGFloat, free: Bool) -> ConstraintLine {
    guard free else { return ConstraintLine(start: start, length: length) }
    var line = ConstraintLine()
    _ = line.set(.start, to: start)
    return line
  }

  private static func lines(of frame: CGRect) -> (
    horizontal: ConstraintLine, vertical: ConstraintLine
  ) {
    (
      ConstraintLine(start: frame.minX, length: frame.width),
      ConstraintLine(start: frame.minY, length: frame.height)
    )
  }

  // MARK: Solving

  private mutating func solve(_ axis: NSLayoutConstraint.Axis) {
    let all = axis == .horizontal ? equations.horizontal : equations.vertical
    let equalities = all.filter { $0.relation == .equal }.sorted { $0.priority > $1.priority }
    let requiredEqualities = equalities.filter { $0.priority == .required }
    propagate(requiredEqualities, along: axis, reportingConflicts: true)
    var taken = requiredEqualities
    for equation in equalities
    where equation.priority < .required && equation.priority >= .defaultHigh {
      taken.append(equation)
      propagate(taken, along: axis, reportingConflicts: false)
    }
    takeIntrinsicLengths(along: axis, holding: taken)
    for equation in equalities where equation.priority < .defaultHigh {
      taken.append(equation)
      propagate(taken, along: axis, reportingConflicts: false)
    }
    let inequalities = all.filter { $0.relation != .equal && $0.priority == .required }
    // An item only an inequality bounds sits at the bound: the tightest size it allows.
    let openBounds = inequalities.filter { inequality in
      !isPlaced(inequality.lhs, axis) || inequality.rhs.map { !isPlaced($0, axis) } ?? false
    }.map {
      Equation(
        lhs: $0.lhs, relation: .equal, rhs: $0.rhs, multiplier: $0.multiplier,
        constant: $0.constant, priority: .defaultLow)
    }
    propagate(taken + openBounds, along: axis, reportingConflicts: false)
    for inequality in inequalities { hold(inequality, along: axis) }
    // Tags in increasing order, so that which error is last does not depend on hashing.
    let open = items.filter {
      isPlaced($0.value, axis) && !(line(of: $0.key, axis)?.isPlaced ?? true)
    }
    for tag in open.values.map({ ($0.object as? UIView)?.tag ?? 0 }).sorted() {
      errors.append(.ambiguousLayout(tag: tag, axis: axis))
    }
  }

  private func isPlaced(_ item: Item, _ axis: NSLayoutConstraint.Axis) -> Bool {
    axis == .horizontal ? item.isPlaced.horizontal : item.isPlaced.vertical
  }

  private func isPlaced(_ term: Term, _ axis: NSLayoutConstraint.Axis) -> Bool {
    line(of: term.item, axis)?.isPlaced ?? false
  }

  private func line(of id: ObjectIdentifier, _ axis: NSLayoutConstraint.Axis) -> ConstraintLine? {
    guard let item = items[id] else { return nil }
    return axis == .horizontal ? item.lines.horizontal : item.lines.vertical
  }

  private mutating func setLine(
    _ line: ConstraintLine, of id: ObjectIdentifier, _ axis: NSLayoutConstraint.Axis
  ) {
    switch axis {
    case .horizontal: items[id]?.lines.horizontal = line
    case .vertical: items[id]?.lines.vertical = line
    }
  }

  /// Applies `equations` until none places anything more.
  private mutating func propagate(
    _ equations: [Equation], along axis: NSLayoutConstraint.Axis, reportingConflicts: Bool
  ) {
    var changed = true
    var reported = Set<Int>()
    while changed {
      changed = false
      for (index, equation) in equations.enumerated() {
        switch apply(equation, along: axis) {
        case .placed: changed = true
        case .conflict where reportingConflicts && reported.insert(index).inserted:
          let tag = (items[equation.lhs.item]?.object as? UIView)?.tag ?? 0
          errors.append(.unsatisfiableConstraint(tag: tag, axis: axis))
        case .conflict, .nothing: break
        }
      }
    }
  }

  private enum Outcome {
    case placed
    case conflict
    case nothing
  }

  private mutating func apply(_ equation: Equation, along axis: NSLayoutConstraint.Axis) -> Outcome
  {
    let left = value(equation.lhs, axis)
    let right = equation.rhs.map { value($0, axis) } ?? 0
    switch (left, right) {
    case (nil, let right?):
      return set(equation.lhs, to: equation.multiplier * right + equation.constant, axis)
    case (let left?, nil):
      guard let rhs = equation.rhs, equation.multiplier != 0 else { return .nothing }
      return set(rhs, to: (left - equation.constant) / equation.multiplier, axis)
    case (let left?, let right?):
      return abs(left - (equation.multiplier * right + equation.constant))
        <= ConstraintLine.tolerance
        ? .nothing : .conflict
    case (nil, nil):
      return .nothing
    }
  }

  private func value(_ term: Term, _ axis: NSLayoutConstraint.Axis) -> CGFloat? {
    line(of: term.item, axis)?.value(of: term.part)
  }

  private mutating func set(_ term: Term, to value: CGFloat, _ axis: NSLayoutConstraint.Axis)
    -> Outcome
  {
    guard let item = items[term.item], isPlaced(item, axis), var line = line(of: term.item, axis)
    else { return .conflict }
    guard line.set(term.part, to: value) else { return .conflict }
    setLine(line, of: term.item, axis)
    return .placed
  }

  /// Gives the placed views still open along `axis` their intrinsic lengths there, one at a
  /// time, holding `taken` after each, so that a view the others' lengths already place keeps
  /// the length they leave it. The view that hugs its content least is left to the last:
  /// it stretches where the constraints leave more room than the content takes. Where they
  /// leave less, the lengths are taken again with the view that resists compression least
  /// left to the last, so that it shrinks. On a tie, the view the constraints name first
  /// keeps its length.
  private mutating func takeIntrinsicLengths(
    along axis: NSLayoutConstraint.Axis, holding taken: [Equation]
  ) {
    let open = openContent(along: axis)
    guard !open.isEmpty else { return }
    let before = items
    take(
      open.sorted { ($0.hugging, $1.order) > ($1.hugging, $0.order) }, along: axis, holding: taken)
    let compressed = open.contains { content in
      guard let length = line(of: content.id, axis)?.value(of: .length) else { return false }
      return length < content.length - ConstraintLine.tolerance
    }
    guard compressed else { return }
    items = before
    take(
      open.sorted { ($0.resistance, $1.order) > ($1.resistance, $0.order) }, along: axis,
      holding: taken)
  }

  /// A placed view open along an axis, with its intrinsic length there and its priorities.
  private struct OpenContent {
    let id: ObjectIdentifier
    /// Where the constraints first name it.
    let order: Int
    let length: CGFloat
    let hugging: UILayoutPriority
    let resistance: UILayoutPriority
  }

  /// The placed views still open along `axis` that have an intrinsic length there.
  private func openContent(along axis: NSLayoutConstraint.Axis) -> [OpenContent] {
    namingOrder.enumerated().compactMap { order, id in
      guard let item = items[id], let subview = item.object as? UIView, subview !== view,
        isPlaced(item, axis), let line = line(of: id, axis), !line.isPlaced
      else { return nil }
      let width = axis == .vertical ? item.lines.horizontal.value(of: .length) : nil
      let size = subview.intrinsicContentSize(forWidth: width)
      let length = axis == .horizontal ? size.width : size.height
      guard length >= 0 else { return nil }
      return OpenContent(
        id: id, order: order, length: length, hugging: subview.contentHuggingPriority(for: axis),
        resistance: subview.contentCompressionResistancePriority(for: axis))
    }
  }

  /// Gives each of `contents`, in order, its intrinsic length unless the lengths before it
  /// have placed it, holding `taken` after each.
  private mutating func take(
    _ contents: [OpenContent], along axis: NSLayoutConstraint.Axis, holding taken: [Equation]
  ) {
    for content in contents {
      guard var line = line(of: content.id, axis), !line.isPlaced,
        line.set(.length, to: content.length)
      else { continue }
      setLine(line, of: content.id, axis)
      propagate(taken, along: axis, reportingConflicts: false)
    }
    propagate(taken, along: axis, reportingConflicts: false)
  }

  /// Moves the edge of a placed item a required inequality bounds, when it crosses it:
  /// the opposite edge stays and the length gives way, as content compresses. Of the two
  /// views an inequality ties edge to edge, the one that resists compression less gives way
  /// (its `contentCompressionResistancePriority` along the axis is lower), as Auto Layout
  /// breaks the weaker of the two content constraints; on a tie, the first item's.
  private mutating func hold(_ inequality: Equation, along axis: NSLayoutConstraint.Axis) {
    if yieldsSecondItem(of: inequality, along: axis) {
      holdSecondItem(of: inequality, along: axis)
      return
    }
    guard let item = items[inequality.lhs.item], isPlaced(item, axis),
      let line = line(of: inequality.lhs.item, axis),
      let current = line.value(of: inequality.lhs.part),
      let start = line.value(of: .start), let end = line.value(of: .end)
    else { return }
    var right: CGFloat = 0
    if let rhs = inequality.rhs {
      guard let value = value(rhs, axis) else { return }
      right = value
    }
    let bound = inequality.multiplier * right + inequality.constant
    let crosses = inequality.relation == .lessThanOrEqual ? current > bound : current < bound
    guard crosses else { return }
    let moved: ConstraintLine
    switch inequality.lhs.part {
    case .start: moved = ConstraintLine(start: bound, length: max(0, end - bound))
    case .end: moved = ConstraintLine(start: start, length: max(0, bound - start))
    case .length: moved = ConstraintLine(start: start, length: max(0, bound))
    case .center: moved = ConstraintLine(start: bound - (end - start) / 2, length: end - start)
    }
    setLine(moved, of: inequality.lhs.item, axis)
  }

  /// Whether `inequality` ties an edge of a view to an edge of another placed view that
  /// resists compression along `axis` less than the first.
  private func yieldsSecondItem(of inequality: Equation, along axis: NSLayoutConstraint.Axis)
    -> Bool
  {
    guard let rhs = inequality.rhs, inequality.multiplier != 0,
      [.start, .end].contains(inequality.lhs.part), [.start, .end].contains(rhs.part),
      let first = items[inequality.lhs.item]?.object as? UIView,
      let second = items[rhs.item], isPlaced(second, axis),
      let secondView = second.object as? UIView, secondView !== view
    else { return false }
    return secondView.contentCompressionResistancePriority(for: axis)
      < first.contentCompressionResistancePriority(for: axis)
  }

  /// Moves the second item's edge that `inequality` bounds, when the two edges cross, so
  /// that the first item's edge stays: the second's opposite edge stays and its length gives
  /// way.
  private mutating func holdSecondItem(
    of inequality: Equation, along axis: NSLayoutConstraint.Axis
  ) {
    guard let rhs = inequality.rhs, let left = value(inequality.lhs, axis),
      let line = line(of: rhs.item, axis), let current = line.value(of: rhs.part),
      let start = line.value(of: .start), let end = line.value(of: .end)
    else { return }
    let bound = (left - inequality.constant) / inequality.multiplier
    // `lhs ≥ m · rhs + c` bounds `rhs` above for a positive multiplier, below for a
    // negative one; `≤` the other way.
    let boundsAbove = (inequality.relation == .greaterThanOrEqual) == (inequality.multiplier > 0)
    let crosses = boundsAbove ? current > bound : current < bound
    guard crosses else { return }
    let moved =
      rhs.part == .end
      ? ConstraintLine(start: start, length: max(0, bound - start))
      : ConstraintLine(start: bound, length: max(0, end - bound))
    setLine(moved, of: rhs.item, axis)
  }
}
#endif
