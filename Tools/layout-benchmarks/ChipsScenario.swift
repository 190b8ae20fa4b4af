import CompositionalLayout
import _LayoutInternals

/// The chips scenario of `docs/performance.md`: 100,000 tags of estimated width in flow
/// lines (rule 21c); 1,000 random tags report a width, each followed by a viewport query at
/// that tag.
enum ChipsScenario {
  static let container = SelfSizingScenario.container
  static let chips = 100_000
  static let updates = 1_000

  static func figures() -> [BenchmarkFigure] {
    [
      BenchmarkFigure(
        name: "chips.100k.measure_query_us", value: medianMeasureQueryMicroseconds(),
        unit: "us")
    ]
  }

  /// Tags estimated 80 × 32 with 8 pt between them, in lines 8 pt apart.
  static var layout: CollectionLayout {
    let chip = LayoutItem(size: LayoutSizeSpec(width: .estimated(80), height: .fractionalHeight(1)))
    var line = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(32)), subitems: [chip])
    line.interItemSpacing = .fixed(8)
    return CollectionLayout(
      section: LayoutSection(
        group: line, contentInsets: LayoutDirectionalInsets(leading: 16, trailing: 16),
        interGroupSpacing: 8))
  }

  static func medianMeasureQueryMicroseconds() -> Double {
    let host = LayoutHost(layout: layout, size: container, itemCounts: [chips])
    _ = host.contentSize
    var random = SeededGenerator(seed: 19)
    return UpdateScenario.median(of: updates) {
      let path = LayoutIndexPath(item: Int.random(in: 0..<chips, using: &random), section: 0)
      host.setPreferredSize(
        LayoutSize(width: Double.random(in: 30...200, using: &random), height: 32),
        for: .cell(at: path))
      let top = host.attributesForItem(at: path)?.frame.minY ?? 0
      blackHole(
        host.attributesForElements(
          in: LayoutRect(x: 0, y: top, width: container.width, height: container.height)))
    }
  }
}
