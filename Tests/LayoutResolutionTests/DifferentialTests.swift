import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing
import _LayoutInternals

/// The lazy solver against the eager reference solver on seeded random layouts.
///
/// Per layout: errors (each one of the rules the reference finds its section breaking,
/// layout-level ones in any order) and anchor and decoration diagnostics, the content size,
/// every cell, every supplementary view (section and layout boundary items pinned at the
/// case's content offset, anchored items) and decoration through the lookups, and five rect
/// queries (membership with slack, frames, and the documented order). About half the
/// layouts have supplementaries; the other half keep the cell-only coverage of issue 2.
///
/// About a third of the layouts self-size (rule 21): a `LayoutHost` is given their measured
/// sizes one by one, each outcome is checked, the host must keep exactly the sizes it used,
/// and everything above is compared with the reference solved with those sizes.
///
/// A failure names the seed and prints the layout's recipe; replay it with
/// `RandomLayouts.layoutCase(seed:)`, `LayoutSolver.solve` and `ReferenceSolver.solve`, at
/// `RandomLayoutCase.contentOffset(for:)` of the reference's content size; for a
/// self-sizing case, give `RandomLayoutCase.measurements` to a `LayoutHost` and solve the
/// reference with the sizes `ReferenceLayout.outcomes(of:)` keeps.
@Suite struct DifferentialTests {
  /// How many random layouts the differential test checks (10,000 at least, issues 2 and 3).
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
      guard !mismatches.isEmpty, reported < Self.reportLimit else { continue }
      reported += 1
      Issue.record(
        """
        lazy and reference solvers disagree on seed \(seed):
        \(mismatches.prefix(10).joined(separator: "\n"))
        \(mismatches.count > 10 ? "… and \(mismatches.count - 10) more\n" : "")\
        layout:
        \(randomCase)
        """)
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

extension DifferentialTests {
  @Test func referenceSolverPlacesTheMeasuredBadgesOfRule17() throws {
    // Rule 17, measured: item (30, y, 125, 100), 20 × 20 badges.
    let badge = LayoutSizeSpec(width: .absolute(20), height: .absolute(20))
    let topTrailing: LayoutEdges = [.top, .trailing]
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      supplementaryItems: [
        LayoutSupplementaryItem(
          size: badge, elementKind: "flush", containerAnchor: LayoutAnchor(edges: topTrailing)),
        LayoutSupplementaryItem(
          size: badge, elementKind: "fractional",
          containerAnchor: LayoutAnchor(
            edges: topTrailing, offset: .fractional(LayoutPoint(x: 0.5, y: -0.5)))),
        LayoutSupplementaryItem(
          size: badge, elementKind: "absolute",
          containerAnchor: LayoutAnchor(
            edges: topTrailing, offset: .absolute(LayoutPoint(x: 10, y: -10)))),
        LayoutSupplementaryItem(
          size: badge, elementKind: "outside", containerAnchor: LayoutAnchor(edges: topTrailing),
          itemAnchor: LayoutAnchor(edges: [.bottom, .leading])),
        LayoutSupplementaryItem(
          size: LayoutSizeSpec(width: .absolute(20), height: .fractionalHeight(0.25)),
          elementKind: "quarter", containerAnchor: LayoutAnchor(edges: topTrailing)),
      ])
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(125), height: .absolute(100)), subitems: [item])
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(top: 40, leading: 30))
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [1])
    let path = LayoutIndexPath(item: 0, section: 0)
    func frame(_ kind: String) throws -> LayoutRect {
      let attributes = try #require(
        solved.attributesForSupplementaryElement(ofKind: kind, at: path))
      #expect(attributes.zIndex == 1)
      return attributes.frame
    }
    #expect(try frame("flush") == LayoutRect(x: 135, y: 40, width: 20, height: 20))
    #expect(try frame("fractional") == LayoutRect(x: 145, y: 30, width: 20, height: 20))
    #expect(try frame("absolute") == LayoutRect(x: 145, y: 30, width: 20, height: 20))
    #expect(try frame("outside") == LayoutRect(x: 155, y: 20, width: 20, height: 20))
    #expect(try frame("quarter") == LayoutRect(x: 135, y: 40, width: 20, height: 25))
  }

  @Test(arguments: [
    (0.0, 0.0, 490.0), (100, 100, 490), (440, 440, 490), (460, 440, 490), (600, 440, 600),
  ])
  func referenceSolverPinsHeadersUntilTheirSectionsEnd(
    offset: Double, firstY: Double, secondY: Double
  ) {
    // 50 pt pinned headers over ten 44 pt rows each: the first sticks to the visible top
    // until its rows end at 490, then leaves with them; the second takes over from 490.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let section = LayoutSection(group: group, boundarySupplementaryItems: [header])
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 300),
      itemCounts: [10, 10])
    for (section, y) in [firstY, secondY].enumerated() {
      let frame = solved.attributesForSupplementaryElement(
        ofKind: "header", at: LayoutIndexPath(item: 0, section: section),
        contentOffset: LayoutPoint(x: 0, y: offset))?.frame
      #expect(frame == LayoutRect(x: 0, y: y, width: 375, height: 50), "section \(section)")
    }
    #expect(solved.contentSize == LayoutSize(width: 375, height: 980))
  }

  @Test func referenceSolverMirrorsBoundaryItemsAndInsetsTheBackground() throws {
    // Right to left: a top-leading header sits at the right; the background covers the
    // whole section (header and insets included) minus its own insets, leading on the right.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(100), height: .absolute(30)),
      elementKind: "header", alignment: .topLeading)
    let background = LayoutDecorationItem(
      elementKind: "background", contentInsets: LayoutDirectionalInsets(leading: 10),
      zIndex: -1)
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(top: 5, leading: 16, bottom: 5),
      boundarySupplementaryItems: [header], decorationItems: [background])
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [2], traits: LayoutTraits(readingDirection: .rightToLeft))
    let path = LayoutIndexPath(item: 0, section: 0)
    #expect(
      solved.attributesForSupplementaryElement(ofKind: "header", at: path)?.frame
        == LayoutRect(x: 259, y: 0, width: 100, height: 30))
    let decoration = try #require(
      solved.attributesForDecorationElement(ofKind: "background", at: path))
    #expect(decoration.frame == LayoutRect(x: 0, y: 0, width: 365, height: 128))
    #expect(decoration.zIndex == -1)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
        == LayoutRect(x: 0, y: 79, width: 359, height: 44))
  }
}

// MARK: - Disagreements found and fixed

extension DifferentialTests {
  @Test func lazySolverGivesAMeasuredCellAfterACustomFrameItsOwnSize() {
    // Cells per instance: a custom frame (cell 0) and a 100 × estimated(40) item (cell 1).
    // Item 1 measured 100 × 120: it is 120 tall and the group grows to 120; item 3 keeps 40.
    let custom = LayoutGroup(
      size: LayoutSizeSpec(width: .absolute(50), height: .absolute(50)),
      arrangement: .custom { _ in
        [LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 0, width: 10, height: 10))]
      })
    let item = LayoutItem(size: LayoutSizeSpec(width: .absolute(100), height: .estimated(40)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(50)),
      subitems: [.group(custom), .item(item)])
    let layout = CollectionLayout(section: LayoutSection(group: group))
    let size = LayoutSize(width: 375, height: 812)
    let measured = LayoutIndexPath(item: 1, section: 0)
    let reference = ReferenceSolver.solve(
      layout, size: size, itemCounts: [4],
      measurements: [.cell(at: measured): LayoutSize(width: 100, height: 120)])
    #expect(
      reference.attributesForItem(at: measured)?.frame
        == LayoutRect(x: 50, y: 0, width: 100, height: 120))
    #expect(
      reference.attributesForItem(at: LayoutIndexPath(item: 3, section: 0))?.frame
        == LayoutRect(x: 200, y: 0, width: 100, height: 40))
    #expect(reference.contentSize == LayoutSize(width: 375, height: 120))
    let host = LayoutHost(layout: layout, size: size, itemCounts: [4])
    #expect(
      host.setPreferredSize(LayoutSize(width: 100, height: 120), for: .cell(at: measured))
        == .applied)
    #expect(host.contentSize == LayoutSize(width: 375, height: 120))
    #expect(
      host.attributesForItem(at: measured)?.frame
        == LayoutRect(x: 50, y: 0, width: 100, height: 120))
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 3, section: 0))?.frame
        == LayoutRect(x: 200, y: 0, width: 100, height: 40))
  }

  @Test func lazySolverAppliesABoundaryItemMeasuredAtItsEstimate() {
    // A full-width header of estimated height 44, measured 200 × 44: a size never given
    // before, so `.applied` (the header stays 375 × 44 either way).
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
      elementKind: "header", alignment: .top)
    let host = LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: group, boundarySupplementaryItems: [header])),
      size: LayoutSize(width: 375, height: 812), itemCounts: [3])
    let element = LayoutElementID.supplementary(
      ofKind: "header", at: LayoutIndexPath(item: 0, section: 0))
    #expect(host.setPreferredSize(LayoutSize(width: 200, height: 44), for: element) == .applied)
    #expect(host.setPreferredSize(LayoutSize(width: 200, height: 60), for: element) == .applied)
    #expect(host.setPreferredSize(LayoutSize(width: 300, height: 60), for: element) == .applied)
    #expect(host.setPreferredSize(LayoutSize(width: 300, height: 60), for: element) == .unchanged)
    #expect(
      host.attributesForSupplementaryElement(ofKind: "header", at: element.indexPath)?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 60))
  }
}

// MARK: - Comparison

extension DifferentialTests {
  /// Every way the lazy solver's answers for `randomCase` differ from the reference's.
  static func mismatches(in randomCase: RandomLayoutCase) -> [String] {
    let (lazy, reference, found) = solved(randomCase)
    return found + mismatches(lazy: lazy, reference: reference, in: randomCase)
  }

  /// `randomCase` laid out by both solvers: the lazy one through a host given the case's
  /// measured sizes one by one when it has any, the reference with the sizes it says a host
  /// keeps; and how the host's measuring differed from what the reference expects.
  static func solved(_ randomCase: RandomLayoutCase) -> (
    lazy: SolvedLayout, reference: ReferenceLayout, measuring: [String]
  ) {
    var reference = ReferenceSolver.solve(
      randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    var found: [String] = []
    let lazy: SolvedLayout
    if randomCase.measurements.isEmpty {
      lazy = LayoutSolver.solve(
        randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
        traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    } else {
      let expected = reference.outcomes(of: randomCase.measurements.map { ($0.element, $0.size) })
      (lazy, found) = measuredLayout(of: randomCase, expecting: expected)
      reference = ReferenceSolver.solve(
        randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
        traits: randomCase.traits, referenceInsets: randomCase.referenceInsets,
        measurements: expected.kept)
    }
    return (lazy, reference, found)
  }

  /// Every way `lazy` differs from `reference`, both laid out for `randomCase`: errors and
  /// diagnostics, the content size, every cell, the supplementary and decoration lookups at
  /// the case's content offset, and five rect queries.
  static func mismatches(
    lazy: SolvedLayout, reference: ReferenceLayout, in randomCase: RandomLayoutCase
  ) -> [String] {
    var found: [String] = []
    let offset = randomCase.contentOffset(for: reference.contentSize)
    // Snapped edges near a half pixel may round either way: the solvers add in different
    // orders.
    let slack = tolerance + pixel(of: randomCase)
    found += errorMismatches(lazy: lazy, reference: reference)
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
        if let difference = difference(actual, expected, slack: slack) {
          found.append("item \(indexPath): \(difference)")
        }
      }
    }
    let elements = reference.allElements(contentOffset: offset)
    found += lookupMismatches(
      lazy: lazy, reference: reference, elements: elements, in: randomCase,
      contentOffset: offset, slack: slack)
    var positions: [ElementKey: Int] = [:]
    for position in elements.indices {
      positions[ElementKey(elements[position])] = position
    }
    var random = SeededGenerator(seed: randomCase.seed ^ 0x5EED)
    let rects = queryRects(
      for: randomCase, elements: elements, contentSize: reference.contentSize, using: &random)
    for rect in rects {
      found += rectMismatches(
        lazy: lazy, expected: elements, positions: positions, rect: rect, contentOffset: offset,
        slack: slack)
    }
    return found
  }

  /// The layout a host solves for `randomCase` once given its measured sizes in order, and
  /// how the host's answers differ from `expected`: each outcome, the sizes it keeps, the
  /// sizes it reports as ignored (in order), and its layout passes (one: measurements
  /// update the solved layout in place).
  static func measuredLayout(
    of randomCase: RandomLayoutCase,
    expecting expected: (outcomes: [MeasurementOutcome], kept: [LayoutElementID: LayoutSize])
  ) -> (SolvedLayout, [String]) {
    let host = LayoutHost(
      layout: randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    var found: [String] = []
    var ignored: [String] = []
    for (report, outcome) in zip(randomCase.measurements, expected.outcomes) {
      let actual = host.setPreferredSize(report.size, for: report.element)
      if actual != outcome {
        found.append("measuring \(report): lazy \(actual), reference \(outcome)")
      }
      do {
        try host.solvedLayout.checkInvariants()
      } catch {
        found.append("after measuring \(report): \(error)")
      }
      if outcome != .applied, outcome != .unchanged {
        let diagnostic = LayoutDiagnostic.preferredSizeIgnored(
          element: report.element, size: report.size, outcome: outcome)
        ignored.append("\(diagnostic)")
      }
    }
    if host.preferredSizes != expected.kept {
      found.append(
        "kept sizes: lazy \(host.preferredSizes.count), reference \(expected.kept.count): "
          + "\(host.preferredSizes.filter { expected.kept[$0.key] != $0.value }) "
          + "\(expected.kept.filter { host.preferredSizes[$0.key] != $0.value })")
    }
    // Compared as text: NaN sizes are never equal to themselves.
    let diagnostics = host.measurementDiagnostics.map { "\($0)" }
    if diagnostics != ignored {
      found.append("measurement diagnostics: lazy \(diagnostics), reference \(ignored)")
    }
    let lazy = host.solvedLayout
    if host.layoutPassCount != 1 {
      found.append("measuring took \(host.layoutPassCount) layout passes")
    }
    return (lazy, found)
  }

  /// How the lazy solver's supplementary and decoration lookups differ from the
  /// reference's: each of the reference's elements must be found as it is, and every kind
  /// looked up at the first two items, the last and one past the last of each section must
  /// be found exactly where the reference has one.
  static func lookupMismatches(
    lazy: SolvedLayout, reference: ReferenceLayout, elements: [LayoutAttributes],
    in randomCase: RandomLayoutCase, contentOffset: LayoutPoint, slack: Double
  ) -> [String] {
    var found: [String] = []
    func compare(_ kind: String, _ indexPath: LayoutIndexPath, _ expected: LayoutAttributes?) {
      let actual = lazy.attributesForSupplementaryElement(
        ofKind: kind, at: indexPath, contentOffset: contentOffset)
      if let difference = difference(actual, expected, slack: slack) {
        found.append("supplementary \(kind) \(indexPath) at \(contentOffset): \(difference)")
      }
    }
    func compareDecoration(
      _ kind: String, _ indexPath: LayoutIndexPath, _ expected: LayoutAttributes?
    ) {
      let actual = lazy.attributesForDecorationElement(ofKind: kind, at: indexPath)
      if let difference = difference(actual, expected, slack: slack) {
        found.append("decoration \(kind) \(indexPath): \(difference)")
      }
    }
    for element in elements {
      guard let kind = element.elementKind else { continue }
      if element.category == .decorationView {
        compareDecoration(kind, element.indexPath, element)
      } else {
        compare(kind, element.indexPath, element)
      }
    }
    for (section, count) in randomCase.itemCounts.enumerated() {
      for item in Set([0, 1, count - 1, count]) where item >= 0 {
        let indexPath = LayoutIndexPath(item: item, section: section)
        for kind in randomCase.elementKinds {
          compare(
            kind, indexPath,
            reference.attributesForSupplementaryElement(
              ofKind: kind, at: indexPath, contentOffset: contentOffset))
          compareDecoration(
            kind, indexPath, reference.attributesForDecorationElement(ofKind: kind, at: indexPath))
        }
      }
    }
    return found
  }

  /// How the errors and diagnostics differ: the same sections report errors, and each error
  /// reported for a section is one of the rules the reference finds that section breaking
  /// (the spec orders none of its checks, so which one comes first is the solver's
  /// choice); the same layout-level errors, in any order; and the same set of anchor and
  /// decoration diagnostics (each recorded once).
  static func errorMismatches(lazy: SolvedLayout, reference: ReferenceLayout) -> [String] {
    var found: [String] = []
    // Errors are compared as text: NaN payloads are never equal to themselves.
    var lazyBySection: [Int: [String]] = [:]
    for error in lazy.errors {
      if let section = error.section { lazyBySection[section, default: []].append("\(error)") }
    }
    let referenceText = reference.violations.mapValues { Set($0.map { "\($0)" }) }
    if Set(lazyBySection.keys) != reference.failedSections {
      found.append(
        "failed sections: lazy \(lazyBySection.sorted { $0.key < $1.key }), "
          + "reference \(referenceText.sorted { $0.key < $1.key })")
    }
    for (section, errors) in lazyBySection.sorted(by: { $0.key < $1.key }) {
      for error in errors where referenceText[section]?.contains(error) == false {
        found.append(
          "section \(section): lazy reports \(error), a rule the reference does not find "
            + "broken; it finds \(referenceText[section]?.sorted() ?? [])")
      }
    }
    let lazyLayoutErrors = lazy.errors.filter { $0.section == nil }.map { "\($0)" }.sorted()
    let referenceLayoutErrors = reference.layoutErrors.map { "\($0)" }.sorted()
    if lazyLayoutErrors != referenceLayoutErrors {
      found.append("layout errors: lazy \(lazyLayoutErrors), reference \(referenceLayoutErrors)")
    }
    let diagnostics = lazy.diagnostics.filter {
      switch $0 {
      case .contradictoryAnchorEdges, .unregisteredDecorationKind: true
      default: false
      }
    }
    if Set(diagnostics) != reference.diagnostics || Set(diagnostics).count != diagnostics.count {
      found.append(
        "diagnostics: lazy \(diagnostics), reference \(reference.diagnostics.map { "\($0)" }.sorted())"
      )
    }
    return found
  }

  /// What names an element across both solvers.
  struct ElementKey: Hashable {
    var category: LayoutElementCategory
    var kind: String?
    var indexPath: LayoutIndexPath

    init(_ attributes: LayoutAttributes) {
      category = attributes.category
      kind = attributes.elementKind
      indexPath = attributes.indexPath
    }
  }

  /// How `attributesForElements(in:contentOffset:)` differs from the reference's elements
  /// filtered by `rect`, with `slack` on each side of the rect: every element returned must
  /// match the reference's and come in its order (`positions`), and none that lies well
  /// inside may be missing.
  static func rectMismatches(
    lazy: SolvedLayout, expected: [LayoutAttributes], positions: [ElementKey: Int],
    rect: LayoutRect, contentOffset: LayoutPoint, slack: Double
  ) -> [String] {
    var found: [String] = []
    let returned = lazy.attributesForElements(in: rect, contentOffset: contentOffset)
    let grown = rect.inset(by: insets(-slack))
    func name(_ attributes: LayoutAttributes) -> String {
      "\(attributes.category) \(attributes.elementKind ?? "") \(attributes.indexPath)"
    }
    var previous = -1
    var isReturned = [Bool](repeating: false, count: expected.count)
    for attributes in returned {
      guard let position = positions[ElementKey(attributes)] else {
        found.append(
          "rect \(rect): returned \(name(attributes)) at \(attributes.frame), reference has none")
        continue
      }
      if position <= previous {
        found.append("rect \(rect): \(name(attributes)) out of order")
      }
      previous = position
      isReturned[position] = true
      if !attributes.frame.intersects(grown) {
        found.append("rect \(rect): returned \(name(attributes)) at \(attributes.frame)")
      }
      if let difference = difference(attributes, expected[position], slack: slack) {
        found.append("rect \(rect): returned \(name(attributes)): \(difference)")
      }
    }
    // A rect thinner than twice the slack has no inside: its shrunk rect collapses to a
    // line through its middle, which snapped frames may cross while their own do not.
    let shrunk = rect.inset(by: insets(slack))
    let hasInside = shrunk.width > 0 && shrunk.height > 0
    for position in expected.indices
    where hasInside && !isReturned[position] && expected[position].frame.intersects(shrunk) {
      found.append(
        "rect \(rect): missing \(name(expected[position])) at \(expected[position].frame)")
    }
    return found
  }

  /// Five rects: one covering every element, a viewport partly outside the content, a
  /// tiny one, a random one and a thin slice across the scroll axis.
  static func queryRects(
    for randomCase: RandomLayoutCase, elements: [LayoutAttributes], contentSize: LayoutSize,
    using random: inout SeededGenerator
  ) -> [LayoutRect] {
    // Negative spacing can shrink the content below its cells, or below zero.
    let content = LayoutRect(origin: .zero, size: contentSize)
    let everything = elements.reduce(content) { $0.union($1.frame) }.inset(by: insets(-50))
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

  /// One pixel of the case's display, or 0 without one: snapped frames may move by up to
  /// half a pixel from the frames the lazy solver tests against a rect.
  static func pixel(of randomCase: RandomLayoutCase) -> Double {
    randomCase.traits.displayScale > 0 ? 1 / randomCase.traits.displayScale : 0
  }

  /// What differs between two optional attributes, or `nil` when they agree.
  static func difference(
    _ lazy: LayoutAttributes?, _ reference: LayoutAttributes?, slack: Double = tolerance
  ) -> String? {
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
        && matches(lazy.frame, reference.frame, slack: slack)
      return same
        ? nil
        : "lazy \(lazy.indexPath) \(lazy.category) \(lazy.frame) z \(lazy.zIndex), "
          + "reference \(reference.indexPath) \(reference.category) \(reference.frame) "
          + "z \(reference.zIndex)"
    }
  }

  static func matches(_ lhs: LayoutRect, _ rhs: LayoutRect, slack: Double = tolerance) -> Bool {
    // No arrays here: this runs millions of times in a debug build.
    abs(lhs.minX - rhs.minX) <= slack && abs(lhs.minY - rhs.minY) <= slack
      && abs(lhs.width - rhs.width) <= slack && abs(lhs.height - rhs.height) <= slack
  }

  static func insets(_ inset: Double) -> LayoutInsets {
    LayoutInsets(top: inset, left: inset, bottom: inset, right: inset)
  }
}
