import LayoutGeometry
import LayoutResolution

/// One random layout with everything a host needs to lay it out, and a readable account
/// of how it was built so that a failing seed can be understood and replayed.
package struct RandomLayoutCase: CustomStringConvertible {
  /// The seed that reproduces the case through ``RandomLayouts/layoutCase(seed:)``.
  package var seed: UInt64
  /// The layout.
  package var layout: CollectionLayout
  /// The host's size.
  package var size: LayoutSize
  /// The number of items in each section.
  package var itemCounts: [Int]
  /// The host's traits.
  package var traits: LayoutTraits
  /// The host's safe area and layout margins.
  package var referenceInsets: ReferenceInsets
  /// Where the host is scrolled to, as a share of the scrollable length along the scroll
  /// axis (below 0 or above 1: scrolled beyond an end); see ``contentOffset(for:)``.
  package var scrollPosition: Double
  /// Measured sizes to report to the host, in order; empty for layouts that leave every
  /// estimate as it is.
  package var measurements: [RandomMeasurement]
  /// Every supplementary and decoration kind the layout declares, sorted.
  package var elementKinds: [String]
  /// What the layout exercises.
  package var features: Set<RandomLayoutFeature>
  /// How the layout was built, one element per line.
  package var recipe: [String]

  /// The host's content offset for content of `contentSize`: `scrollPosition` of the
  /// scrollable length along the scroll axis (at least half the host's length, so that
  /// short content scrolls too), 0 across it.
  package func contentOffset(for contentSize: LayoutSize) -> LayoutPoint {
    let axis = layout.configuration.scrollDirection
    let visible = size.length(along: axis)
    let scrollable = max(contentSize.length(along: axis) - visible, visible / 2)
    return LayoutPoint(main: scrollPosition * scrollable, cross: 0, along: axis)
  }

  /// The seed and the recipe, one element per line.
  package var description: String {
    (["seed \(seed)"] + recipe).joined(separator: "\n")
  }
}
