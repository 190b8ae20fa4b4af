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
  /// - Complexity: O(s · c) for s sections whose groups hold c cells each (more exactly, the
  ///   sum over sections of the cells, anchored items, boundary items and decorations of
  ///   their groups), plus the section provider's own cost; independent of the item counts.
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
  /// - Complexity: O(s · c) for s sections whose groups hold c cells each (more exactly, the
  ///   sum over sections of the cells, anchored items, boundary items and decorations of
  ///   their groups), plus the section provider's own cost; independent of the item counts.
  package static func pass(
    _ layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) -> LayoutPass {
    let context = PassContext(
      layout: layout, size: size, traits: traits, referenceInsets: referenceInsets)
    return context.pass(of: layout, itemCounts: itemCounts)
  }
}
