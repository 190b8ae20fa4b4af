import CompositionalLayout
import _LayoutInternals

/// The mixed scenario of `docs/performance.md`: sections of 100 items cycling list, 5-column
/// grid, 3-column grid, orthogonal carousel and nested groups, each with a header, a
/// footer, item badges and a background, in a 390 × 844 container.
enum MixedScenario {
  static let container = LayoutSize(width: 390, height: 844)
  static let itemsPerSection = 100

  static func figures() -> [BenchmarkFigure] {
    let layout = Self.layout
    let large = Array(repeating: itemsPerSection, count: 10_000)
    let small = Array(repeating: itemsPerSection, count: 100)
    let prepareMs = Stopwatch().medianMilliseconds {
      blackHole(LayoutSolver.solve(layout, size: container, itemCounts: large))
    }
    let largeQuery = medianQueryMicroseconds(
      LayoutSolver.solve(layout, size: container, itemCounts: large))
    let smallQuery = medianQueryMicroseconds(
      LayoutSolver.solve(layout, size: container, itemCounts: small))
    return [
      BenchmarkFigure(name: "mixed.1M.prepare_ms", value: prepareMs, unit: "ms"),
      BenchmarkFigure(name: "mixed.1M.query_us", value: largeQuery, unit: "us"),
      BenchmarkFigure(name: "mixed.10k.query_us", value: smallQuery, unit: "us"),
      BenchmarkFigure(
        name: "mixed.scaling.query_ratio", value: largeQuery / smallQuery, unit: "ratio"),
    ]
  }

  /// The median time of one viewport query at a random offset, in microseconds.
  static func medianQueryMicroseconds(_ solved: SolvedLayout) -> Double {
    var random = SeededGenerator(seed: 7)
    let range = max(0, solved.contentSize.height - container.height)
    let offsets = (0..<1_000).map { _ in Double.random(in: 0...range, using: &random) }
    let batchMs = Stopwatch().medianMilliseconds {
      for offset in offsets {
        let origin = LayoutPoint(x: 0, y: offset)
        blackHole(
          solved.attributesForElements(
            in: LayoutRect(origin: origin, size: container), contentOffset: origin))
      }
    }
    return batchMs * 1000 / Double(offsets.count)
  }

  static var layout: CollectionLayout { layout() }

  /// The scenario's layout; the scroll scenario pins the headers and gives the carousels a
  /// visible-items handler.
  static func layout(
    pinnedHeaders: Bool = false, carouselHandler: LayoutVisibleItemsHandler? = nil
  ) -> CollectionLayout {
    var carousel = carousel
    carousel.visibleItemsInvalidationHandler = carouselHandler
    var sections = [list, grid(columns: 5), grid(columns: 3), carousel, nested]
    for index in sections.indices {
      for item in sections[index].boundarySupplementaryItems.indices {
        sections[index].boundarySupplementaryItems[item].pinToVisibleBounds = pinnedHeaders
      }
    }
    let kinds = sections
    return CollectionLayout { index, _ in kinds[index % kinds.count] }
  }

  /// The index of the first carousel section, and how often they repeat.
  static let carouselSection = (first: 3, every: 5)

  private static let badge = LayoutSupplementaryItem(
    size: LayoutSizeSpec(width: .absolute(16), height: .absolute(16)), elementKind: "badge",
    containerAnchor: LayoutAnchor(edges: [.top, .trailing]))

  private static func decorated(_ group: LayoutGroup) -> LayoutSection {
    let bar = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(40))
    return LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(all: 8), interGroupSpacing: 4,
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(size: bar, elementKind: "header", alignment: .top),
        LayoutBoundarySupplementaryItem(size: bar, elementKind: "footer", alignment: .bottom),
      ],
      decorationItems: [.background(elementKind: "background")])
  }

  private static func item(width: Double, height: Double = 1) -> LayoutItem {
    LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(width), height: .fractionalHeight(height)),
      contentInsets: LayoutDirectionalInsets(all: 2), supplementaryItems: [badge])
  }

  private static var list: LayoutSection {
    decorated(
      .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [item(width: 1)]))
  }

  private static func grid(columns: Int) -> LayoutSection {
    decorated(
      .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
        repeatingSubitem: item(width: 1), count: columns))
  }

  private static var carousel: LayoutSection {
    var section = decorated(
      .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(0.8), height: .absolute(200)),
        subitems: [item(width: 1)]))
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return section
  }

  private static var nested: LayoutSection {
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
      repeatingSubitem: item(width: 1), count: 2)
    return decorated(
      .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.4)),
        subitems: [.item(item(width: 0.7)), .group(column)]))
  }
}
