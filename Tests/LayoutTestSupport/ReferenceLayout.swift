import LayoutGeometry
import LayoutResolution

/// Everything the reference solver computes for one layout: every element of every
/// section and of the layout itself, the content size, and what went wrong.
///
/// Frames come out as the host presents them: pinned for a content offset, mirrored for
/// right-to-left, snapped to pixels.
package struct ReferenceLayout: Sendable {
  /// The cells of each section in item order, presented; empty for a section that failed.
  package let sections: [[LayoutAttributes]]
  /// The size of the scrollable content.
  package let contentSize: LayoutSize
  /// The first error of each section that failed, by section index.
  package let failures: [Int: LayoutError]
  /// Errors about the whole layout (its own boundary items, its spacing), in the order
  /// found.
  package let layoutErrors: [LayoutError]
  /// Anchors with contradictory edges and unregistered decorations of the sections laid
  /// out.
  package let diagnostics: Set<LayoutDiagnostic>

  /// Every element in rect-query order, in left-to-right coordinates and unpinned.
  private let elements: [ReferenceElement]
  /// Where each supplementary view and decoration sits in `elements`.
  private let lookup: [Key: Int]
  private let hostSize: LayoutSize
  private let scrollAxis: LayoutAxis
  private let traits: LayoutTraits

  /// What names a supplementary view or decoration.
  private struct Key: Hashable {
    var category: LayoutElementCategory
    var kind: String
    var indexPath: LayoutIndexPath
  }

  init(
    elements: [ReferenceElement], contentSize: LayoutSize, hostSize: LayoutSize,
    scrollAxis: LayoutAxis, traits: LayoutTraits, sectionCount: Int,
    failures: [Int: LayoutError], layoutErrors: [LayoutError],
    diagnostics: Set<LayoutDiagnostic>
  ) {
    self.elements = elements
    self.contentSize = contentSize
    self.hostSize = hostSize
    self.scrollAxis = scrollAxis
    self.traits = traits
    self.failures = failures
    self.layoutErrors = layoutErrors
    self.diagnostics = diagnostics
    var lookup: [Key: Int] = [:]
    var sections = [[LayoutAttributes]](repeating: [], count: sectionCount)
    for position in elements.indices {
      let element = elements[position]
      if let kind = element.kind {
        let key = Key(category: element.category, kind: kind, indexPath: element.indexPath)
        lookup[key] = lookup[key] ?? position
      } else {
        sections[element.indexPath.section].append(
          Self.presented(
            element, frame: element.frame, contentSize: contentSize, traits: traits))
      }
    }
    self.lookup = lookup
    self.sections = sections
  }

  /// The indexes of the sections that failed.
  package var failedSections: Set<Int> { Set(failures.keys) }

  /// Every cell, section-major and in item order within a section.
  package var cells: [LayoutAttributes] { sections.flatMap { $0 } }

  /// The cell at `indexPath`, or `nil` when the layout has no such cell.
  package func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let cells = sections[indexPath.section]
    return cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
  }

  /// The supplementary view of `kind` at `indexPath`, pinned for `contentOffset`, or `nil`.
  package func attributesForSupplementaryElement(
    ofKind kind: String, at indexPath: LayoutIndexPath, contentOffset: LayoutPoint = .zero
  ) -> LayoutAttributes? {
    let key = Key(category: .supplementaryView, kind: kind, indexPath: indexPath)
    return lookup[key].map { presented(elements[$0], contentOffset: contentOffset) }
  }

  /// The decoration view of `kind` at `indexPath`, or `nil`.
  package func attributesForDecorationElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    let key = Key(category: .decorationView, kind: kind, indexPath: indexPath)
    return lookup[key].map { presented(elements[$0], contentOffset: .zero) }
  }

  /// Every element, pinned for `contentOffset`, in the order rect queries return them: the
  /// layout's boundary items, then per section its boundary items, its decorations, and
  /// each group instance's cells followed by that instance's anchored items.
  package func allElements(contentOffset: LayoutPoint = .zero) -> [LayoutAttributes] {
    elements.map { presented($0, contentOffset: contentOffset) }
  }

  /// `element` as the host shows it at `contentOffset`.
  private func presented(_ element: ReferenceElement, contentOffset: LayoutPoint)
    -> LayoutAttributes
  {
    var frame = element.frame
    if element.pin != nil {
      // The visible rect in the solver's left-to-right coordinates.
      let visible = Self.mirrored(
        LayoutRect(origin: contentOffset, size: hostSize), contentSize: contentSize,
        traits: traits)
      frame = element.pinnedFrame(
        scrollAxis: scrollAxis, visibleStart: visible.minimum(along: scrollAxis),
        visibleEnd: visible.maximum(along: scrollAxis))
    }
    return Self.presented(element, frame: frame, contentSize: contentSize, traits: traits)
  }

  private static func presented(
    _ element: ReferenceElement, frame: LayoutRect, contentSize: LayoutSize,
    traits: LayoutTraits
  ) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: element.indexPath, category: element.category, elementKind: element.kind,
      frame: mirrored(frame, contentSize: contentSize, traits: traits).snappedToPixels(
        scale: traits.displayScale),
      zIndex: element.zIndex)
  }

  /// `frame` flipped left for right in right-to-left layouts.
  private static func mirrored(_ frame: LayoutRect, contentSize: LayoutSize, traits: LayoutTraits)
    -> LayoutRect
  {
    guard traits.readingDirection == .rightToLeft else { return frame }
    var flipped = frame
    flipped.origin.x = contentSize.width - frame.maxX
    return flipped
  }
}
