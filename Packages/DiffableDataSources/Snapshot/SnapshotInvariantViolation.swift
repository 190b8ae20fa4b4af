/// A broken invariant of a snapshot's storage: a bug in the snapshot, never the caller's
/// fault. `DataSourceSnapshot.checkInvariants()` throws it; tests and the fuzzers call that
/// after every mutation.
package struct SnapshotInvariantViolation: Error, CustomStringConvertible {
  /// What is broken, with the numbers.
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}
