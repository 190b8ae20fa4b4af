#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// How far the engine is from real iOS: frames (and the content sizes transcripts give)
/// matched out of the total per source and iOS version, and the differences counted by
/// element kind and by the patterns `KnownMismatches` gives their fixture.
///
/// Printed by the suite on every run; written to the file `GROUND_TRUTH_SUMMARY` names when
/// that is set.
struct GroundTruthSummary {
  /// The environment variable naming the summary file.
  static let variable = "GROUND_TRUTH_SUMMARY"

  var comparisons: [GroundTruthComparison]

  /// The summary's text, one line per source and version, then the differences.
  var text: String {
    var lines = ["ground truth: UIKit's frames against the engine's, within 0.01 pt"]
    let groups = Dictionary(grouping: comparisons) {
      SetKey(repository: $0.fixture.source.repository, iOS: $0.fixture.majorVersion)
    }
    for key in groups.keys.sorted(by: { ($0.repository, -$0.iOS) < ($1.repository, -$1.iOS) }) {
      let set = groups[key] ?? []
      let reference = set.first?.fixture.isReference ?? false
      let frames = set.reduce(0) { $0 + $1.fixture.elements.count }
      let matched = set.reduce(0) { $0 + $1.matched.count }
      let anchors = set.reduce(0) { $0 + $1.anchors.count }
      let extras = set.reduce(0) { $0 + $1.extras.count }
      let passing = set.filter(\.isMatch).count
      let sizes = set.compactMap(\.contentSize)
      let sizesMatched = sizes.filter(\.matches).count
      let role = reference ? "reference" : "older, reported only"
      let inferred = set.first?.fixture.isVersionInferred ?? false
      let version =
        key.iOS == 0 ? "iOS not stated" : "iOS \(key.iOS)" + (inferred ? " inferred" : "")
      let aligned = anchors == 0 ? "" : " (and \(anchors) anchors aligned on)"
      let contentSizes =
        sizes.isEmpty ? "" : "; \(sizesMatched) of \(sizes.count) content sizes match"
      lines.append(
        "\(key.repository) \(version) (\(role)): \(matched) of \(frames - anchors) frames "
          + "match\(aligned); \(passing) of \(set.count) fixtures match; \(extras) extra elements"
          + contentSizes)
      lines += breakdown(of: set, byPattern: reference).map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private struct SetKey: Hashable {
    var repository: String
    var iOS: Int
  }

  /// Mismatched and extra elements counted by kind (and mismatched content sizes) and, for
  /// reference fixtures, by the patterns of their fixture.
  private func breakdown(of set: [GroundTruthComparison], byPattern: Bool) -> [String] {
    var counts: [String: Int] = [:]
    for comparison in set {
      let patterns = KnownMismatches.table[comparison.fixture.id] ?? []
      let because =
        !byPattern
        ? ""
        : patterns.isEmpty
          ? ", no pattern listed"
          : ", pattern " + patterns.map(String.init).joined(separator: "+")
      for mismatch in comparison.mismatches {
        counts["mismatch: " + Self.kind(of: mismatch.key) + because, default: 0] += 1
      }
      for extra in comparison.extras {
        counts["extra: " + Self.kind(of: extra.key) + because, default: 0] += 1
      }
      if let contentSize = comparison.contentSize, !contentSize.matches {
        counts["mismatch: content size" + because, default: 0] += 1
      }
    }
    return counts.keys.sorted().map { "\($0): \(counts[$0] ?? 0)" }
  }

  private static func kind(of key: ElementKey) -> String {
    let short = key.kind?.replacingOccurrences(of: "UICollectionElementKindSection", with: "")
    return short.map { "\(key.category.rawValue) \($0)" } ?? key.category.rawValue
  }

  /// Prints the summary, and writes it where `GROUND_TRUTH_SUMMARY` says if it is set.
  func publish() throws {
    print(text, terminator: "")
    guard let path = ProcessInfo.processInfo.environment[Self.variable], !path.isEmpty else {
      return
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }
}
#endif
