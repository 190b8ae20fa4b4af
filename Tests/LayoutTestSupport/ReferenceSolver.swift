import LayoutGeometry
import LayoutResolution

/// A plain, eager solver that places every element of every section, kept to check the
/// lazy `LayoutSolver` against (docs/performance.md, "A reference solver").
///
/// It follows `docs/uikit-semantics.md` rules 1–19, 23–25 and the team's decisions, and it shares
/// no code with the lazy solver: each group instance is laid out afresh at its own origin,
/// anchored items included, instead of being copied from a solved template. Estimated
/// dimensions are used as their estimates until sizes are measured for their elements (rule
/// 21): then every group instance holding a measured cell is laid out again with its
/// measurements, and measured section boundary items take their sizes.
package enum ReferenceSolver {
  /// Lays out `layout` for a host of `size` with `itemCounts[s]` items in section `s`, and
  /// the `measurements` a host kept (``ReferenceLayout/outcomes(of:)`` says which those are).
  ///
  /// Only self-sizing cells and section boundary items take measurements, on their
  /// estimated dimensions; the others, and sizes that are negative or not finite, are
  /// ignored. The result does not depend on the order measurements were reported in.
  ///
  /// - Complexity: O(every element of every group instance) plus the providers' own cost.
  package static func solve(
    _ layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets(),
    measurements: [LayoutElementID: LayoutSize] = [:]
  ) -> ReferenceLayout {
    let scrollAxis = layout.configuration.scrollDirection
    let crossAxis = scrollAxis.cross
    let layoutInsets = acrossScrolling(
      referenceInsets.guideInsets(
        for: layout.configuration.contentInsetsReference, hostWidth: size.width),
      scrollAxis)
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: size, contentInsets: layoutInsets), traits: traits)
    var layoutErrors: [LayoutError] = []
    var interSectionSpacing = layout.configuration.interSectionSpacing
    if !(abs(interSectionSpacing) <= LayoutSection.maximumLength) {
      layoutErrors.append(.invalidInterSectionSpacing(interSectionSpacing))
      interSectionSpacing = 0
    }

    // Rule 16: the layout's own boundary items, invalid ones and repeated kinds left out.
    var layoutItems: [LayoutBoundarySupplementaryItem] = []
    var layoutKinds: Set<String> = []
    for item in layout.configuration.boundarySupplementaryItems {
      if !ReferenceBoundaryItems.violations(of: item, section: 0).isEmpty {
        layoutErrors.append(.invalidLayoutBoundaryItem(kind: item.elementKind))
      } else if !layoutKinds.insert(item.elementKind).inserted {
        layoutErrors.append(.duplicateLayoutElementKind(kind: item.elementKind))
      } else {
        layoutItems.append(item)
      }
    }
    let span = layoutInsets.containerPoints(in: size).resolved(for: .leftToRight)
    let spanLength = max(0, size.length(along: crossAxis) - span.total(along: crossAxis))
    let layoutBoundary = ReferenceBoundaryItems(
      layoutItems, scrollAxis: scrollAxis, mainLength: size.length(along: scrollAxis),
      spanLength: spanLength)

    var cellSizes: [Int: [Int: LayoutSize]] = [:]
    var boundarySizes: [Int: [String: LayoutSize]] = [:]
    for (element, size) in measurements {
      let path = element.indexPath
      switch element.category {
      case .cell:
        cellSizes[path.section, default: [:]][path.item] = size
      case .supplementaryView where path.item == 0:
        boundarySizes[path.section, default: [:]][element.elementKind ?? ""] = size
      case .supplementaryView, .decorationView:
        break
      }
    }

    var elements: [ReferenceElement] = []
    var measurable: [Int: ReferenceLayout.MeasurableSection] = [:]
    var diagnostics: Set<LayoutDiagnostic> = []
    var violations: [Int: [LayoutError]] = [:]
    var cursor = layoutBoundary.startExtension
    for (index, requestedCount) in itemCounts.enumerated() {
      // Rule 13: spacing goes between sections only, never before the first.
      if index > 0 { cursor += interSectionSpacing }
      // A negative count is reported and the section is laid out as if it had no items.
      if requestedCount < 0 {
        violations[index, default: []].append(
          .invalidItemCount(section: index, count: requestedCount))
      }
      let itemCount = max(0, requestedCount)
      let section: LayoutSection?
      do {
        // Rule 24: the provider learns the index and the environment (and, like a host's,
        // how many items the section shows).
        section = try layout.section(at: index, environment: environment, itemCount: itemCount)
      } catch {
        violations[index, default: []].append(
          .sectionProviderFailed(section: index, description: "\(error)"))
        continue
      }
      guard let section else {
        if itemCount > 0 {
          violations[index, default: []].append(
            .missingSection(section: index, itemCount: itemCount))
        }
        continue
      }
      let placer = SectionPlacer(
        index: index, environment: environment, referenceInsets: referenceInsets,
        scrollAxis: scrollAxis, layoutKinds: layoutKinds,
        registeredDecorationKinds: layout.registeredDecorationKinds)
      let placed = placer.place(
        section, itemCount: itemCount, start: cursor, cellSizes: cellSizes[index] ?? [:],
        boundarySizes: boundarySizes[index] ?? [:])
      // A section that breaks a rule is laid out empty (`LayoutError`).
      guard placed.violations.isEmpty else {
        violations[index, default: []] += placed.violations
        continue
      }
      elements += placed.elements
      measurable[index] = placed.measurable
      diagnostics.formUnion(placed.diagnostics)
      cursor += placed.length
    }
    let contentLength = cursor + layoutBoundary.endExtension
    let layoutElements = layoutBoundary.elements(
      section: 0, contentStart: layoutBoundary.startExtension, contentEnd: cursor,
      spanStart: span.start(along: crossAxis), spanLength: spanLength,
      pinLimits: (0, contentLength))
    return ReferenceLayout(
      elements: layoutElements + elements,
      contentSize: LayoutSize(
        main: contentLength, cross: size.length(along: crossAxis), along: scrollAxis),
      hostSize: size,
      pinningInsets: scrollAxis == .vertical
        ? (referenceInsets.safeArea.top, referenceInsets.safeArea.bottom)
        : (referenceInsets.safeArea.leading, referenceInsets.safeArea.trailing),
      scrollAxis: scrollAxis, traits: traits, sectionCount: itemCounts.count,
      violations: violations, layoutErrors: layoutErrors, diagnostics: diagnostics,
      measurable: measurable)
  }

  /// `insets` with the sides along the scroll axis removed: those belong to the scroll
  /// view, so only the sides across it narrow the layout.
  static func acrossScrolling(_ insets: LayoutDirectionalInsets, _ scrollAxis: LayoutAxis)
    -> LayoutDirectionalInsets
  {
    switch scrollAxis {
    case .vertical: LayoutDirectionalInsets(leading: insets.leading, trailing: insets.trailing)
    case .horizontal: LayoutDirectionalInsets(top: insets.top, bottom: insets.bottom)
    }
  }
}
