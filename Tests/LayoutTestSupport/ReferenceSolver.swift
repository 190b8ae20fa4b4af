import LayoutGeometry
import LayoutResolution

/// A plain, eager solver that places every item of every section, kept to check the lazy
/// `LayoutSolver` against (performance.md, "A reference solver").
///
/// It follows `uikit-semantics.md` rules 1–14, 19, 23–25 and the team's decisions, and it
/// shares no code with the lazy solver: each group instance is laid out afresh at its own
/// origin instead of being copied from a solved template. Only cells are placed.
package enum ReferenceSolver {
  /// Lays out `layout` for a host of `size` with `itemCounts[s]` items in section `s`.
  ///
  /// - Complexity: O(every cell of every group instance) plus the providers' own cost.
  package static func solve(
    _ layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) -> ReferenceLayout {
    let scrollAxis = layout.configuration.scrollDirection
    let layoutInsets = acrossScrolling(
      referenceInsets.insets(for: layout.configuration.contentInsetsReference, width: size.width),
      scrollAxis)
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: size, contentInsets: layoutInsets), traits: traits)
    var sections: [[ReferenceCell]] = []
    var failures: [Int: LayoutError] = [:]
    var cursor = 0.0
    for (index, requestedCount) in itemCounts.enumerated() {
      if index > 0 { cursor += layout.configuration.interSectionSpacing }
      func fail(_ error: LayoutError) {
        if failures[index] == nil { failures[index] = error }
      }
      // A negative count is reported and the section is laid out as if it had no items.
      if requestedCount < 0 { fail(.invalidItemCount(section: index, count: requestedCount)) }
      let itemCount = max(0, requestedCount)
      let section: LayoutSection?
      do {
        section = try layout.section(at: index, environment: environment)
      } catch {
        fail(.sectionProviderFailed(section: index, description: "\(error)"))
        sections.append([])
        continue
      }
      guard let section else {
        if itemCount > 0 { fail(.missingSection(section: index, itemCount: itemCount)) }
        sections.append([])
        continue
      }
      let placer = SectionPlacer(
        index: index, environment: environment, referenceInsets: referenceInsets,
        scrollAxis: scrollAxis)
      do {
        let placed = try placer.place(section, itemCount: itemCount, start: cursor)
        sections.append(placed.cells)
        cursor += placed.extent
      } catch {
        fail(error)
        sections.append([])
      }
    }
    let contentSize = LayoutSize(
      main: cursor, cross: size.length(along: scrollAxis.cross), along: scrollAxis)
    let presented = sections.enumerated().map { section, cells in
      cells.enumerated().map { item, cell in
        var frame = cell.frame
        if traits.readingDirection == .rightToLeft {
          frame.origin.x = contentSize.width - frame.maxX
        }
        return LayoutAttributes(
          indexPath: LayoutIndexPath(item: item, section: section), category: .cell,
          frame: frame.snappedToPixels(scale: traits.displayScale), zIndex: cell.zIndex)
      }
    }
    return ReferenceLayout(sections: presented, contentSize: contentSize, failures: failures)
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
