extension Sequence where Element: Hashable & Sendable {
  /// Each element that occurs more than once, listed once in the order of its first repeat,
  /// for `DataSourceError.duplicateIdentifiers`.
  /// - Complexity: O(n).
  @inlinable
  func repeatedIdentifiers() -> [AnyIdentifier] {
    var seen = Set<Element>()
    var reported = Set<Element>()
    var repeated: [AnyIdentifier] = []
    for element in self where !seen.insert(element).inserted {
      if reported.insert(element).inserted { repeated.append(AnyIdentifier(element)) }
    }
    return repeated
  }

  /// Throws `duplicateIdentifiers` when an element occurs more than once.
  /// - Complexity: O(n).
  @inlinable
  func requireUniqueIdentifiers() throws(DataSourceError) {
    var seen = Set<Element>(minimumCapacity: underestimatedCount)
    for element in self where !seen.insert(element).inserted {
      throw .duplicateIdentifiers(repeatedIdentifiers())
    }
  }
}
