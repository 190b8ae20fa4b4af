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
  /// Every rule each section breaks, by section index, for the sections that break one
  /// (a negative item count included, though that section is still laid out with no
  /// items). The spec orders none of its checks, so a solver may report any one of a
  /// section's violations; see `ReferenceViolations` for which are looked for.
  package let violations: [Int: [LayoutError]]
  /// Errors about the whole layout (its spacing, each of its own boundary items that is
  /// invalid or repeats an earlier kind); their order means nothing.
  package let layoutErrors: [LayoutError]
  /// Anchors with contradictory edges and unregistered decorations of the sections laid
  /// out.
  package let diagnostics: Set<LayoutDiagnostic>

  /// Every element in rect-query order, in left-to-right coordinates and unpinned.
  private let elements: [ReferenceElement]
  /// Where each supplementary view and decoration sits in `elements`.
  private let lookup: [Key: Int]
  private let hostSize: LayoutSize
  /// How far pinned items stay from the viewport's start and end along the scroll axis: the
  /// safe area there, which a host adds to its content insets (measured on iOS 17).
  private let pinningInsets: (start: Double, end: Double)
  private let scrollAxis: LayoutAxis
  private let traits: LayoutTraits

  /// What decides the outcome of a size measured for an element of a section laid out.
  struct MeasurableSection {
    /// The number of items laid out.
    var itemCount: Int
    /// Whether each cell of a group instance, in item order, self-sizes.
    var selfSizingCells: [Bool]
    /// The section's boundary item kinds, and whether each has an estimated dimension.
    var boundaryKinds: [String: Bool]
    /// Whether the section keeps its cells' measured sizes: its group, or a group or item
    /// inside it, has an estimated dimension (a custom group's items never do).
    var keepsCellSizes: Bool
  }

  /// The sections laid out, by index: not those whose provider failed or returned `nil`,
  /// nor those that broke a rule.
  private let measurable: [Int: MeasurableSection]
  private let sectionCount: Int

  /// What names a supplementary view or decoration.
  private struct Key: Hashable {
    var category: LayoutElementCategory
    var kind: String
    var indexPath: LayoutIndexPath
  }

  init(
    elements: [ReferenceElement], contentSize: LayoutSize, hostSize: LayoutSize,
    pinningInsets: (start: Double, end: Double), scrollAxis: LayoutAxis, traits: LayoutTraits,
    sectionCount: Int, violations: [Int: [LayoutError]], layoutErrors: [LayoutError],
    diagnostics: Set<LayoutDiagnostic>, measurable: [Int: MeasurableSection]
  ) {
    self.measurable = measurable
    self.sectionCount = sectionCount
    self.elements = elements
    self.contentSize = contentSize
    self.hostSize = hostSize
    self.pinningInsets = pinningInsets
    self.scrollAxis = scrollAxis
    self.traits = traits
    self.violations = violations
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

  /// The indexes of the sections that break a rule.
  package var failedSections: Set<Int> { Set(violations.keys) }

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

  /// Every element, pinned for `contentOffset` and with each orthogonal row scrolled to
  /// `rowOffsets[section]` (0 when absent), in the order rect queries return them: the
  /// layout's boundary items, then per section its boundary items, its decorations, and
  /// each group instance's cells followed by that instance's anchored items.
  package func allElements(contentOffset: LayoutPoint = .zero, rowOffsets: [Int: Double] = [:])
    -> [LayoutAttributes]
  {
    elements.map { presented($0, contentOffset: contentOffset, rowOffsets: rowOffsets) }
  }

  /// What a host showing this layout makes of `reports`, measured sizes reported one after
  /// another: the outcome of each, and the sizes it keeps (the last usable size of each
  /// element), to lay the layout out again with.
  ///
  /// The rules, in order: a size that is negative or not finite is invalid; an element of a
  /// section out of range is unknown; decorations are sized by their section; a cell must
  /// be one of its section's items, a supplementary view at item 0 of a section laid out
  /// with a boundary item of its kind is that item, any other supplementary view must be
  /// found by the lookup (an anchored item, or a layout boundary item at item 0 of section
  /// 0) and keeps its size. A cell or boundary item with no estimated dimension, or given
  /// the size it was given last, is unchanged; any other is applied. Measured sizes do not
  /// change which elements exist, so this layout may be solved with or without them.
  ///
  /// - Complexity: O(reports).
  package func outcomes(of reports: [(element: LayoutElementID, size: LayoutSize)])
    -> (outcomes: [MeasurementOutcome], kept: [LayoutElementID: LayoutSize])
  {
    var kept: [LayoutElementID: LayoutSize] = [:]
    let outcomes = reports.map { element, size in
      let outcome = outcome(of: size, for: element, after: kept[element])
      // A host keeps the sizes of self-sizing elements only: one given to any other element
      // changes nothing, and there is nothing it could stand for later.
      if outcome == .applied { kept[element] = size }
      return outcome
    }
    return (outcomes, kept)
  }

  /// The outcome of measuring `element` at `size` when it was last given `previous`.
  private func outcome(
    of size: LayoutSize, for element: LayoutElementID, after previous: LayoutSize?
  ) -> MeasurementOutcome {
    let limit = LayoutSection.maximumLength
    guard size.width >= 0, size.width <= limit, size.height >= 0, size.height <= limit else {
      return .invalidSize
    }
    let path = element.indexPath
    guard (0..<sectionCount).contains(path.section) else { return .unknownElement }
    let section = measurable[path.section]
    let selfSizes: Bool
    switch element.category {
    case .decorationView:
      return .sizedBySection
    case .cell:
      guard let section, (0..<section.itemCount).contains(path.item) else {
        return .unknownElement
      }
      selfSizes = section.selfSizingCells[path.item % section.selfSizingCells.count]
    case .supplementaryView:
      let kind = element.elementKind ?? ""
      guard path.item == 0, let estimated = section?.boundaryKinds[kind] else {
        let key = Key(category: .supplementaryView, kind: kind, indexPath: path)
        return lookup[key] == nil ? .unknownElement : .unchanged
      }
      selfSizes = estimated
    }
    return !selfSizes || previous == size ? .unchanged : .applied
  }

  /// Whether section `section` keeps measured sizes for its cells (rule 21a): it is laid out
  /// and its group, or a group or item inside it, has an estimated dimension. A cell
  /// measured where it self-sizes keeps its size when it moves to a place in such a section
  /// where it does not; it loses it when it moves to any other section.
  package func keepsCellSizes(inSection section: Int) -> Bool {
    measurable[section]?.keepsCellSizes ?? false
  }

  /// `element` as the host shows it at `contentOffset`, with orthogonal rows scrolled to
  /// `rowOffsets`: a row's offset moves its elements back along the row, from its leading
  /// edge.
  private func presented(
    _ element: ReferenceElement, contentOffset: LayoutPoint, rowOffsets: [Int: Double] = [:]
  ) -> LayoutAttributes {
    var frame = element.frame
    if element.scrollsWithRow, let offset = rowOffsets[element.indexPath.section] {
      frame = frame.offsetBy(main: 0, cross: -offset, along: scrollAxis)
    }
    if element.pin != nil {
      // The visible rect in the solver's left-to-right coordinates.
      let visible = Self.mirrored(
        LayoutRect(origin: contentOffset, size: hostSize), contentSize: contentSize,
        traits: traits)
      frame = element.pinnedFrame(
        scrollAxis: scrollAxis,
        visibleStart: visible.minimum(along: scrollAxis) + pinningInsets.start,
        visibleEnd: visible.maximum(along: scrollAxis) - pinningInsets.end)
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
