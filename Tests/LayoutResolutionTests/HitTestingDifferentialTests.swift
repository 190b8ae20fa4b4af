import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing
import _LayoutInternals

/// Hit-testing (rule 26) against the eager reference solver on seeded random layouts, at the
/// case's content offset (pinned items where they pin) with every orthogonal row scrolled to
/// a random offset: the reference's answer is the element with the highest zIndex among its
/// elements whose frame contains the point, the later in rect-query order on ties.
///
/// Half the points lie inside a random element, half anywhere around the content; a point
/// within the comparison's slack of an element's edge is skipped, since the two solvers
/// may round that edge either way. A failure names the seed; replay it as
/// `DifferentialTests` says, with the row offsets printed.
@Suite struct HitTestingDifferentialTests {
  /// How many random layouts are checked.
  static let layoutCount = 2_000
  /// The layouts are checked in batches so that they run in parallel.
  static let batchCount = 4
  /// Points tested per layout.
  static let pointsPerLayout = 24
  /// Failing layouts reported per batch.
  static let reportLimit = 3

  /// What one layout's points found.
  struct Outcome {
    var mismatches: [String] = []
    /// Points the reference finds a supplementary or decoration view at.
    var supplementaryHits = 0
    /// Points the reference finds an element of a scrolled row at.
    var scrolledRowHits = 0
  }
}

extension HitTestingDifferentialTests {
  @Test(arguments: 0..<batchCount)
  func hitTestingMatchesTheReferenceSolver(batch: Int) {
    var reported = 0
    var supplementaryHits = 0
    var scrolledRowHits = 0
    for seed in stride(from: batch, to: Self.layoutCount, by: Self.batchCount) {
      let randomCase = RandomLayouts.layoutCase(seed: UInt64(seed))
      let outcome = Self.outcome(of: randomCase)
      supplementaryHits += outcome.supplementaryHits
      scrolledRowHits += outcome.scrolledRowHits
      guard !outcome.mismatches.isEmpty, reported < Self.reportLimit else { continue }
      reported += 1
      Issue.record(
        """
        hit-testing disagrees with the reference on seed \(seed):
        \(outcome.mismatches.prefix(10).joined(separator: "\n"))
        layout:
        \(randomCase)
        """)
    }
    // Pinned and anchored items, decorations and scrolled rows are all reached.
    #expect(supplementaryHits > 100, "\(supplementaryHits) supplementary hits")
    #expect(scrolledRowHits > 100, "\(scrolledRowHits) hits in scrolled rows")
  }
}

extension HitTestingDifferentialTests {
  /// How the lazy solver's and a host's hit-testing differ from the reference's for
  /// `randomCase`.
  static func outcome(of randomCase: RandomLayoutCase) -> Outcome {
    // How the host measured is the differential test's business.
    let (lazy, reference, _) = DifferentialTests.solved(randomCase)
    var random = SeededGenerator(seed: randomCase.seed ^ 0x70C4)
    let offset = randomCase.contentOffset(for: reference.contentSize)
    var rowOffsets: [Int: Double] = [:]
    for section in lazy.orthogonalSections {
      rowOffsets[section] = Double.random(in: -50...500, using: &random).rounded()
    }
    let elements = reference.allElements(contentOffset: offset, rowOffsets: rowOffsets)
    let host = randomCase.measurements.isEmpty ? Self.host(for: randomCase) : nil
    host?.contentOffset = offset
    host?.rowOffsets = rowOffsets
    let slack = DifferentialTests.tolerance + DifferentialTests.pixel(of: randomCase)
    var outcome = Outcome()
    for point in points(around: elements, size: reference.contentSize, using: &random)
    where !isNearAnEdge(point, of: elements, slack: slack) {
      let containing = elements.filter { $0.frame.contains(point) }
      let expected = topmost(containing)
      let expectedItem = topmost(containing.filter { $0.category == .cell })?.indexPath
      let actual = lazy.hitTest(point, contentOffset: offset, rowOffsets: rowOffsets)
      let sameFrame = DifferentialTests.matches(
        actual?.frame ?? .zero, expected?.frame ?? .zero, slack: slack)
      if actual?.elementID != expected?.elementID || !sameFrame {
        outcome.mismatches.append(
          "hit \(point) at \(offset), rows \(rowOffsets): lazy \(describe(actual)), "
            + "reference \(describe(expected))")
      }
      let item = lazy.indexPathForItem(at: point, rowOffsets: rowOffsets)
      if item != expectedItem {
        outcome.mismatches.append(
          "item at \(point), rows \(rowOffsets): lazy \(item.map { "\($0)" } ?? "none"), "
            + "reference \(expectedItem.map { "\($0)" } ?? "none")")
      }
      if let host, host.hitTest(point) != actual || host.indexPathForItem(at: point) != item {
        outcome.mismatches.append("host at \(point) disagrees with its solved layout")
      }
      if let expected, expected.category != .cell { outcome.supplementaryHits += 1 }
      if let expected, rowOffsets[expected.indexPath.section].map({ $0 != 0 }) == true,
        expected.category != .decorationView
      {
        outcome.scrolledRowHits += 1
      }
    }
    return outcome
  }

  /// A host showing `randomCase`, unmeasured.
  static func host(for randomCase: RandomLayoutCase) -> LayoutHost {
    LayoutHost(
      layout: randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
  }

  /// ``pointsPerLayout`` points: inside random elements and anywhere around them.
  static func points(
    around elements: [LayoutAttributes], size: LayoutSize, using random: inout SeededGenerator
  ) -> [LayoutPoint] {
    let finite = elements.filter { $0.frame.isFinite && $0.frame.width > 0 && $0.frame.height > 0 }
    let everything = finite.reduce(LayoutRect(origin: .zero, size: size)) { $0.union($1.frame) }
    func anywhere(in rect: LayoutRect) -> LayoutPoint {
      LayoutPoint(
        x: rect.minX + Double.random(in: 0..<1, using: &random) * rect.width,
        y: rect.minY + Double.random(in: 0..<1, using: &random) * rect.height)
    }
    return (0..<pointsPerLayout).map { index in
      guard index.isMultiple(of: 2), let element = finite.randomElement(using: &random) else {
        return anywhere(in: everything)
      }
      return anywhere(in: element.frame)
    }
  }

  /// Whether `point` lies within `slack` of an edge of one of `elements`, where the solvers
  /// may disagree on which side it is.
  static func isNearAnEdge(_ point: LayoutPoint, of elements: [LayoutAttributes], slack: Double)
    -> Bool
  {
    let grow = LayoutInsets(top: -slack, left: -slack, bottom: -slack, right: -slack)
    let shrink = LayoutInsets(top: slack, left: slack, bottom: slack, right: slack)
    return elements.contains {
      $0.frame.inset(by: grow).contains(point) && !$0.frame.inset(by: shrink).contains(point)
    }
  }

  /// The reference's topmost: the highest zIndex, the last of equals, never a hidden one.
  static func topmost(_ elements: [LayoutAttributes]) -> LayoutAttributes? {
    var best: LayoutAttributes?
    for element in elements where !element.isHidden && element.zIndex >= (best?.zIndex ?? .min) {
      best = element
    }
    return best
  }

  static func describe(_ attributes: LayoutAttributes?) -> String {
    guard let attributes else { return "none" }
    return "\(attributes.category) \(attributes.elementKind ?? "") \(attributes.indexPath) "
      + "\(attributes.frame) z \(attributes.zIndex)"
  }
}
