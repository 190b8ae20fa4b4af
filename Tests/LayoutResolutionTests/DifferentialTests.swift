import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The lazy solver against the eager reference solver on seeded random layouts.
///
/// A failure names the seed and prints the layout's recipe; replay it with
/// `RandomLayouts.layoutCase(seed:)`, `LayoutSolver.solve` and `ReferenceSolver.solve`.
@Suite struct DifferentialTests {
  /// How many random layouts the differential test checks (10,000 at least, issue 2).
  static let layoutCount = 10_000
  /// The layouts are checked in batches so that they run in parallel.
  static let batchCount = 8
  /// Floating-point slack for frames, sizes and rect edges: the two solvers add the same
  /// numbers in different orders.
  static let tolerance = 1e-6
  /// Failing layouts reported per batch; one is usually enough to see the pattern.
  static let reportLimit = 3
}

extension DifferentialTests {
  @Test(arguments: 0..<batchCount)
  func lazyQueriesMatchTheReferenceSolver(batch: Int) {
    var reported = 0
    for seed in stride(from: batch, to: Self.layoutCount, by: Self.batchCount) {
      let randomCase = RandomLayouts.layoutCase(seed: UInt64(seed))
      let mismatches = Self.mismatches(in: randomCase)
      guard !mismatches.isEmpty else { continue }
      reported += 1
      Issue.record(
        """
        lazy and reference solvers disagree on seed \(seed):
        \(mismatches.prefix(10).joined(separator: "\n"))
        \(mismatches.count > 10 ? "… and \(mismatches.count - 10) more\n" : "")\
        layout:
        \(randomCase)
        """)
      if reported == Self.reportLimit { return }
    }
  }

  @Test func randomLayoutsCoverEveryFeature() {
    var seen: Set<RandomLayoutFeature> = []
    var broken = 0
    let sample = 1_000
    for seed in 0..<sample {
      let features = RandomLayouts.layoutCase(seed: UInt64(seed)).features
      seen.formUnion(features)
      if features.contains(.invalidInput) { broken += 1 }
    }
    #expect(seen == Set(RandomLayoutFeature.allCases))
    // Broken inputs are there to compare error handling, not to crowd out valid layouts.
    #expect((20...200).contains(broken), "\(broken) broken layouts of \(sample)")
  }

  @Test func referenceSolverPlacesTheFiveColumnGridOfCaseC1() {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [100])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame
        == LayoutRect(x: 150, y: 75, width: 75, height: 75))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 99, section: 0))?.frame
        == LayoutRect(x: 300, y: 1425, width: 75, height: 75))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 1500))
  }

  @Test func referenceSolverPlacesTheNestedGroupsOfCaseC4() throws {
    var leading = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.7), height: .fractionalHeight(1)))
    leading.contentInsets = LayoutDirectionalInsets(all: 10)
    var trailing = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.3)))
    trailing.contentInsets = LayoutDirectionalInsets(all: 10)
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
      repeatingSubitem: trailing, count: 2)
    let nested = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.4)),
      subitems: [.item(leading), .group(column)])
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: LayoutSection(group: nested)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [6])
    let expected = [
      LayoutRect(x: 10, y: 10, width: 242.5, height: 304.8),
      LayoutRect(x: 272.5, y: 10, width: 92.5, height: 142.4),
      LayoutRect(x: 272.5, y: 172.4, width: 92.5, height: 142.4),
      LayoutRect(x: 10, y: 334.8, width: 242.5, height: 304.8),
    ]
    for (item, frame) in expected.enumerated() {
      let actual = try #require(
        solved.attributesForItem(at: LayoutIndexPath(item: item, section: 0)))
      #expect(Self.matches(actual.frame, frame), "item \(item): \(actual.frame)")
    }
    #expect(abs(solved.contentSize.height - 649.6) < Self.tolerance)
  }

  @Test func referenceSolverMirrorsAnOrthogonalRowForRightToLeft() {
    // Rule 19, measured: leading inset 16, 72 pt items, width 375 → first item at x 287.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(72), height: .absolute(72)), subitems: [item])
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(leading: 16),
      orthogonalScrollingBehavior: .continuous)
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [3], traits: LayoutTraits(readingDirection: .rightToLeft))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 287, y: 0, width: 72, height: 72))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
        == LayoutRect(x: 215, y: 0, width: 72, height: 72))
  }

  @Test func referenceSolverReportsNoRoomOnlyForTheSectionWithoutRoom() {
    let layout = CollectionLayout { index, _ in
      let group = LayoutGroup.horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [
          LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
        ])
      let inset = index == 1 ? 16.0 : 0
      return LayoutSection(
        group: group, contentInsets: LayoutDirectionalInsets(leading: inset, trailing: inset))
    }
    let solved = ReferenceSolver.solve(
      layout, size: LayoutSize(width: 32, height: 812), itemCounts: [2, 2, 2])
    #expect(solved.failedSections == [1])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 2))?.frame
        == LayoutRect(x: 0, y: 132, width: 32, height: 44))
  }
}

// MARK: - Comparison

extension DifferentialTests {
  /// Every way the lazy solver's answers for `randomCase` differ from the reference's.
  static func mismatches(in randomCase: RandomLayoutCase) -> [String] {
    let lazy = LayoutSolver.solve(
      randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    let reference = ReferenceSolver.solve(
      randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    var found: [String] = []
    let lazyFailures = Set(lazy.errors.map { $0.section ?? -1 })
    if lazyFailures != reference.failedSections {
      found.append(
        "failed sections: lazy \(lazyFailures.sorted()) \(lazy.errors), "
          + "reference \(reference.failedSections.sorted()) \(reference.failures)")
    }
    let sizes = [
      (lazy.contentSize.width, reference.contentSize.width),
      (lazy.contentSize.height, reference.contentSize.height),
    ]
    if sizes.contains(where: { abs($0 - $1) > tolerance }) {
      found.append("content size: lazy \(lazy.contentSize), reference \(reference.contentSize)")
    }
    for (section, count) in randomCase.itemCounts.enumerated() {
      // One past the last item must be absent from both.
      for item in 0...max(0, count) {
        let indexPath = LayoutIndexPath(item: item, section: section)
        let expected = reference.attributesForItem(at: indexPath)
        let actual = lazy.attributesForItem(at: indexPath)
        if let difference = difference(actual, expected) {
          found.append("item \(indexPath): \(difference)")
        }
      }
    }
    var random = SeededGenerator(seed: randomCase.seed ^ 0x5EED)
    for rect in queryRects(for: randomCase, reference: reference, using: &random) {
      found += rectMismatches(lazy: lazy, reference: reference, rect: rect)
    }
    return found
  }

  /// How `attributesForElements(in:)` differs from the reference's cells filtered by `rect`,
  /// with `tolerance` of slack on each side of the rect.
  static func rectMismatches(lazy: SolvedLayout, reference: ReferenceLayout, rect: LayoutRect)
    -> [String]
  {
    var found: [String] = []
    let returned = lazy.attributesForElements(in: rect).filter { $0.category == .cell }
    let paths = returned.map(\.indexPath)
    if zip(paths, paths.dropFirst()).contains(where: { !($0 < $1) }) {
      found.append("rect \(rect): not in section-major item order: \(paths)")
    }
    let grown = rect.inset(by: insets(-tolerance))
    for attributes in returned {
      if !attributes.frame.intersects(grown) {
        found.append("rect \(rect): returned \(attributes.indexPath) at \(attributes.frame)")
      }
      if let difference = difference(
        attributes, reference.attributesForItem(at: attributes.indexPath))
      {
        found.append("rect \(rect): returned \(attributes.indexPath): \(difference)")
      }
    }
    let shrunk = rect.inset(by: insets(tolerance))
    let returnedPaths = Set(paths)
    for cell in reference.cells where cell.frame.intersects(shrunk) {
      if !returnedPaths.contains(cell.indexPath) {
        found.append("rect \(rect): missing \(cell.indexPath) at \(cell.frame)")
      }
    }
    return found
  }

  /// Five rects: one covering every cell, a viewport partly outside the content, a tiny
  /// one, a random one and a thin slice across the scroll axis.
  static func queryRects(
    for randomCase: RandomLayoutCase, reference: ReferenceLayout,
    using random: inout SeededGenerator
  ) -> [LayoutRect] {
    // Negative spacing can shrink the content below its cells, or below zero.
    let content = LayoutRect(origin: .zero, size: reference.contentSize)
    let everything = reference.cells.reduce(content) { $0.union($1.frame) }.inset(by: insets(-50))
    func anywhere(_ span: ClosedRange<Double>) -> Double {
      Double.random(in: span, using: &random)
    }
    let xs = everything.minX...everything.maxX
    let ys = everything.minY...everything.maxY
    let scrollsVertically = randomCase.layout.configuration.scrollDirection == .vertical
    let slice = anywhere(1...120)
    return [
      everything,
      LayoutRect(origin: LayoutPoint(x: anywhere(xs), y: anywhere(ys)), size: randomCase.size),
      LayoutRect(
        x: anywhere(xs), y: anywhere(ys), width: anywhere(0.01...2), height: anywhere(0.01...2)),
      LayoutRect(
        x: anywhere(xs), y: anywhere(ys), width: anywhere(0...everything.width),
        height: anywhere(0...everything.height)),
      scrollsVertically
        ? LayoutRect(x: everything.minX, y: anywhere(ys), width: everything.width, height: slice)
        : LayoutRect(x: anywhere(xs), y: everything.minY, width: slice, height: everything.height),
    ]
  }

  /// What differs between two optional cell attributes, or `nil` when they agree.
  static func difference(_ lazy: LayoutAttributes?, _ reference: LayoutAttributes?) -> String? {
    switch (lazy, reference) {
    case (nil, nil):
      return nil
    case (let lazy?, nil):
      return "lazy has \(lazy.frame) z \(lazy.zIndex), reference has none"
    case (nil, let reference?):
      return "lazy has none, reference has \(reference.frame) z \(reference.zIndex)"
    case (let lazy?, let reference?):
      let same =
        lazy.indexPath == reference.indexPath && lazy.category == reference.category
        && lazy.elementKind == reference.elementKind && lazy.zIndex == reference.zIndex
        && matches(lazy.frame, reference.frame)
      return same
        ? nil
        : "lazy \(lazy.indexPath) \(lazy.category) \(lazy.frame) z \(lazy.zIndex), "
          + "reference \(reference.indexPath) \(reference.category) \(reference.frame) "
          + "z \(reference.zIndex)"
    }
  }

  static func matches(_ lhs: LayoutRect, _ rhs: LayoutRect) -> Bool {
    let pairs = [
      (lhs.minX, rhs.minX), (lhs.minY, rhs.minY), (lhs.width, rhs.width),
      (lhs.height, rhs.height),
    ]
    return pairs.allSatisfy { abs($0 - $1) <= tolerance }
  }

  static func insets(_ inset: Double) -> LayoutInsets {
    LayoutInsets(top: inset, left: inset, bottom: inset, right: inset)
  }
}
