import Foundation
import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

/// The small fixed layouts the golden files show, and the golden-file check itself.
///
/// Golden files live in `Golden/` next to this file and are found through `#filePath`, so
/// the manifest declares no resources. To re-record them after an intended change, run
/// `RECORD_GOLDEN=1 swift test --filter LayoutRenderingTests`: every golden check then
/// writes the output it got and fails (so a recording run is never mistaken for a pass);
/// review the diff, then run the tests again without the variable.
enum RenderingFixtures {
  /// A 5-column grid: a 40 pt header, a background, 10 pt section insets and 60 pt rows of
  /// cells inset by 2 pt, in a 375 × 200 pt container.
  static func grid(
    itemCount: Int = 10, readingDirection: ReadingDirection = .leftToRight
  ) -> SolvedLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)),
      contentInsets: LayoutDirectionalInsets(all: 2))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(60)),
      repeatingSubitem: item, count: 5)
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "header", alignment: .top)
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(all: 10),
      boundarySupplementaryItems: [header],
      decorationItems: [.background(elementKind: "background")])
    return LayoutSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 200),
      itemCounts: [itemCount], traits: LayoutTraits(readingDirection: readingDirection))
  }

  /// Every element of `layout`'s content.
  static func attributes(of layout: SolvedLayout) -> [LayoutAttributes] {
    layout.attributesForElements(in: layout.contentRect)
  }

  /// Checks `output` against `Golden/<name>`, or records it when `RECORD_GOLDEN` is set.
  static func expectGolden(
    _ output: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
      try Data(output.utf8).write(to: url)
      Issue.record(
        "recorded \(name); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(output == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
  }
}
