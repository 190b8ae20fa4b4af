import LayoutGeometry
import LayoutResolution

/// One random layout with everything a host needs to lay it out, and a readable account
/// of how it was built so that a failing seed can be understood and replayed.
package struct RandomLayoutCase: Sendable, CustomStringConvertible {
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
  /// What the layout exercises.
  package var features: Set<RandomLayoutFeature>
  /// How the layout was built, one element per line.
  package var recipe: [String]

  /// The seed and the recipe, one element per line.
  package var description: String {
    (["seed \(seed)"] + recipe).joined(separator: "\n")
  }
}
