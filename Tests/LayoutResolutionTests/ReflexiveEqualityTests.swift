import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// `==` is reflexive for every value of the module, whatever number it holds: NaN matches any
/// NaN and −0 matches 0; state that gives a number a meaning stores it as it counts, and the
/// host refuses offsets and insets that are not finite (issue 24).
@Suite struct ReflexiveEqualityTests {
  /// Every error the module names, each carrying `number` wherever it carries one.
  static func everyError(carrying number: Double) -> [LayoutError] {
    let frame = LayoutRect(x: number, y: 0, width: number, height: 1)
    return [
      .noRoomForGroup(section: 0, available: number),
      .invalidDimension(section: 0, dimension: .absolute(number)),
      .invalidSpacing(section: 0, value: number), .invalidCount(section: 0, count: 0),
      .emptySubitems(section: 0),
      .spacingExceedsGroup(section: 0, spacing: number, available: number),
      .groupHoldsNoItems(section: 0), .tooManySubitems(section: 0, limit: 1),
      .invalidCustomFrame(section: 0, frame: frame), .missingSection(section: 0, itemCount: 1),
      .sectionProviderFailed(section: 0, description: "\(number)"),
      .invalidItemCount(section: 0, count: -1),
      .invalidContainerSize(LayoutSize(width: number, height: number)),
      .duplicateElementKind(section: 0, kind: "badge"), .duplicateLayoutElementKind(kind: "badge"),
      .invalidLayoutBoundaryItem(kind: "badge"), .invalidInterSectionSpacing(number),
      .sectionTooLong(section: 0, length: number, limit: number),
      .groupNestingTooDeep(section: 0, limit: 16),
      .groupDescriptionTooLarge(section: 0, limit: 100_000),
    ]
  }
}

extension ReflexiveEqualityTests {
  @Test(arguments: EdgeNumbers.all)
  func everyDescriptionValueEqualsItselfWhateverNumberItHolds(number: Double) {
    for dimension in [
      LayoutDimension.fractionalWidth(number), .fractionalHeight(number), .absolute(number),
      .estimated(number), .uniformAcrossSiblings(estimate: number),
    ] {
      EdgeNumbers.expectReflexive(dimension)
      EdgeNumbers.expectReflexive(LayoutSizeSpec(width: dimension, height: dimension))
    }
    EdgeNumbers.expectReflexive(LayoutSpacing.fixed(number))
    EdgeNumbers.expectReflexive(LayoutSpacing.flexible(number))
    var item = LayoutItem(size: LayoutSizeSpec(width: .absolute(number), height: .absolute(1)))
    item.contentInsets.top = number
    item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(number))
    EdgeNumbers.expectReflexive(item)
    EdgeNumbers.expectReflexive(TransitionTiming.linear(duration: number))
    EdgeNumbers.expectReflexive(TransitionTiming.spring(dampingRatio: number, response: number))
  }

  @Test(arguments: EdgeNumbers.all)
  func solvedValuesEqualThemselvesWhateverNumberTheyHold(number: Double) {
    var attributes = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 10, height: 10))
    for property in [\LayoutAttributes.alpha, \.frame.origin.y, \.transform.a, \.transform.ty] {
      var changed = attributes
      changed[keyPath: property] = number
      EdgeNumbers.expectReflexive(changed)
    }
    attributes.alpha = number
    #expect(
      attributes
        != LayoutAttributes(
          indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
          frame: LayoutRect(x: 0, y: 0, width: 10, height: 10)))
    var row = OrthogonalRow(
      section: 0, behavior: .continuous, axis: .horizontal, viewportLength: 1, contentLength: 1,
      firstGroupStart: 0, groupLength: 1, groupSpacing: 0, groupCount: 1)
    for property in [
      \OrthogonalRow.viewportLength, \.contentLength, \.firstGroupStart, \.groupLength,
      \.groupSpacing,
    ] {
      row[keyPath: property] = number
      EdgeNumbers.expectReflexive(row)
    }
  }

  @Test(arguments: EdgeNumbers.all)
  func everyErrorEqualsItselfAndNoOtherCase(number: Double) {
    let errors = Self.everyError(carrying: number)
    for (index, error) in errors.enumerated() {
      #expect(error == error, "\(error)")
      for (otherIndex, other) in errors.enumerated() where otherIndex != index {
        #expect(error != other, "\(error) and \(other)")
      }
    }
  }

  @Test(arguments: EdgeNumbers.all)
  func traitsAndTrackerStoreANumberAsItCounts(number: Double) {
    var traits = LayoutTraits(displayScale: number)
    EdgeNumbers.expectReflexive(traits)
    traits.displayScale = number
    EdgeNumbers.expectReflexive(traits)
    // Nothing outside 2⁻¹⁰…2¹⁰ snaps: a scale that is no scale is none (0).
    let expected = number.isFinite && number > 0 ? LayoutTraits.displayScaleRange.lowerBound : 0
    #expect(traits.displayScale == expected)
    var tracker = PrefetchTracker(lookahead: number)
    #expect(tracker.lookahead == (number.isFinite && number > 0 ? number : 0))
    tracker.lookahead = number
    EdgeNumbers.expectReflexive(tracker)
  }

  @Test func aDisplayScaleOfTheExtremesSnapsWithinTheRange() {
    #expect(LayoutTraits(displayScale: .greatestFiniteMagnitude).displayScale == 1_024)
    #expect(LayoutTraits(displayScale: 3).displayScale == 3)
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [10],
      traits: LayoutTraits(displayScale: .greatestFiniteMagnitude))
    #expect(host.visibleAttributes.allSatisfy { $0.frame.isFinite })
  }

  @Test(arguments: EdgeNumbers.all)
  func theHostRefusesOffsetsAndInsetsThatAreNotFinite(number: Double) {
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 40)
    host.contentInset = LayoutInsets(top: 10, left: 0, bottom: 10, right: 0)
    host.rowOffsets = [3: 12]
    host.contentOffset = LayoutPoint(x: number, y: 60)
    host.contentInset = LayoutInsets(top: number, left: 0, bottom: 0, right: 0)
    host.rowOffsets[3] = number
    host.rowOffsets[4] = number
    if number.isFinite {
      #expect(host.contentOffset == LayoutPoint(x: number, y: 60))
      #expect(host.rowOffsets == [3: number, 4: number])
    } else {
      #expect(host.contentOffset == LayoutPoint(x: 0, y: 40))
      #expect(host.contentInset == LayoutInsets(top: 10, left: 0, bottom: 10, right: 0))
      #expect(host.rowOffsets == [3: 12])
    }
    EdgeNumbers.expectReflexive(host.contentOffset)
    EdgeNumbers.expectReflexive(host.visibleRect)
  }

  @Test(arguments: EdgeNumbers.all)
  func aHostSizeThatIsNoSizeIsANamedErrorEqualToItself(number: Double) {
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [100])
    host.size = LayoutSize(width: number, height: 812)
    if number.isFinite, number >= 0 {
      // Laid out, or refused by the section for what little room it has.
      #expect(!host.errors.contains(.invalidContainerSize(host.size)))
    } else {
      #expect(host.errors == [.invalidContainerSize(LayoutSize(width: number, height: 812))])
      #expect(host.visibleAttributes.isEmpty)
    }
    EdgeNumbers.expectReflexive(host.size)
    #expect(host.errors == host.errors)
  }
}
