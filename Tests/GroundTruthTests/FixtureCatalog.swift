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

  /// The oldest iOS major version a reference fixture may show. The team follows the
  /// newest iOS measured (17, and 26.1 where a source has it) and only reports older
  /// behaviour: iOS 14 is measured to differ from it by three sources (faberNovel's iOS 14
  /// recording snaps and drops empty sections differently, rule 14 and 25; DeluxeAlonso's
  /// screenshots, iOS 14 inferred, round half-pixel lengths away from zero; muchan611's, iOS
  /// 14 inferred, round each origin and length on their own), while iOS 16 and 17 agree with
  /// 17 and 26.1 (tarikbozyak, iOS 16 inferred; faberNovel's iOS 17). DeluxeAlonso's first
  /// fastlane run, iOS 13 inferred, rounds half-pixel lengths as its iOS 14 run does; where
  /// iOS 15 stands is unmeasured, so neither 13 nor 15 is a reference. pointfreeco's table
  /// rows (iOS 18 inferred, the reference; 17.4, 13.2.2 and 12.1 reported) are whole points
  /// and alike on every version.
  static let oldestReferenceVersion = 16

  /// The newest iOS version, stated or inferred, each source was recorded on: its fixtures
  /// are the reference when that version is at least ``oldestReferenceVersion``; the rest
  /// record older behaviour and are only reported.
  static let newestVersion: [String: Int] = {
    var newest: [String: Int] = [:]
    for fixture in fixtures {
      newest[fixture.source.repository] = max(
        newest[fixture.source.repository] ?? 0, fixture.majorVersion)
    }
    return newest
  }()

  /// Reference fixtures (``Fixture/isReference``): the engine must match them.
  static var reference: [GroundTruthCase] {
    fixtures.filter(\.isReference).map(GroundTruthCase.init)
  }

  /// Fixtures of older iOS versions than their source's newest, or older than
  /// ``oldestReferenceVersion``: compared and reported, never failing the suite.
  static var older: [GroundTruthCase] {
    fixtures.filter { !$0.isReference }.map(GroundTruthCase.init)
  }
}
#endif
