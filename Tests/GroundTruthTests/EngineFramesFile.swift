#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The engine's frames for one fixture as JSON, for `Tools/ground-truth` to draw over UIKit's
/// image: written when `GROUND_TRUTH_ENGINE_FRAMES` names a folder, as
/// `<folder>/<fixture id>.json`.
///
/// Each element carries its verdict: `match` and `mismatch` for the fixture's elements,
/// `anchor` for the one an anchored fixture is aligned on, `extra` for one the engine shows
/// where the fixture lists everything, `unlisted` for one it shows elsewhere. Frames are in
/// the fixture's coordinates: an anchored fixture's alignment is undone (`shift`).
struct EngineFramesFile: Encodable {
  struct Element: Encodable {
    var category: String
    var kind: String?
    var indexPath: [Int]
    var frame: [Double]
    var verdict: String
  }

  var id: String
  var layout: String
  /// How far the fixture's y values were moved to meet the engine's (0 unless anchored).
  var shift: Double
  var elements: [Element]

  /// The environment variable naming the folder.
  static let variable = "GROUND_TRUTH_ENGINE_FRAMES"

  init(_ comparison: GroundTruthComparison) {
    id = comparison.fixture.id
    layout = comparison.fixture.layout
    shift = comparison.shift
    let matched = Set(comparison.matched)
    let anchors = Set(comparison.anchors)
    let mismatched = Set(comparison.mismatches.map(\.key))
    let extra = Set(comparison.extras.map(\.key))
    elements = comparison.engine.map { element in
      let key = element.key
      let verdict =
        matched.contains(key)
        ? "match"
        : anchors.contains(key)
          ? "anchor"
          : mismatched.contains(key) ? "mismatch" : extra.contains(key) ? "extra" : "unlisted"
      let frame = element.frame
      return Element(
        category: key.category.rawValue, kind: key.kind, indexPath: key.indexPath,
        frame: [
          Double(frame.minX), Double(frame.minY) - comparison.shift, Double(frame.width),
          Double(frame.height),
        ],
        verdict: verdict)
    }
  }

  /// Writes the file if the variable is set; does nothing otherwise.
  static func writeIfRequested(_ comparison: GroundTruthComparison) throws {
    guard let folder = ProcessInfo.processInfo.environment[variable], !folder.isEmpty else {
      return
    }
    let url = URL(fileURLWithPath: folder).appendingPathComponent(comparison.fixture.id + ".json")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(EngineFramesFile(comparison)).write(to: url)
  }
}
#endif
