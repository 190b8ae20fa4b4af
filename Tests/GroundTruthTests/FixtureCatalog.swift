#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The committed fixtures, read from `Tests/GroundTruthTests/Fixtures` in the source tree.
///
/// Found from this file's path (`#filePath`) rather than bundled as resources: the fixtures
/// stay plain files that `Tools/ground-truth` rewrites and `--check` diffs in place, and the
/// tests need no `Bundle.module`, which a test target only gets by declaring resources.
enum FixtureCatalog {
  /// The folder holding one subfolder per source.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// Every fixture file, relative to ``folder``, sorted.
  static let paths: [String] = {
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
  }()

  /// The fixture at `path`, relative to ``folder``.
  static func load(_ path: String) throws -> Fixture {
    let data = try Data(contentsOf: folder.appendingPathComponent(path))
    return try JSONDecoder().decode(Fixture.self, from: data)
  }

  /// Every fixture that decodes; ``paths`` holds them all, and a test decodes each.
  static let fixtures: [Fixture] = paths.compactMap { try? load($0) }

  /// The newest iOS version each source was recorded on: its fixtures are the reference,
  /// the rest record older behaviour and are only reported.
  static let newestVersion: [String: Int] = {
    var newest: [String: Int] = [:]
    for fixture in fixtures {
      newest[fixture.source.repository] = max(
        newest[fixture.source.repository] ?? 0, fixture.majorVersion)
    }
    return newest
  }()

  /// Fixtures of the newest iOS version of their source: the engine must match them.
  static var reference: [GroundTruthCase] {
    fixtures.filter(\.isReference).map(GroundTruthCase.init)
  }

  /// Fixtures of older iOS versions: compared and reported, never failing the suite.
  static var older: [GroundTruthCase] {
    fixtures.filter { !$0.isReference }.map(GroundTruthCase.init)
  }
}
#endif
