import LayoutGeometry

extension SolvedLayout {
  /// The attributes of the supplementary view of `kind` at `indexPath`, pinned items placed
  /// for `contentOffset` and anchored items of orthogonal rows moved by `rowOffsets`, or
  /// `nil` if there is none.
  ///
  /// Boundary items of a section are at `(0, section)`; the layout's own boundary items are
  /// at `(0, 0)` (UIKit gives them a one-index path, which `LayoutIndexPath` cannot spell;
  /// their kinds are unique across the layout, so the lookup is unambiguous). Anchored
  /// items take the index path of their item, or of their group's first item.
  ///
  /// - Complexity: O(b + a + log sections) for b boundary items and decorations of the
  ///   section and a anchored items per group, plus O(log groups) in a section with measured
  ///   sizes.
  public func attributesForSupplementaryElement(
    ofKind kind: String, at indexPath: LayoutIndexPath, contentOffset: LayoutPoint = .zero,
    rowOffsets: [Int: Double] = [:]
  ) -> LayoutAttributes? {
    let visible = visibleSpan(at: contentOffset)
    if indexPath == LayoutIndexPath(item: 0, section: 0),
      let element = layoutElements.first(where: { $0.kind == kind })
    {
      return attributes(of: element, owner: layoutOwner, visible: visible)
    }
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if indexPath.item == 0,
      let element = section.elements.first(where: {
        $0.category == .supplementaryView && $0.kind == kind
      })
    {
      return attributes(
        of: element, owner: PinOwner(section, start: start(ofSection: indexPath.section)),
        visible: visible)
    }
    guard indexPath.item >= 0 else { return nil }
    let repetition: Int
    let anchored: SolvedAnchoredItem
    if let position = section.group.supplementaries.first(where: { $0.kind == kind })?
      .groupPosition
    {
      // Rule 17: items anchored to groups are numbered by group instance.
      repetition = indexPath.item / position.perInstance
      guard repetition < section.groupCount,
        let found = section.group(at: repetition).supplementaries.first(where: {
          $0.kind == kind && $0.groupPosition?.ordinal == indexPath.item % position.perInstance
        }), found.cellIndex < section.itemCount(inRepetition: repetition)
      else { return nil }
      anchored = found
    } else {
      guard indexPath.item < section.itemCount else { return nil }
      repetition = section.repetition(ofItem: indexPath.item)
      let local = indexPath.item - section.firstItem(ofRepetition: repetition)
      guard
        let found = section.group(at: repetition).supplementaries.first(where: {
          $0.kind == kind && $0.cellIndex == local && $0.groupPosition == nil
        })
      else { return nil }
      anchored = found
    }
    return attributes(
      of: anchored, in: section,
      groupOrigin: section.groupOrigin(
        repetition, start: start(ofSection: indexPath.section),
        rowOffset: rowOffsets[indexPath.section] ?? 0),
      repetition: repetition, firstItem: section.firstItem(ofRepetition: repetition))
  }

  /// The attributes of the decoration view of `kind` at `indexPath` (decorations of a
  /// section are at `(0, section)`), or `nil` if there is none.
  ///
  /// - Complexity: O(b + log sections) for b boundary items and decorations of the section.
  public func attributesForDecorationElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
    let section = sections[indexPath.section]
    guard
      let element = section.elements.first(where: {
        $0.category == .decorationView && $0.kind == kind
      })
    else { return nil }
    return attributes(
      of: element, owner: PinOwner(section, start: start(ofSection: indexPath.section)),
      visible: visibleSpan(at: .zero))
  }

  /// What a section element is positioned relative to, and where its pins stop.
  struct PinOwner {
    var index: Int
    var start: Double
    var limits: (start: Double, end: Double)

    init(index: Int, start: Double, limits: (start: Double, end: Double)) {
      self.index = index
      self.start = start
      self.limits = limits
    }

    /// The owner of `section`'s elements, the section starting at `start`.
    init(_ section: SolvedSection, start: Double) {
      self.init(
        index: section.index, start: start,
        limits: (section.pinLimits.start, section.pinLimits.end))
    }
  }

  /// The layout itself as the owner of its boundary items: pinned ones stay within the
  /// whole content.
  var layoutOwner: PinOwner {
    PinOwner(index: 0, start: 0, limits: (0, contentSize.length(along: scrollAxis)))
  }

  /// The element's frame in content coordinates, with pinning applied for `visible`.
  ///
  /// A pinned header sits at `max(natural, min(visibleStart, groupsEnd − length))`: it
  /// sticks to the visible start and is pushed out as its section's groups end. A pinned
  /// footer mirrors it (`docs/scrolling.md`).
  func frame(of element: SolvedSectionElement, owner: PinOwner, visible: Span)
    -> LayoutRect
  {
    let natural = element.frame.offsetBy(main: owner.start, cross: 0, along: scrollAxis)
    guard let pin = element.pin else { return natural }
    let position = natural.minimum(along: scrollAxis)
    let length = natural.length(along: scrollAxis)
    let pinned: Double
    switch pin {
    case .start:
      pinned = max(position, min(visible.start, owner.start + owner.limits.end - length))
    case .end:
      pinned = min(position, max(visible.end - length, owner.start + owner.limits.start))
    }
    return natural.offsetBy(main: pinned - position, cross: 0, along: scrollAxis)
  }

  func attributes(
    of element: SolvedSectionElement, owner: PinOwner, visible: Span
  ) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: owner.index), category: element.category,
      elementKind: element.kind,
      frame: presented(frame(of: element, owner: owner, visible: visible)),
      zIndex: element.zIndex)
  }

  func attributes(
    of anchored: SolvedAnchoredItem, in section: SolvedSection, groupOrigin: LayoutPoint,
    repetition: Int, firstItem: Int
  ) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: LayoutIndexPath(
        item: anchored.item(inRepetition: repetition, firstItem: firstItem),
        section: section.index),
      category: .supplementaryView, elementKind: anchored.kind,
      frame: presented(anchored.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y)),
      zIndex: anchored.zIndex)
  }
}
