import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct ProviderAndErrorTests {}

private struct ProviderFailure: Error, CustomStringConvertible {
  var description: String { "catalogue unavailable" }
}

extension ProviderAndErrorTests {
  static var list: LayoutSection { ReferenceLayouts.list.sectionForAnyIndex }

  @Test func providerSeesContainerAndTraits() {
    let layout = CollectionLayout { _, environment in
      var section = Self.list
      let wide = environment.container.effectiveContentSize.width > 800
      section.group.size.height = .absolute(wide ? 100 : 44)
      return section
    }
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 1024, height: 768), itemCounts: [2])
    #expect(host.contentSize.height == 200)
    host.size = ReferenceLayouts.phone
    #expect(host.contentSize.height == 88)
    #expect(host.environment.container.contentSize == ReferenceLayouts.phone)
  }

  @Test func nilSectionForASectionWithItemsIsReported() {
    let layout = CollectionLayout { index, _ in index == 1 ? nil : Self.list }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1, 4, 1])
    #expect(host.errors == [.missingSection(section: 1, itemCount: 4)])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 2))?.frame.minY == 44)
  }

  @Test func nilSectionForAnEmptySectionIsFine() {
    let layout = CollectionLayout { index, _ in index == 1 ? nil : Self.list }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1, 0, 1])
    #expect(host.errors.isEmpty)
    #expect(host.contentSize.height == 88)
  }

  @Test func throwingProviderIsReportedForThatSectionOnly() {
    let layout = CollectionLayout { index, _ in
      if index == 0 { throw ProviderFailure() }
      return Self.list
    }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [3, 2])
    #expect(
      host.errors == [.sectionProviderFailed(section: 0, description: "catalogue unavailable")])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 1, section: 1))?.frame.minY == 44)
  }

  @Test(arguments: [-1.0, .nan, .infinity])
  func invalidDimensionIsReported(_ value: Double) {
    var section = Self.list
    section.group.size.height = .absolute(value)
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone, itemCounts: [3])
    guard case .invalidDimension(section: 0, let dimension)? = host.errors.first else {
      Issue.record("expected invalidDimension, got \(host.errors)")
      return
    }
    #expect(dimension.value.isNaN == value.isNaN)
    #expect(host.contentSize.height == 0)
    #expect(host.attributesForElements(in: host.visibleRect).isEmpty)
  }

  @Test(arguments: [0, -3])
  func repeatingCountBelowOneIsReported(_ count: Int) {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: count)
    let host = TestLayouts.host(group, items: 2)
    #expect(host.errors == [.invalidCount(section: 0, count: count)])
  }

  @Test func emptySubitemsAreReported() {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44), subitems: [LayoutItem]())
    #expect(TestLayouts.host(group, items: 1).errors == [.emptySubitems(section: 0)])
  }

  @Test func itemWiderThanItsGroupLeavesTheGroupWithNoItems() {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44),
      subitems: [LayoutItem(size: TestLayouts.absolute(101, 44))])
    #expect(TestLayouts.host(group, items: 1).errors == [.groupHoldsNoItems(section: 0)])
  }

  @Test func zeroWidthSubitemsStopAtTheCellLimit() {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44), subitems: [LayoutItem(size: TestLayouts.absolute(0, 44))]
    )
    #expect(
      TestLayouts.host(group, items: 1).errors == [.tooManySubitems(section: 0, limit: 10_000)])
  }

  @Test func lineThatHoldsExactlyTheCellLimitKeepsEveryCell() {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44),
      subitems: [LayoutItem(size: TestLayouts.absolute(0.01, 44))])
    let host = TestLayouts.host(group, items: 10_000)
    #expect(host.errors.isEmpty)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 9_999, section: 0)) != nil)
  }

  @Test func lineThatHoldsMoreThanTheCellLimitIsReportedHoweverThinItsItems() {
    for width in [0.0099, 1e-9] {
      let group = LayoutGroup.horizontal(
        size: TestLayouts.absolute(100, 44),
        subitems: [LayoutItem(size: TestLayouts.absolute(width, 44))])
      #expect(
        TestLayouts.host(group, items: 1).errors
          == [.tooManySubitems(section: 0, limit: 10_000)], "width \(width)")
    }
  }

  @Test func spacingLargerThanARepeatingGroupIsReported() {
    var group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 44),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: 3)
    group.interItemSpacing = .fixed(60)
    #expect(
      TestLayouts.host(group, items: 1).errors == [
        .spacingExceedsGroup(section: 0, spacing: 60, available: 100)
      ])
  }

  @Test func nonFiniteCustomFrameIsReported() {
    let bad = LayoutRect(x: .nan, y: 0, width: 10, height: 10)
    let group = LayoutGroup.custom(size: TestLayouts.absolute(100, 44)) { _ in
      [LayoutCustomGroupItem(frame: bad)]
    }
    let errors = TestLayouts.host(group, items: 1).errors
    guard case .invalidCustomFrame(section: 0, let frame)? = errors.first else {
      Issue.record("expected invalidCustomFrame, got \(errors)")
      return
    }
    #expect(frame.minX.isNaN)
  }

  @Test func nonFiniteSpacingIsReported() {
    let host = TestLayouts.host(ReferenceLayouts.list.sectionForAnyIndex.group, items: 1) {
      $0.interGroupSpacing = .infinity
    }
    #expect(host.errors == [.invalidSpacing(section: 0, value: .infinity)])
  }

  @Test func negativeItemCountIsReportedAndLaidOutEmpty() {
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: ReferenceLayouts.phone, itemCounts: [-5, 1])
    #expect(host.errors == [.invalidItemCount(section: 0, count: -5)])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame.minY == 0)
  }

  @Test func invalidContainerSizeLaysOutNothing() {
    let size = LayoutSize(width: .nan, height: 800)
    let host = LayoutHost(layout: ReferenceLayouts.list, size: size, itemCounts: [3])
    #expect(host.errors.count == 1)
    #expect(host.solvedLayout.numberOfSections == 0)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0)) == nil)
    // Found by FuzzLayout: the content size was NaN × 0.
    #expect(host.contentSize == .zero)
  }

  @Test func queriesOutsideTheLayoutReturnNothing() {
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: ReferenceLayouts.phone, itemCounts: [3])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 3, section: 0)) == nil)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: -1, section: 0)) == nil)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1)) == nil)
    #expect(
      host.attributesForElements(in: LayoutRect(x: 0, y: .nan, width: 10, height: 10)).isEmpty)
    #expect(
      host.attributesForElements(in: LayoutRect(x: 0, y: 500, width: 375, height: 10)).isEmpty)
    let huge = LayoutRect(x: -1e300, y: -1e300, width: 1e301, height: 1e301)
    #expect(host.attributesForElements(in: huge).count == 3)
  }

  @Test func negativeSpacingLongerThanTheGroupsNeverTraps() {
    // The groups end before the header does: the footer's span is reversed.
    var section = Self.list
    section.interGroupSpacing = -100
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        size: TestLayouts.absolute(375, 20), elementKind: "footer", alignment: .bottom,
        pinToVisibleBounds: true)
    ]
    let layout = CollectionLayout(
      section: section, configuration: LayoutConfiguration(interSectionSpacing: -500))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [5, 5])
    #expect(host.errors.isEmpty)
    let path = LayoutIndexPath(item: 0, section: 1)
    #expect(host.attributesForSupplementaryElement(ofKind: "footer", at: path) != nil)
    let huge = LayoutRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    #expect(host.attributesForElements(in: huge).count == 12)
  }

  @Test func invalidContainerSizeStillAnswersEveryQuery() {
    let host = LayoutHost(
      layout: ReferenceLayouts.headersAndFooters, size: LayoutSize(width: .nan, height: .nan),
      itemCounts: [3])
    host.contentOffset = LayoutPoint(x: 0, y: 100)
    let path = LayoutIndexPath(item: 0, section: 0)
    #expect(host.attributesForSupplementaryElement(ofKind: "header", at: path) == nil)
    #expect(host.attributesForDecorationElement(ofKind: "background", at: path) == nil)
    #expect(host.visibleAttributes.isEmpty)
    #expect(host.errors.count == 1)
  }

  @Test func aBatchUpdateWhileTheSizeIsNoSizeIsLaidOutOnceItIs() throws {
    // Found by FuzzViews: a table resized to NaN then given a snapshot trapped, the update
    // editing sections that the pass, laid out at no size, did not have.
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: LayoutSize(width: .nan, height: 812),
      itemCounts: [3])
    #expect(host.solvedLayout.numberOfSections == 0)
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 0, section: 0)]
    try host.performBatchUpdates(update, itemCounts: [4])
    #expect(host.visibleAttributes.isEmpty)
    host.size = ReferenceLayouts.phone
    #expect(host.solvedLayout.numberOfItems(inSection: 0) == 4)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 3, section: 0))?.frame.minY == 132)
  }
}
