import LayoutGeometry

/// Turns a layout description into a ``SolvedLayout``.
///
/// Each section's group is solved once; items are then placed by arithmetic, so preparing
/// a section whose group has no estimated dimensions costs the same for 10 items or 10
/// million. A section that breaks a rule is reported in ``SolvedLayout/errors``, laid out
/// empty, and the rest of the layout is unaffected.
public enum LayoutSolver {
  /// The environment a host of `size` with `traits` and `referenceInsets` gives `layout`'s
  /// section provider.
  public static func environment(
    for layout: CollectionLayout, size: LayoutSize, traits: LayoutTraits,
    referenceInsets: ReferenceInsets
  ) -> LayoutEnvironment {
    let insets = referenceInsets.insets(
      for: layout.configuration.contentInsetsReference, width: size.width)
    let container = LayoutContainer(
      contentSize: size,
      contentInsets: insets.acrossScrolling(layout.configuration.scrollDirection))
    return LayoutEnvironment(container: container, traits: traits)
  }

  /// Lays out `layout` for a host of `size` showing `itemCounts[s]` items in section `s`.
  ///
  /// The result is a `Sendable` value: hand it to any task. It keeps none of the
  /// description's closures, so it answers queries without visible-items handlers and
  /// takes no measurements; a ``LayoutHost`` does both.
  ///
  /// ```swift
  /// let solved = LayoutSolver.solve(layout, size: LayoutSize(width: 375, height: 812),
  ///                                 itemCounts: [100])
  /// solved.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame
  /// ```
  ///
  /// - Complexity: O(sections + cells per group) plus the section provider's own cost.
  public static func solve(
    _ layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) -> SolvedLayout {
    pass(
      layout, size: size, itemCounts: itemCounts, traits: traits,
      referenceInsets: referenceInsets
    ).layout
  }

  /// Lays out `layout` as ``solve(_:size:itemCounts:traits:referenceInsets:)`` does, and
  /// keeps each section's description beside the result, for the host.
  ///
  /// - Complexity: O(sections + cells per group) plus the section provider's own cost.
  package static func pass(
    _ layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) -> LayoutPass {
    let axis = layout.configuration.scrollDirection
    let environment = Self.environment(
      for: layout, size: size, traits: traits, referenceInsets: referenceInsets)
    let limit = LayoutSection.maximumLength
    guard size.width >= 0, size.width <= limit, size.height >= 0, size.height <= limit else {
      let empty = SolvedLayout(
        environment: environment, scrollAxis: axis, sections: [], interSectionSpacing: 0,
        layoutBoundary: BoundaryPlacement([], scrollAxis: axis, mainLength: 0, crossLength: 0),
        layoutSpan: Span(start: 0, end: 0), errors: [.invalidContainerSize(size)],
        diagnostics: [])
      return LayoutPass(layout: empty, sections: [])
    }
    var errors: [LayoutError] = []
    var diagnostics: [LayoutDiagnostic] = []
    var interSectionSpacing = layout.configuration.interSectionSpacing
    if !(abs(interSectionSpacing) <= LayoutSection.maximumLength) {
      errors.append(.invalidInterSectionSpacing(interSectionSpacing))
      interSectionSpacing = 0
    }
    let layoutItems = usableLayoutItems(layout.configuration.boundarySupplementaryItems, &errors)
    let span = environment.container.effectiveContentInsets.resolved(for: .leftToRight)
    let crossAxis = axis.cross
    let crossStart = span.start(along: crossAxis)
    let crossLength = environment.container.effectiveContentSize.length(along: crossAxis)
    let boundary = BoundaryPlacement(
      layoutItems, scrollAxis: axis, mainLength: size.length(along: axis),
      crossLength: crossLength)
    let solver = SectionSolver(
      environment: environment, referenceInsets: referenceInsets, scrollAxis: axis,
      layoutKinds: layoutItems.map(\.elementKind),
      registeredDecorationKinds: layout.registeredDecorationKinds)
    var sections: [SolvedSection] = []
    sections.reserveCapacity(itemCounts.count)
    var descriptions: [LayoutSection?] = []
    descriptions.reserveCapacity(itemCounts.count)
    for (index, requestedCount) in itemCounts.enumerated() {
      var itemCount = requestedCount
      if itemCount < 0 {
        errors.append(.invalidItemCount(section: index, count: itemCount))
        itemCount = 0
      }
      do {
        if let description = try layout.section(
          at: index, environment: environment, itemCount: itemCount)
        {
          let result = try solver.solve(description, index: index, itemCount: itemCount)
          sections.append(result.section)
          descriptions.append(description)
          diagnostics += result.diagnostics
          continue
        } else if itemCount > 0 {
          errors.append(.missingSection(section: index, itemCount: itemCount))
        }
      } catch let error as LayoutError {
        errors.append(error)
      } catch {
        errors.append(.sectionProviderFailed(section: index, description: "\(error)"))
      }
      sections.append(.empty(index: index, scrollAxis: axis))
      descriptions.append(nil)
    }
    let solved = SolvedLayout(
      environment: environment, scrollAxis: axis, sections: sections,
      interSectionSpacing: interSectionSpacing, layoutBoundary: boundary,
      layoutSpan: Span(start: crossStart, end: crossStart + crossLength), errors: errors,
      diagnostics: diagnostics)
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
