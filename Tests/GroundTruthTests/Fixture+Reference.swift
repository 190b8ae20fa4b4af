#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension Fixture {
  /// The iOS major version, `17` for "17" or "17.0".
  var majorVersion: Int {
    Int(recording.iOS.split(separator: ".").first ?? "") ?? 0
  }

  /// Whether this fixture was recorded on the newest iOS its source has.
  var isReference: Bool {
    majorVersion == FixtureCatalog.newestVersion[source.repository]
  }
}
#endif
