#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources

extension NSDiffableDataSourceSnapshot {
  /// Appends empty sections at the end.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers` when
  /// `identifiers` repeats one or `duplicateSection` for the first already present; UIKit
  /// raises an exception for each.
  /// - Complexity: O(k log sections) for k sections.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    do { try core.appendSections(identifiers) } catch { lastError = error }
  }

  /// Inserts empty sections just before `toIdentifier`.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownSection` (an unknown anchor) or `duplicateSection`; UIKit raises an exception.
  /// - Complexity: O(sections + k).
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    do { try core.insertSections(identifiers, beforeSection: toIdentifier) } catch {
      lastError = error
    }
  }

  /// Inserts empty sections just after `toIdentifier`.
  ///
  /// Refused, changing nothing, with ``lastError`` set to `duplicateIdentifiers`,
  /// `unknownSection` (an unknown anchor) or `duplicateSection`; UIKit raises an exception.
  /// - Complexity: O(sections + k).
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    do { try core.insertSections(identifiers, afterSection: toIdentifier) } catch {
      lastError = error
    }
  }

  /// Deletes the sections with their items; identifiers not in the snapshot are ignored, so
  /// this is never refused.
  /// - Complexity: O(sections + items of the deleted sections + marked items and
  ///   sections).
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    core.deleteSections(identifiers)
  }

  /// Moves `identifier`'s section with its items to just before `toIdentifier`. Moving a
  /// section before itself does nothing (UIKit leaves this undefined).
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownSection` when either
  /// section is not in the snapshot; UIKit raises an exception.
  /// - Complexity: O(sections).
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    do { try core.moveSection(identifier, beforeSection: toIdentifier) } catch {
      lastError = error
    }
  }

  /// Moves `identifier`'s section with its items to just after `toIdentifier`. Moving a
  /// section after itself does nothing (UIKit leaves this undefined).
  ///
  /// Refused, changing nothing, with ``lastError`` set to `unknownSection` when either
  /// section is not in the snapshot; UIKit raises an exception.
  /// - Complexity: O(sections).
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    do { try core.moveSection(identifier, afterSection: toIdentifier) } catch {
      lastError = error
    }
  }

  /// Marks the sections for reloading: applying the snapshot replaces their cells and
  /// supplementary views.
  ///
  /// Refused, marking nothing, with ``lastError`` set to `unknownSection` for the first
  /// section not in the snapshot; UIKit raises an exception.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    do { try core.reloadSections(identifiers) } catch { lastError = error }
  }
}
#endif
