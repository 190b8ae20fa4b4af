/// A trait of a random layout, recorded so tests can check that the generator exercises
/// everything the differential test is meant to cover.
package enum RandomLayoutFeature: Hashable, Sendable, CaseIterable {
  /// A `subitems:` group.
  case sequenceGroup
  /// A `repeatingSubitem:count:` group.
  case repeatingGroup
  /// A `custom(size:itemProvider:)` group.
  case customGroup
  /// A group inside a group.
  case nestedGroup
  /// A group three levels deep.
  case deeplyNestedGroup
  /// `interItemSpacing = .fixed(_)`.
  case fixedInterItemSpacing
  /// `interItemSpacing = .flexible(_)`.
  case flexibleInterItemSpacing
  /// Edge spacing with at least one fixed side.
  case fixedEdgeSpacing
  /// Edge spacing with at least one flexible side.
  case flexibleEdgeSpacing
  /// Negative `interGroupSpacing` or `interSectionSpacing`: groups or sections overlap.
  case negativeSpacing
  /// An item, group or section with content insets.
  case contentInsets
  /// An `estimated` dimension (used as its estimate).
  case estimatedDimension
  /// A section that scrolls orthogonally.
  case orthogonalSection
  /// A section with its own content insets reference.
  case sectionInsetsReference
  /// A horizontally scrolling layout.
  case horizontalScrolling
  /// A right-to-left host.
  case rightToLeft
  /// A layout built by a section provider rather than from one section.
  case sectionProvider
  /// A section whose shape depends on the environment the provider receives.
  case environmentDependentSection
  /// A deliberately broken input (no room, NaN, count 0, empty subitems…).
  case invalidInput
}
