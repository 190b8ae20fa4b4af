import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The seeded random layouts of the differential test: a seed replays its case, and the
/// recipe printed for a failing seed tells what the case exercises.
@Suite struct RandomLayoutsTests {
  /// The seeds the recipe checks look at: enough for every feature to turn up.
  static let seeds: Range<UInt64> = 0..<400

  /// Words of the recipe that go with a feature: each case with the feature has a recipe
  /// line containing one of `words`, and (where `isOnlyThen`) no case without it has one.
  struct Evidence: Sendable, CustomTestStringConvertible {
    /// The feature.
    let feature: RandomLayoutFeature
    /// What a recipe line says about it, in one of these ways.
    let words: [String]
    /// Whether no other case's recipe says it.
    let isOnlyThen: Bool

    /// The feature and the words, for test reports.
    var testDescription: String { "\(feature): \(words)" }
  }

  /// Recipe words for the features whose recipe lines are unambiguous.
  static let evidence: [Evidence] = [
    Evidence(feature: .sequenceGroup, words: [" sequence"], isOnlyThen: true),
    Evidence(feature: .repeatingGroup, words: [" repeating × "], isOnlyThen: true),
    Evidence(feature: .customGroup, words: [" custom, frames as fractions"], isOnlyThen: true),
    Evidence(feature: .horizontalScrolling, words: ["scroll horizontal,"], isOnlyThen: true),
    Evidence(feature: .rightToLeft, words: [", rightToLeft,"], isOnlyThen: true),
    Evidence(
      feature: .layoutBoundarySupplementaryItem, words: ["layout boundary items:"],
      isOnlyThen: true),
    Evidence(feature: .decoration, words: ["  decoration "], isOnlyThen: true),
    Evidence(
      feature: .uniformAcrossSiblings, words: ["uniformAcrossSiblings("], isOnlyThen: true),
    Evidence(feature: .itemAnchor, words: ["item anchor ["], isOnlyThen: true),
    // A self-sizing case may draw an estimate and then replace it with a uniform one.
    Evidence(
      feature: .estimatedDimension, words: ["estimated(", "uniformAcrossSiblings("],
      isOnlyThen: false),
    // Cells of sections that do not exist are measured too, without the feature.
    Evidence(feature: .measuredCell, words: ["  cell "], isOnlyThen: false),
    Evidence(
      feature: .invalidInput,
      words: ["!", "item counts [-3", "provider returns nil", "provider throws", "tr nan)"],
      isOnlyThen: true),
  ]
}

extension RandomLayoutsTests {
  @Test(arguments: [0, 1, 17, 4_242] as [UInt64])
  func sameSeedGivesTheSameCase(seed: UInt64) {
    let first = RandomLayouts.layoutCase(seed: seed)
    let again = RandomLayouts.layoutCase(seed: seed)
    #expect(again.recipe == first.recipe)
    #expect(again.description == first.description)
    #expect(again.size == first.size)
    #expect(again.itemCounts == first.itemCounts)
    #expect(again.features == first.features)
    #expect(again.scrollPosition == first.scrollPosition)
    #expect(again.elementKinds == first.elementKinds)
    #expect(again.measurements.map(\.description) == first.measurements.map(\.description))
  }

  @Test func sameSeedGivesTheSameFrames() {
    // The layouts hold closures, so they are compared through what they lay out.
    let first = RandomLayouts.layoutCase(seed: 99)
    let again = RandomLayouts.layoutCase(seed: 99)
    func frames(_ randomCase: RandomLayoutCase) -> [LayoutRect] {
      ReferenceSolver.solve(
        randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
        traits: randomCase.traits, referenceInsets: randomCase.referenceInsets
      ).allElements().map(\.frame)
    }
    #expect(frames(again) == frames(first))
  }

  @Test func differentSeedsGiveDifferentRecipes() {
    let recipes = Set((0..<50 as Range<UInt64>).map { RandomLayouts.layoutCase(seed: $0).recipe })
    #expect(recipes.count == 50)
  }

  @Test func recipeStartsWithTheSeedAndTheContainer() {
    let randomCase = RandomLayouts.layoutCase(seed: 7)
    let lines = randomCase.description.split(separator: "\n")
    #expect(lines.first == "seed 7")
    #expect(lines.dropFirst().first?.hasPrefix("container \(randomCase.size)") == true)
    #expect(randomCase.recipe.contains("item counts \(randomCase.itemCounts)"))
  }

  @Test(arguments: evidence)
  func recipeNamesTheFeatureTheCaseUses(_ evidence: Evidence) {
    var casesWithFeature = 0
    for seed in Self.seeds {
      let randomCase = RandomLayouts.layoutCase(seed: seed)
      let says = randomCase.recipe.contains { line in
        evidence.words.contains { line.contains($0) }
      }
      if randomCase.features.contains(evidence.feature) {
        casesWithFeature += 1
        #expect(says, "seed \(seed) has \(evidence.feature) but its recipe does not say so")
      } else if evidence.isOnlyThen {
        #expect(!says, "seed \(seed) says one of \(evidence.words) without \(evidence.feature)")
      }
    }
    // A check that never meets the feature proves nothing.
    #expect(casesWithFeature > 0)
  }

  @Test func recipeNamesAnOrthogonalBehaviourExactlyWhenASectionScrollsOrthogonally() {
    for seed in Self.seeds {
      let randomCase = RandomLayouts.layoutCase(seed: seed)
      let says = randomCase.recipe.contains { line in
        line.contains("orthogonal ") && !line.contains("orthogonal none")
      }
      #expect(says == randomCase.features.contains(.orthogonalSection), "seed \(seed)")
    }
  }

  @Test func recipeNamesADisplayScaleExactlyWhenFramesSnapToPixels() {
    for seed in Self.seeds {
      let randomCase = RandomLayouts.layoutCase(seed: seed)
      let snaps = !randomCase.recipe[0].contains("display scale 0.0")
      #expect(snaps == randomCase.features.contains(.pixelSnapping), "seed \(seed)")
      #expect(snaps == (randomCase.traits.displayScale > 0), "seed \(seed)")
    }
  }
}
