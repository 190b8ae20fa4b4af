import LayoutGeometry

/// A reason a section (or the whole layout) could not be laid out as described.
///
/// UIKit raises an exception for most of these; we report the error for the section it
/// concerns, lay that section out empty (no elements, zero extent) and lay out the rest.
/// Every case names the broken rule and the section index.
public enum LayoutError: Error, Equatable, Sendable {
  /// The section's insets leave its group no room across the layout (rule 2):
  /// `available` is the room left, zero or less.
  case noRoomForGroup(section: Int, available: Double)
  /// A dimension is negative, NaN, infinite or beyond ``LayoutSection/maximumLength``.
  case invalidDimension(section: Int, dimension: LayoutDimension)
  /// A spacing, inset or offset is NaN or infinite (a boundary item's offset, also beyond
  /// ``LayoutSection/maximumLength`` either way).
  case invalidSpacing(section: Int, value: Double)
  /// A repeating group asks for fewer than one subitem.
  case invalidCount(section: Int, count: Int)
  /// A sequence group has no subitems.
  case emptySubitems(section: Int)
  /// A repeating group's spacing leaves its items less than zero length.
  case spacingExceedsGroup(section: Int, spacing: Double, available: Double)
  /// The section's group holds no item at all once laid out, so it can never consume an
  /// item (every subitem is larger than the group, or a custom group returns no frames).
  case groupHoldsNoItems(section: Int)
  /// A group would place more subitems than the solver allows in one group instance
  /// (zero-length subitems would otherwise repeat forever).
  case tooManySubitems(section: Int, limit: Int)
  /// A custom group's provider returned a frame that is not finite or has a negative size.
  case invalidCustomFrame(section: Int, frame: LayoutRect)
  /// The section provider returned `nil` for a section that has items (UIKit traps).
  case missingSection(section: Int, itemCount: Int)
  /// The section provider threw; `description` is the thrown error's description.
  case sectionProviderFailed(section: Int, description: String)
  /// The host was given a negative item count for a section; the section is laid out with
  /// no items (its insets and boundary items still take their room).
  case invalidItemCount(section: Int, count: Int)
  /// The host's size is negative, NaN, infinite or beyond ``LayoutSection/maximumLength``;
  /// nothing is laid out.
  case invalidContainerSize(LayoutSize)
  /// Two supplementary or decoration items of the section share an element kind (layout
  /// boundary items count as part of every section), so index paths would be ambiguous.
  case duplicateElementKind(section: Int, kind: String)
  /// Two of the layout's own boundary items share an element kind; only the first is laid
  /// out.
  case duplicateLayoutElementKind(kind: String)
  /// One of the layout's own boundary items has an invalid size or offset; it is not laid
  /// out, the others are.
  case invalidLayoutBoundaryItem(kind: String)
  /// The configuration's inter-section spacing is NaN, infinite or beyond
  /// ``LayoutSection/maximumLength`` either way; zero is used instead.
  case invalidInterSectionSpacing(Double)
  /// The section would reach further than ``LayoutSection/maximumLength`` from its start,
  /// along the scroll axis or, for an orthogonal section, along its row: `length` is how
  /// far (its items times their stride), `limit` the maximum. Coordinates that large cannot
  /// tell items a point apart, so the section is laid out empty rather than wrong. Item
  /// counts up to `Int.max` are accepted wherever the content fits.
  case sectionTooLong(section: Int, length: Double, limit: Double)
  /// The section's group nests groups more than `limit` levels deep
  /// (``LayoutGroup/maximumNestingDepth``); found before the group is solved, so no nesting
  /// can exhaust the stack of the thread that lays it out.
  case groupNestingTooDeep(section: Int, limit: Int)
  /// The section's group describes more than `limit` subitems, nested ones included
  /// (``LayoutGroup/maximumDescribedSubitems``): a group standing in several places counts
  /// in each.
  case groupDescriptionTooLarge(section: Int, limit: Int)
}

extension LayoutError {
  /// The section the error concerns, or `nil` for an error about the whole layout (its
  /// container, spacing between sections, or its own boundary items).
  public var section: Int? {
    switch self {
    case .noRoomForGroup(let section, _), .invalidDimension(let section, _),
      .invalidSpacing(let section, _), .invalidCount(let section, _),
      .emptySubitems(let section), .spacingExceedsGroup(let section, _, _),
      .groupHoldsNoItems(let section), .tooManySubitems(let section, _),
      .invalidCustomFrame(let section, _), .missingSection(let section, _),
      .sectionProviderFailed(let section, _), .invalidItemCount(let section, _),
      .duplicateElementKind(let section, _), .sectionTooLong(let section, _, _),
      .groupNestingTooDeep(let section, _), .groupDescriptionTooLarge(let section, _):
      section
    case .invalidContainerSize, .duplicateLayoutElementKind, .invalidLayoutBoundaryItem,
      .invalidInterSectionSpacing:
      nil
    }
  }
}

extension LayoutError {
  /// Whether both are the same case with the same values, a NaN matching any NaN: the value
  /// an error reports is often the NaN that caused it, and `==` must stay reflexive.
  public static func == (lhs: LayoutError, rhs: LayoutError) -> Bool {
    // Switched over every case, so that a new case cannot be left unequal to itself.
    switch lhs {
    case .noRoomForGroup(let section, let available):
      guard case .noRoomForGroup(let other, let otherAvailable) = rhs else { return false }
      return section == other && available.isSameValue(as: otherAvailable)
    case .invalidDimension(let section, let dimension):
      guard case .invalidDimension(let other, let otherDimension) = rhs else { return false }
      return section == other && dimension == otherDimension
    case .invalidSpacing(let section, let value):
      guard case .invalidSpacing(let other, let otherValue) = rhs else { return false }
      return section == other && value.isSameValue(as: otherValue)
    case .invalidCount(let section, let count):
      guard case .invalidCount(let other, let otherCount) = rhs else { return false }
      return section == other && count == otherCount
    case .emptySubitems(let section):
      guard case .emptySubitems(let other) = rhs else { return false }
      return section == other
    case .spacingExceedsGroup(let section, let spacing, let available):
      guard case .spacingExceedsGroup(let other, let otherSpacing, let otherAvailable) = rhs
      else { return false }
      return section == other && spacing.isSameValue(as: otherSpacing)
        && available.isSameValue(as: otherAvailable)
    case .groupHoldsNoItems(let section):
      guard case .groupHoldsNoItems(let other) = rhs else { return false }
      return section == other
    case .tooManySubitems(let section, let limit):
      guard case .tooManySubitems(let other, let otherLimit) = rhs else { return false }
      return section == other && limit == otherLimit
    case .invalidCustomFrame(let section, let frame):
      guard case .invalidCustomFrame(let other, let otherFrame) = rhs else { return false }
      return section == other && frame == otherFrame
    case .missingSection(let section, let itemCount):
      guard case .missingSection(let other, let otherCount) = rhs else { return false }
      return section == other && itemCount == otherCount
    case .sectionProviderFailed(let section, let description):
      guard case .sectionProviderFailed(let other, let otherDescription) = rhs else {
        return false
      }
      return section == other && description == otherDescription
    case .invalidItemCount(let section, let count):
      guard case .invalidItemCount(let other, let otherCount) = rhs else { return false }
      return section == other && count == otherCount
    case .invalidContainerSize(let size):
      guard case .invalidContainerSize(let otherSize) = rhs else { return false }
      return size == otherSize
    case .duplicateElementKind(let section, let kind):
      guard case .duplicateElementKind(let other, let otherKind) = rhs else { return false }
      return section == other && kind == otherKind
    case .duplicateLayoutElementKind(let kind):
      guard case .duplicateLayoutElementKind(let otherKind) = rhs else { return false }
      return kind == otherKind
    case .invalidLayoutBoundaryItem(let kind):
      guard case .invalidLayoutBoundaryItem(let otherKind) = rhs else { return false }
      return kind == otherKind
    case .invalidInterSectionSpacing(let spacing):
      guard case .invalidInterSectionSpacing(let otherSpacing) = rhs else { return false }
      return spacing.isSameValue(as: otherSpacing)
    case .sectionTooLong(let section, let length, let limit):
      guard case .sectionTooLong(let other, let otherLength, let otherLimit) = rhs else {
        return false
      }
      return section == other && length.isSameValue(as: otherLength)
        && limit.isSameValue(as: otherLimit)
    case .groupNestingTooDeep(let section, let limit):
      guard case .groupNestingTooDeep(let other, let otherLimit) = rhs else { return false }
      return section == other && limit == otherLimit
    case .groupDescriptionTooLarge(let section, let limit):
      guard case .groupDescriptionTooLarge(let other, let otherLimit) = rhs else { return false }
      return section == other && limit == otherLimit
    }
  }
}
