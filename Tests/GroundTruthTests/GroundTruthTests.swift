#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing

/// The engine against frames real iOS rendered (`Tools/ground-truth` makes the fixtures).
///
/// Each reference fixture (the newest iOS version its source has, stated or inferred, if it
/// is iOS 16 or later) must match: every edge the fixture shows within 0.01 pt, the content
/// size where the fixture gives one, and nothing shown that UIKit did not show. Fixtures
/// listed in `KnownMismatches` are expected to fail until the rules are corrected. Older
/// versions are compared and reported, never failing the suite: they record behaviour iOS
/// has since changed.
@Suite struct GroundTruthTests {}

extension GroundTruthTests {
  @Test func everyFixtureFileDecodes() throws {
    #expect(!FixtureCatalog.paths.isEmpty)
    for path in FixtureCatalog.paths {
      let fixture = try FixtureCatalog.load(path)
      #expect(path == fixture.id + ".json", "a fixture's path is its id")
      #expect(fixture.source.commit.count == 40, "\(path): the commit is a full hash")
      #expect(
        fixture.source.layoutCodeCommit.map { $0.count == 40 } ?? true,
        "\(path): the layout code's commit is a full hash")
      for size in fixture.measuredSizes ?? [] {
        #expect(size.width != nil || size.height != nil, "\(path): a measured size gives no axis")
      }
      #expect(GroundTruthLayout.all[fixture.layout] != nil, "\(path): no layout \(fixture.layout)")
      let anchors = fixture.elements.filter { $0.anchor == true }.count
      #expect([nil, "anchor"].contains(fixture.alignment), "\(path): unknown alignment")
      #expect(
        anchors == (fixture.alignment == "anchor" ? 1 : 0),
        "\(path): an anchored fixture marks one anchor, any other none")
    }
  }

  @Test func referencesShowIOS16OrLaterStatedOrInferred() {
    for fixture in FixtureCatalog.fixtures {
      let newest = FixtureCatalog.newestVersion[fixture.source.repository]
      #expect(
        fixture.isReference == (fixture.majorVersion == newest && fixture.majorVersion >= 16),
        "\(fixture.id) shows iOS \(fixture.majorVersion)")
      #expect(
        fixture.isVersionInferred == (fixture.recording.inferredIOS != nil),
        "\(fixture.id): a version is inferred exactly where the source states none")
    }
    let inferred = Dictionary(
      grouping: FixtureCatalog.fixtures.filter(\.isVersionInferred), by: \.source.repository
    ).mapValues { Set($0.map(\.majorVersion)) }
    #expect(
      inferred == [
        "DeluxeAlonso/UICollectionViewCompositionalLayoutDemo": [13, 14],
        "yash-np/CollectionView": [15],
        "tarikbozyak/AdvancedCompositionalLayout": [16],
        "muchan611/compositional-layouts-sample": [14],
        "pointfreeco/swift-snapshot-testing": [18],
      ])
  }

  @Test(arguments: FixtureCatalog.reference)
  func engineMatchesUIKitsFrames(_ reference: GroundTruthCase) throws {
    let comparison = try GroundTruthComparison(reference.fixture)
    try EngineFramesFile.writeIfRequested(comparison)
    #expect(comparison.layoutErrors.isEmpty, "\(comparison.layoutErrors)")
    guard let patterns = KnownMismatches.table[reference.fixture.id] else {
      expectMatch(comparison)
      return
    }
    let because = patterns.map { "pattern \($0): \(KnownMismatches.patterns[$0] ?? "?")" }
    withKnownIssue(Comment(rawValue: because.joined(separator: "; "))) {
      expectMatch(comparison)
    }
  }

  @Test(arguments: FixtureCatalog.older)
  func olderRecordingIsSolvedAndReported(_ older: GroundTruthCase) throws {
    let comparison = try GroundTruthComparison(older.fixture)
    try EngineFramesFile.writeIfRequested(comparison)
    #expect(comparison.layoutErrors.isEmpty, "\(comparison.layoutErrors)")
    #expect(
      comparison.matched.count + comparison.anchors.count + comparison.mismatches.count
        == older.fixture.elements.count)
  }

  @Test func knownMismatchesNameReferenceFixturesAndPatterns() {
    let reference = Set(FixtureCatalog.reference.map(\.fixture.id))
    for (id, patterns) in KnownMismatches.table {
      #expect(reference.contains(id), "\(id) is not a reference fixture")
      #expect(!patterns.isEmpty, "\(id) names no pattern")
      for pattern in patterns {
        #expect(KnownMismatches.patterns[pattern] != nil, "\(id): no pattern \(pattern)")
      }
    }
  }

  @Test func summaryCountsEveryFrame() throws {
    let comparisons = try FixtureCatalog.fixtures.map(GroundTruthComparison.init)
    let summary = GroundTruthSummary(comparisons: comparisons)
    try summary.publish()
    let frames = FixtureCatalog.fixtures.reduce(0) { $0 + $1.elements.count }
    let counted = comparisons.reduce(0) {
      $0 + $1.matched.count + $1.anchors.count + $1.mismatches.count
    }
    #expect(counted == frames)
    #expect(summary.text.contains(" frames match"))
  }

  private func expectMatch(
    _ comparison: GroundTruthComparison, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !comparison.isMatch else { return }
    let differing = comparison.mismatches.count + comparison.extras.count
    let contentSize = comparison.contentSize?.matches == false ? " and the content size" : ""
    Issue.record(
      """
      \(differing) of \(comparison.fixture.elements.count) elements\(contentSize) differ from \
      UIKit's (frames as x, y, width, height):
      \(comparison.report)
      """,
      sourceLocation: sourceLocation)
  }
}
#endif
