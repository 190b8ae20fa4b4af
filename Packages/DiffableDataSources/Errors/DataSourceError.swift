/// Why a snapshot, section snapshot or data source refused an operation.
///
/// UIKit raises an Objective-C exception for each of these inputs and takes the app down.
/// We throw instead, and an operation that throws leaves its snapshot exactly as it was:
/// every operation validates all of its input before it changes anything.
public enum DataSourceError: Error, Equatable, Sendable {
  /// The same identifier appears more than once in one call; lists each repeated identifier
  /// once, in the order of its first repetition. UIKit: "identifiers are not unique".
  case duplicateIdentifiers([AnyIdentifier])
  /// A section being added is already in the snapshot. UIKit raises an exception.
  case duplicateSection(AnyIdentifier)
  /// An item being added to a section snapshot is already in it, or an item being applied to
  /// one section of a data source already belongs to another section.
  case duplicateItem(AnyIdentifier)
  /// Items were appended without naming a section, and the snapshot has no sections.
  case noSections
  /// The named section is not in the snapshot.
  case unknownSection(AnyIdentifier)
  /// The named item is not in the snapshot.
  case unknownItem(AnyIdentifier)
  /// Items were to be inserted before or after an item that is itself among the items
  /// being inserted, so the insertion has no place to go.
  case anchorAmongInsertedItems(AnyIdentifier)
}
