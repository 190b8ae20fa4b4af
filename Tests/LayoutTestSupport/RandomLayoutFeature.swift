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
  /// A boundary supplementary item of a section.
  case boundarySupplementaryItem
  /// A boundary supplementary item of the whole layout.
  case layoutBoundarySupplementaryItem
  /// A boundary item pinned to the visible bounds.
  case pinnedBoundaryItem
  /// A boundary item that does not extend its section (it overlaps the content).
  case nonExtendingBoundaryItem
  /// A boundary item moved by an absolute offset.
  case boundaryItemOffset
  /// A section whose boundary items ignore its insets or name their own insets reference.
  case supplementarySpanSettings
  /// An anchored supplementary item on an item.
  case itemSupplementary
  /// An anchored supplementary item on a section's top-level group.
  case groupSupplementary
  /// An anchored supplementary item on a nested group.
  case nestedGroupSupplementary
  /// An anchored item with an item anchor of its own.
  case itemAnchor
  /// An anchor offset given as a fraction of the anchored item's size.
  case fractionalAnchorOffset
  /// An anchor naming both edges of an axis.
  case contradictoryAnchorEdges
  /// A background decoration.
  case decoration
  /// A decoration with content insets.
  case decorationInsets
  /// A decoration whose kind the layout does not register.
  case unregisteredDecoration
  /// A supplementary or decoration kind used twice in one layout.
  case reusedElementKind
  /// A `uniformAcrossSiblings` dimension.
  case uniformAcrossSiblings
  /// A measured size reported for a cell.
  case measuredCell
  /// A section whose group is a flow line: one item estimated across the scroll axis (rule
  /// 21c).
  case flowLine
  /// A measured size reported for a section boundary item.
  case measuredBoundaryItem
  /// A measured size the host must ignore: invalid, for a decoration, or for an element that
  /// does not exist.
  case ignoredMeasurement
  /// A measured size reported again for the same element, the same or another size.
  case repeatedMeasurement
  /// A display scale, so frames snap to pixels.
  case pixelSnapping
  /// A deliberately broken input (no room, NaN, count 0, empty subitems…).
  case invalidInput
}
