import LayoutGeometry

extension LayoutTransition {
  /// The transition from `start` to `layout` shown at `contentOffset`, `visible` being what
  /// is visible there: each element shown at the start or visible at the end paired with
  /// itself across the change through `mapping`; unpaired ones appear or disappear, with
  /// `overrides` asked for their hidden ends.
  ///
  /// - Complexity: O(e) for e elements shown at the start and visible at the end, each
  ///   mapped through `mapping` and, when it moves out of or into view, looked up in the
  ///   other layout (O(log sections), plus O(log groups) in a section with measured sizes).
  static func making(
    from start: TransitionStart, to layout: SolvedLayout, visible: [LayoutAttributes],
    contentOffset: LayoutPoint, rowOffsets: [Int: Double], mapping: ElementMapping,
    overrides: TransitionOverrides, timing: TransitionTiming
  ) -> LayoutTransition {
    var positions: [LayoutElementID: Int] = [:]
    for (position, attributes) in visible.enumerated() {
      positions[attributes.elementID] = position
    }
    var paired: [TransitionElement?] = Array(repeating: nil, count: visible.count)
    var offscreen: [TransitionElement] = []
    var leaving = start.leaving.map { disappearing($0, overrides: nil) }
    for shown in start.shown {
      guard let id = mapped(shown.elementID, in: start.layout, by: mapping, forward: true) else {
        leaving.append(disappearing(shown, overrides: overrides))
        continue
      }
      if let position = positions[id], paired[position] == nil {
        paired[position] = TransitionElement(
          role: .moving, initial: shown, final: visible[position])
      } else if let final = layout.attributes(
        of: id, contentOffset: contentOffset, rowOffsets: rowOffsets)
      {
        offscreen.append(TransitionElement(role: .moving, initial: shown, final: final))
      } else {
        leaving.append(disappearing(shown, overrides: overrides))
      }
    }
    for position in visible.indices where paired[position] == nil {
      let final = visible[position]
      if let id = mapped(final.elementID, in: layout, by: mapping, forward: false),
        let initial = start.layout.attributes(
          of: id, contentOffset: start.contentOffset, rowOffsets: start.rowOffsets)
      {
        paired[position] = TransitionElement(role: .moving, initial: initial, final: final)
      } else {
        paired[position] = appearing(final, overrides: overrides)
      }
    }
    var elements = paired.compactMap { $0 } + offscreen
    for index in elements.indices {
      elements[index].isPinned = layout.isPinned(elements[index].final.elementID)
    }
    return LayoutTransition(
      elements: elements + leaving, timing: timing, initialContentOffset: start.contentOffset,
      finalContentOffset: contentOffset, layout: layout, rowOffsets: rowOffsets)
  }

  /// The identity of element `id` of `layout` on the other side of the change: after it
  /// (`forward`) or before it.
  private static func mapped(
    _ id: LayoutElementID, in layout: SolvedLayout, by mapping: ElementMapping, forward: Bool
  ) -> LayoutElementID? {
    var result = id
    switch layout.owner(of: id) {
    case .layout:
      return id
    case .section:
      let section = forward ? mapping.newSection : mapping.oldSection
      guard let index = section(id.indexPath.section) else { return nil }
      result.indexPath = LayoutIndexPath(item: 0, section: index)
    case .item:
      let path = forward ? mapping.newPath : mapping.oldPath
      guard let indexPath = path(id.indexPath) else { return nil }
      result.indexPath = indexPath
    }
    return result
  }

  /// An element fading in at `final`, or as `overrides` says.
  private static func appearing(_ final: LayoutAttributes, overrides: TransitionOverrides)
    -> TransitionElement
  {
    var initial = final
    initial.alpha = 0
    if let custom = overrides.appearing?(final), custom.isFinite { initial = custom }
    initial.indexPath = final.indexPath
    return TransitionElement(role: .appearing, initial: initial, final: final)
  }

  /// An element fading out from `initial`, or as `overrides` says.
  private static func disappearing(_ initial: LayoutAttributes, overrides: TransitionOverrides?)
    -> TransitionElement
  {
    var final = initial
    final.alpha = 0
    if let custom = overrides?.disappearing?(initial), custom.isFinite { final = custom }
    final.indexPath = initial.indexPath
    return TransitionElement(role: .disappearing, initial: initial, final: final)
  }
}
