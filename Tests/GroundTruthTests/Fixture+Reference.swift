#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension Fixture {
  /// The iOS major version the fixture shows, stated or else inferred: `17` for "17" or
  /// "17.0"; 0 when neither gives a number.
  var majorVersion: Int {
    Self.major(recording.iOS) ?? recording.inferredIOS.flatMap(Self.major) ?? 0
  }

  /// Whether the major version is inferred rather than stated by the source.
  var isVersionInferred: Bool {
    Self.major(recording.iOS) == nil && recording.inferredIOS.flatMap(Self.major) != nil
  }

  /// Whether this fixture is a reference: recorded on the newest iOS its source has, and
  /// on one recent enough to agree with the newest measured (see
  /// ``FixtureCatalog/oldestReferenceVersion``).
  var isReference: Bool {
    majorVersion == FixtureCatalog.newestVersion[source.repository]
      && majorVersion >= FixtureCatalog.oldestReferenceVersion
  }

  private static func major(_ version: String) -> Int? {
    Int(version.split(separator: ".").first ?? "")
  }
}
#endif
