import LayoutGeometry

/// A laid-out layout: a value that answers "where is this item" and "what is in this
/// rect" without having computed a frame per item.
///
/// Produced by ``LayoutSolver`` (and held by ``LayoutHost``). Frames are in content
/// coordinates, mirrored for right-to-left hosts and snapped to the display's pixel grid
/// when the environment has a display scale (rule 25). Measured sizes are applied to it in
/// place (``applyPreferredSize(_:to:)``).
public struct SolvedLayout: Sendable {
  /// The environment the layout was solved for.
  public let environment: LayoutEnvironment
  /// The axis the layout scrolls along.
  public let scrollAxis: LayoutAxis
  /// Rule violations found while solving; each concerns one section, laid out empty.
  public let errors: [LayoutError]
  /// Adjustments the solver made (ignored insets and the like).
  public let diagnostics: [LayoutDiagnostic]
  /// The size of the scrollable content: the container's length across the scroll axis,
  /// and every section's extent plus spacing along it.
  public private(set) var contentSize: LayoutSize

  var sections: [SolvedSection]
  /// Space between consecutive sections.
  let interSectionSpacing: Double
  /// The layout's own boundary items, resolved, and their span across the scroll axis.
  private(set) var layoutBoundary: BoundaryPlacement
  let layoutSpan: Span
  /// The layout's own boundary items placed; along the scroll axis their frames are
  /// absolute.
  private(set) var layoutElements: [SolvedSectionElement] = []
  /// `reachEnd[s]`: the furthest any element of sections `0...s` reaches along the scroll
  /// axis. Non-decreasing, so a binary search finds the first section a rect can touch.
  private(set) var reachEnd: [Double] = []
  /// `reachStart[s]`: the nearest any element of sections `s...` starts. Non-decreasing,
  /// so iteration stops at the first section that starts after a rect.
  private(set) var reachStart: [Double] = []

  init(
    environment: LayoutEnvironment, scrollAxis: LayoutAxis, sections: [SolvedSection],
    interSectionSpacing: Double, layoutBoundary: BoundaryPlacement, layoutSpan: Span,
    errors: [LayoutError], diagnostics: [LayoutDiagnostic]
  ) {
    self.environment = environment
    self.scrollAxis = scrollAxis
    self.sections = sections
    self.interSectionSpacing = interSectionSpacing
    self.layoutBoundary = layoutBoundary
    self.layoutSpan = layoutSpan
    self.errors = errors
    self.diagnostics = diagnostics
    self.contentSize = .zero
    restack(from: 0)
  }

  /// Places sections `first...` one after another, then the layout's boundary items, and
  /// brings the search arrays up to date: sections before `first` keep their places.
  ///
  /// - Complexity: O(sections from `first` on + layout boundary items), plus the earlier
  ///   sections whose `reachStart` a change lowers (none, usually).
  mutating func restack(from first: Int) {
    let first = min(max(0, first), sections.count)
    let extensions = layoutBoundary.extensions
    var cursor = extensions.start
    if first > 0 {
      // Summed as the loop below sums, so restacking from any section gives the same starts.
      cursor = sections[first - 1].start + (sections[first - 1].length + interSectionSpacing)
    }
    for index in first..<sections.count {
      sections[index].start = cursor
      cursor += sections[index].length + interSectionSpacing
    }
    let sectionsEnd = sections.last.map { $0.start + $0.length } ?? extensions.start
    contentSize = LayoutSize(
      main: sectionsEnd + extensions.end,
      cross: environment.container.contentSize.length(along: scrollAxis.cross),
      along: scrollAxis)
    layoutElements = layoutBoundary.elements(
      content: Span(start: extensions.start, end: sectionsEnd), crossStart: layoutSpan.start,
      crossLength: layoutSpan.length)

    reachEnd.removeSubrange(min(first, reachEnd.count)...)
    var furthest = reachEnd.last ?? -.infinity
    for index in first..<sections.count {
      furthest = max(
        furthest, sections[index].reach.map { sections[index].start + $0.end } ?? -.infinity)
      reachEnd.append(furthest)
    }
    if reachStart.count != sections.count {
      reachStart = [Double](repeating: .infinity, count: sections.count)
    }
    var nearest = Double.infinity
    for index in (first..<sections.count).reversed() {
      nearest = min(nearest, nearestStart(of: index))
      reachStart[index] = nearest
    }
    // An earlier section's entry changes only if this one went below it; once one keeps
    // its value, so do all before it.
    for index in (0..<first).reversed() {
      let value = min(nearestStart(of: index), nearest)
      guard value != reachStart[index] else { break }
      reachStart[index] = value
      nearest = value
    }
  }

  /// Where section `index`'s elements start along the scroll axis, or infinity for none.
  private func nearestStart(of index: Int) -> Double {
    sections[index].reach.map { sections[index].start + $0.start } ?? .infinity
  }

  /// The number of sections laid out (one per item count given).
  public var numberOfSections: Int { sections.count }

  /// The number of items laid out in `section` (zero for a section that failed), or `nil`
  /// for a section index out of range.
  public func numberOfItems(inSection section: Int) -> Int? {
    sections.indices.contains(section) ? sections[section].itemCount : nil
  }

  /// The rect a section occupies: its extent along the scroll axis, the full content
  /// across it. `nil` for a section index out of range.
  public func frame(ofSection section: Int) -> LayoutRect? {
    guard sections.indices.contains(section) else { return nil }
    let solved = sections[section]
    return LayoutRect(
      mainStart: solved.start, mainLength: solved.length, crossStart: 0,
      crossLength: contentSize.length(along: scrollAxis.cross), along: scrollAxis)
  }

  /// A content-coordinate frame as the host shows it: mirrored for right-to-left, then
  /// snapped to pixels.
  func presented(_ frame: LayoutRect) -> LayoutRect {
    mirrored(frame).snappedToPixels(scale: environment.traits.displayScale)
  }

  /// The frame flipped left for right in right-to-left layouts (an involution: it turns
  /// host coordinates into the solver's left-to-right ones and back).
  func mirrored(_ frame: LayoutRect) -> LayoutRect {
    guard environment.traits.readingDirection == .rightToLeft else { return frame }
    var flipped = frame
    flipped.origin.x = contentSize.width - frame.maxX
    return flipped
  }

  /// The span along the scroll axis visible at `contentOffset`, in the solver's
  /// left-to-right coordinates.
  func visibleSpan(at contentOffset: LayoutPoint) -> Span {
    let viewport = mirrored(
      LayoutRect(origin: contentOffset, size: environment.container.contentSize))
    return Span(
      start: viewport.minimum(along: scrollAxis), end: viewport.maximum(along: scrollAxis))
  }
}
