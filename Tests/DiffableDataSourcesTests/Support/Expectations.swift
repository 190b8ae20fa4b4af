import DiffableDataSources
import Testing

/// Runs `operation` on a copy of `value`, expects it to throw `expected`, and expects the
/// copy to be unchanged afterwards: a failed operation must lose nothing.
func expectRejection<Value: Equatable>(
  _ value: Value, with expected: DataSourceError,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: (inout Value) throws -> Void
) {
  var copy = value
  do {
    try operation(&copy)
    Issue.record(
      "expected \(expected), but the operation succeeded", sourceLocation: sourceLocation)
  } catch {
    #expect(error as? DataSourceError == expected, sourceLocation: sourceLocation)
  }
  #expect(copy == value, "a failed operation changed its value", sourceLocation: sourceLocation)
}

/// A snapshot with sections `"A"`, `"B"`… holding the given items, for readable tests.
func makeSnapshot(_ sections: KeyValuePairs<String, [Int]>) throws -> DataSourceSnapshot<
  String, Int
> {
  var snapshot = DataSourceSnapshot<String, Int>()
  for (section, items) in sections {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// The items of every section of `snapshot`, in order.
func sectionContents<SectionID, ItemID>(_ snapshot: DataSourceSnapshot<SectionID, ItemID>)
  -> [[ItemID]]
{
  snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
}
