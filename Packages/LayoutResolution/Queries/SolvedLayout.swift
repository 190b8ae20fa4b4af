import LayoutGeometry

/// A laid-out layout: a value that answers "where is this item" and "what is in this
/// rect" without having computed a frame per item.
///
/// Produced by ``LayoutSolver`` (and held by ``LayoutHost``). Frames are in content
/// coordinates, mirrored for right-to-left hosts and snapped to the display's pixel grid
/// when the environment has a display scale (rule 25).
///
/// A `Sendable` value: it keeps none of the description's closures, so hand it to any task.
/// What needs them stays with the host that solved it: measured sizes
/// (``LayoutHost/setPreferredSize(_:for:)``, applied to the host's solved layout in place)
/// and visible-items handlers (``LayoutHost/visibleAttributes``).
///
/// ```swift
/// let solved = host.solvedLayout
/// let frames = await Task.detached { solved.attributesForElements(in: viewport) }.value
/// ```
public struct SolvedLayout: Sendable {
  /// The environment the layout was solved for.
  public let environment: LayoutEnvironment
  /// The axis the layout scrolls along.
  public let scrollAxis: LayoutAxis
  /// Rule violations found while solving: the layout's own, then each section's in order;
  /// a section with an error is laid out empty.
  ///
  /// - Complexity: O(sections).
  public var errors: [LayoutError] { layoutErrors + reports.flatMap(\.errors) }
  /// Adjustments the solver made (ignored insets and the like), section by section.
  ///
  /// - Complexity: O(sections).
  public var diagnostics: [LayoutDiagnostic] { reports.flatMap(\.diagnostics) }
  /// Errors about the layout as a whole.
  let layoutErrors: [LayoutError]
  /// Each section's errors and diagnostics.
  var reports: [SectionReport]
  /// The size of the scrollable content: the container's length across the scroll axis,
  /// and every section's extent plus spacing along it.
  public private(set) var contentSize: LayoutSize

  /// The insets of the viewport that pinned boundary items stay inside along the scroll
  /// axis: UIKit pins to the visible bounds less the scroll view's adjusted content inset
  /// (measured on iOS 17: under a 34 pt bottom safe area, a pinned 24 pt footer of an
  /// 812 pt tall view rests at 812 − 34 − 24 = 754). ``LayoutHost`` keeps it equal to its
  /// ``LayoutHost/adjustedContentInset``; insets that are not finite count as 0. Setting it
  /// solves nothing.
  public var pinningInsets: LayoutInsets = .zero

  var sections: [SolvedSection]
  /// Space between consecutive sections.
  let interSectionSpacing: Double
  /// The layout's own boundary items, resolved, and their span across the scroll axis.
  private(set) var layoutBoundary: BoundaryPlacement
  let layoutSpan: Span
  /// The layout's own boundary items placed; along the scroll axis their frames are
  /// absolute.
  private(set) var layoutElements: [SolvedSectionElement] = []
  /// Where each section starts and which sections a span can touch.
  private(set) var stack = SectionStack(strides: [], reaches: [])

  init(
    environment: LayoutEnvironment, scrollAxis: LayoutAxis, sections: [SolvedSection],
    interSectionSpacing: Double, layoutBoundary: BoundaryPlacement, layoutSpan: Span,
    layoutErrors: [LayoutError], reports: [SectionReport]
  ) {
    self.environment = environment
    self.scrollAxis = scrollAxis
    self.sections = sections
    self.interSectionSpacing = interSectionSpacing
    self.layoutBoundary = layoutBoundary
    self.layoutSpan = layoutSpan
    self.layoutErrors = layoutErrors
    self.reports = reports
    self.contentSize = .zero
    stack = SectionStack(
      strides: sections.indices.map(stride(ofSection:)), reaches: sections.map(\.reach))
    placeLayoutElements()
  }

  /// The distance from section `index`'s start to the next section's: its length, plus the
  /// spacing between sections unless it is the last.
  private func stride(ofSection index: Int) -> Double {
    sections[index].length + (index < sections.count - 1 ? interSectionSpacing : 0)
  }

  /// Brings the stack up to date after sections `changed` changed length or reach, then
  /// places the layout's boundary items around the content again; the other sections keep
  /// their summaries and move with the stack.
  ///
  /// - Complexity: O(changed sections · log sections + layout boundary items).
  mutating func restack(_ changed: some Sequence<Int>) {
    for index in changed where sections.indices.contains(index) {
      stack.update(index, stride: stride(ofSection: index), reach: sections[index].reach)
    }
    placeLayoutElements()
  }

  /// Sets the content size from the stack and places the layout's boundary items; a
  /// container that cannot be laid out (`invalidContainerSize`) has no content, not a NaN
  /// one.
  private mutating func placeLayoutElements() {
    let extensions = layoutBoundary.extensions
    let sectionsEnd = extensions.start + stack.total
    let cross = environment.container.contentSize.length(along: scrollAxis.cross)
    contentSize = LayoutSize(
      main: sectionsEnd + extensions.end, cross: cross.isFinite && cross >= 0 ? cross : 0,
      along: scrollAxis)
    layoutElements = layoutBoundary.elements(
      content: Span(start: extensions.start, end: sectionsEnd), crossStart: layoutSpan.start,
      crossLength: layoutSpan.length)
  }

  /// Where section `index` starts along the scroll axis, in content coordinates.
  ///
  /// - Complexity: O(log sections).
  func start(ofSection index: Int) -> Double {
    layoutBoundary.extensions.start + stack.offset(of: index)
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
  ///
  /// - Complexity: O(log sections).
  public func frame(ofSection section: Int) -> LayoutRect? {
    guard sections.indices.contains(section) else { return nil }
    return LayoutRect(
      mainStart: start(ofSection: section), mainLength: sections[section].length, crossStart: 0,
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
  /// left-to-right coordinates. A coordinate that is NaN or infinite counts as 0, so that
  /// pinned items stay where they are rather than take a frame that is not a number
  /// (decided; UIKit's offsets are always finite).
  func visibleSpan(at contentOffset: LayoutPoint) -> Span {
    let origin = LayoutPoint(
      x: contentOffset.x.isFinite ? contentOffset.x : 0,
      y: contentOffset.y.isFinite ? contentOffset.y : 0)
    let viewport = mirrored(LayoutRect(origin: origin, size: environment.container.contentSize))
    func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
    var before = finite(scrollAxis == .vertical ? pinningInsets.top : pinningInsets.left)
    var after = finite(scrollAxis == .vertical ? pinningInsets.bottom : pinningInsets.right)
    if scrollAxis == .horizontal, environment.traits.readingDirection == .rightToLeft {
      swap(&before, &after)
    }
    return Span(
      start: viewport.minimum(along: scrollAxis) + before,
      end: viewport.maximum(along: scrollAxis) - after)
  }
}

extension SolvedLayout {
  /// Puts `section` in place of section `index`, with its `report`, and restacks it.
  ///
  /// - Complexity: O(log sections + layout boundary items).
  mutating func replaceSection(at index: Int, with section: SolvedSection, report: SectionReport) {
    sections[index] = section
    reports[index] = report
    restack([index])
  }

  /// Puts `sections` and their `reports` in place of every section, and stacks them anew.
  ///
  /// - Complexity: O(sections + layout boundary items).
  mutating func replaceSections(_ sections: [SolvedSection], reports: [SectionReport]) {
    self.sections = sections
    self.reports = reports
    stack = SectionStack(
      strides: sections.indices.map(stride(ofSection:)), reaches: sections.map(\.reach))
    placeLayoutElements()
  }
}
