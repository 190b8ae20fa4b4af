import LayoutGeometry

/// Everything a layout pass needs besides the sections: the environment, the layout's own
/// boundary items and spacing, and a solver for one section. A host keeps it between passes
/// so that an update solves only the sections it touches (rule 21a), each exactly as a full
/// pass would.
struct PassContext: Sendable {
  /// The environment providers receive.
  let environment: LayoutEnvironment
  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis
  /// Space between consecutive sections (0 when the configuration's is not finite).
  let interSectionSpacing: Double
  /// Errors about the layout as a whole.
  let layoutErrors: [LayoutError]
  /// The layout's own boundary items, resolved.
  let layoutBoundary: BoundaryPlacement
  /// Where the layout's boundary items sit across the scroll axis.
  let layoutSpan: Span
  /// Solves one section; `nil` when the container cannot hold any (its size is invalid).
  let sectionSolver: SectionSolver?
  /// What pinned items stay inside of the viewport for a host with UIKit's automatic
  /// content inset adjustment and no content inset: the safe area along the scroll axis.
  let pinningInsets: LayoutInsets

  /// The context of a pass of `layout` for a host of `size` with `traits` and
  /// `referenceInsets`.
  ///
  /// - Complexity: O(layout boundary items).
  init(
    layout: CollectionLayout, size: LayoutSize, traits: LayoutTraits,
    referenceInsets: ReferenceInsets
  ) {
    let axis = layout.configuration.scrollDirection
    let environment = LayoutSolver.environment(
      for: layout, size: size, traits: traits, referenceInsets: referenceInsets)
    self.environment = environment
    scrollAxis = axis
    let safeArea = referenceInsets.safeArea.resolved(for: traits.readingDirection)
    pinningInsets =
      axis == .vertical
      ? LayoutInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
      : LayoutInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
    let limit = LayoutSection.maximumLength
    guard size.width >= 0, size.width <= limit, size.height >= 0, size.height <= limit else {
      interSectionSpacing = 0
      layoutErrors = [.invalidContainerSize(size)]
      layoutBoundary = BoundaryPlacement([], scrollAxis: axis, mainLength: 0, crossLength: 0)
      layoutSpan = Span(start: 0, end: 0)
      sectionSolver = nil
      return
    }
    var errors: [LayoutError] = []
    var spacing = layout.configuration.interSectionSpacing
    if !(abs(spacing) <= LayoutSection.maximumLength) {
      errors.append(.invalidInterSectionSpacing(spacing))
      spacing = 0
    }
    interSectionSpacing = spacing
    let layoutItems = Self.usableLayoutItems(
      layout.configuration.boundarySupplementaryItems, &errors)
    layoutErrors = errors
    let span = environment.container.effectiveContentInsets.resolved(for: .leftToRight)
    let crossStart = span.start(along: axis.cross)
    let crossLength = environment.container.effectiveContentSize.length(along: axis.cross)
    layoutBoundary = BoundaryPlacement(
      layoutItems, scrollAxis: axis, mainLength: size.length(along: axis),
      crossLength: crossLength)
    layoutSpan = Span(start: crossStart, end: crossStart + crossLength)
    sectionSolver = SectionSolver(
      environment: environment, referenceInsets: referenceInsets, scrollAxis: axis,
      layoutKinds: layoutItems.map(\.elementKind),
      registeredDecorationKinds: layout.registeredDecorationKinds)
  }

  /// Section `index` of `layout` showing `requestedCount` items: the provider asked, the
  /// section solved, or laid out empty with what went wrong.
  ///
  /// - Complexity: O(cells, anchored items, boundary items and decorations of the section's
  ///   group) plus the provider's own cost.
  func solveSection(_ index: Int, itemCount requestedCount: Int, of layout: CollectionLayout)
    -> SectionResult
  {
    var groups = GroupCache()
    return solveSection(index, itemCount: requestedCount, of: layout, groups: &groups)
  }

  /// Section `index`, as ``solveSection(_:itemCount:of:)``, reusing the groups of the
  /// sections solved before it in `groups`.
  func solveSection(
    _ index: Int, itemCount requestedCount: Int, of layout: CollectionLayout,
    groups: inout GroupCache
  ) -> SectionResult {
    var report = SectionReport()
    var itemCount = requestedCount
    if itemCount < 0 {
      report.errors.append(.invalidItemCount(section: index, count: itemCount))
      itemCount = 0
    }
    if let solver = sectionSolver {
      do {
        if let description = try layout.section(
          at: index, environment: environment, itemCount: itemCount)
        {
          let result = try solver.solve(
            description, index: index, itemCount: itemCount, groups: &groups)
          report.diagnostics = result.diagnostics
          return SectionResult(section: result.section, description: description, report: report)
        } else if itemCount > 0 {
          report.errors.append(.missingSection(section: index, itemCount: itemCount))
        }
      } catch let error as LayoutError {
        report.errors.append(error)
      } catch {
        report.errors.append(.sectionProviderFailed(section: index, description: "\(error)"))
      }
    }
    return SectionResult(
      section: .empty(index: index, scrollAxis: scrollAxis), description: nil, report: report)
  }

  /// A full pass of `layout` showing `itemCounts[s]` items in section `s`: every section
  /// solved in order, or none when the container cannot hold any.
  ///
  /// - Complexity: O(sections + layout boundary items), plus ``solveSection(_:itemCount:of:)``
  ///   for each section.
  func pass(of layout: CollectionLayout, itemCounts: [Int]) -> LayoutPass {
    var sections: [SolvedSection] = []
    var descriptions: [LayoutSection?] = []
    var reports: [SectionReport] = []
    if sectionSolver != nil {
      // Three arrays filled directly: a solved section is large, and gathering results first
      // would copy each one more time.
      sections.reserveCapacity(itemCounts.count)
      descriptions.reserveCapacity(itemCounts.count)
      reports.reserveCapacity(itemCounts.count)
      var groups = GroupCache()
      for (index, count) in itemCounts.enumerated() {
        let result = solveSection(index, itemCount: count, of: layout, groups: &groups)
        sections.append(result.section)
        descriptions.append(result.description)
        reports.append(result.report)
      }
    }
    var solved = SolvedLayout(
      environment: environment, scrollAxis: scrollAxis, sections: sections,
      interSectionSpacing: interSectionSpacing, layoutBoundary: layoutBoundary,
      layoutSpan: layoutSpan, layoutErrors: layoutErrors, reports: reports)
    solved.pinningInsets = pinningInsets
    return LayoutPass(layout: solved, sections: descriptions)
  }

  /// The layout's boundary items that can be placed: invalid ones and later duplicates of
  /// a kind are left out and reported, the others are kept.
  private static func usableLayoutItems(
    _ items: [LayoutBoundarySupplementaryItem], _ errors: inout [LayoutError]
  ) -> [LayoutBoundarySupplementaryItem] {
    var kinds: Set<String> = []
    return items.filter { item in
      guard item.validationError(section: 0) == nil else {
        errors.append(.invalidLayoutBoundaryItem(kind: item.elementKind))
        return false
      }
      guard kinds.insert(item.elementKind).inserted else {
        errors.append(.duplicateLayoutElementKind(kind: item.elementKind))
        return false
      }
      return true
    }
  }
}

/// One section of a pass: the solved section, its description, what went wrong.
struct SectionResult {
  var section: SolvedSection
  var description: LayoutSection?
  var report: SectionReport
}

/// The errors and diagnostics of one section.
struct SectionReport: Sendable, Equatable {
  var errors: [LayoutError] = []
  var diagnostics: [LayoutDiagnostic] = []
}
