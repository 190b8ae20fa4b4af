import LayoutGeometry
import LayoutResolution
import ScrollSimulation
import Testing

@Suite struct ScrollDriverTests {
  static let phone = LayoutSize(width: 375, height: 812)

  /// 44 pt rows under a pinned 44 pt header, `rows` per section, in `sections` sections.
  static func listHost(rows: Int = 100, sections: Int = 1) -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true)
    let section = LayoutSection(group: group, boundarySupplementaryItems: [header])
    return LayoutHost(
      layout: CollectionLayout(section: section), size: phone,
      itemCounts: Array(repeating: rows, count: sections))
  }

  /// A row of 200 pt groups with 10 pt spacing and 16 pt insets (section 0) above a list.
  static func carouselHost(
    _ behavior: OrthogonalScrollingBehavior, traits: LayoutTraits = LayoutTraits()
  ) -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(200), height: .absolute(100)), subitems: [item])
    var carousel = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(leading: 16, trailing: 16),
      interGroupSpacing: 10)
    carousel.orthogonalScrollingBehavior = behavior
    let list = LayoutSection(
      group: .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [item]))
    let sections = [carousel, list]
    return LayoutHost(
      layout: CollectionLayout { index, _ in sections[min(index, 1)] }, size: phone,
      itemCounts: [10, 50], traits: traits)
  }

  static func run(_ driver: ScrollDriver, seconds: Double) throws(ScrollSimulationError) {
    let clock = try FrameClock(framesPerSecond: 120)
    try clock.run(driver, frames: Int(seconds * 120)) { _ in }
  }
}

extension ScrollDriverTests {
  @Test func flingComesToRestWhereNormalDecelerationProjects() throws {
    let host = Self.listHost()
    let driver = try ScrollDriver(host: host)
    try driver.fling(velocity: LayoutPoint(x: 0, y: 1000))
    #expect(driver.isMoving)
    try Self.run(driver, seconds: 5)
    #expect(!driver.isMoving)
    // x∞ = −v0 / (1000 · ln 0.998) ≈ 499.5, landed within half a point.
    #expect(abs(host.contentOffset.y - 1000 / (-1000 * (-0.002002))) < 0.5)
    #expect(host.layoutPassCount == 1)
  }

  @Test func pinnedHeaderFollowsEveryFrame() throws {
    let host = Self.listHost(rows: 20, sections: 2)
    let driver = try ScrollDriver(host: host)
    try driver.fling(velocity: LayoutPoint(x: 0, y: 2500))
    var checked = 0
    try FrameClock(framesPerSecond: 60).run(driver, frames: 120) { frame in
      let headers = frame.visibleElements.filter {
        $0.elementKind == "header" && $0.indexPath.section == 0
      }
      // Section 0: header 0…44, rows 44…924; its header never goes below 924 − 44.
      let expected = max(0, min(frame.contentOffset.y, 880))
      if let header = headers.first {
        #expect(header.frame.minY == expected)
        checked += 1
      }
    }
    #expect(checked > 10)
  }

  @Test func groupPagingFlingRestsOnTheNextGroup() throws {
    let host = Self.carouselHost(.groupPaging)
    let driver = try ScrollDriver(host: host)
    try driver.dragRow(inSection: 0, by: 40)
    try driver.releaseRow(inSection: 0, velocity: 800)
    try Self.run(driver, seconds: 2)
    #expect(host.rowOffsets[0].map { abs($0 - 210) < 0.5 } == true)
    let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(second.map { abs($0.minX - 16) < 0.5 } == true)
  }

  @Test func centredGroupPagingStartsWithTheFirstGroupCentred() throws {
    let host = Self.carouselHost(.groupPagingCentered)
    _ = try ScrollDriver(host: host)
    let first = host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
    #expect(first.map { abs($0.midX - 187.5) < 1e-9 } == true)
  }

  @Test func rightToLeftRowScrollsTowardsTheLeft() throws {
    let host = Self.carouselHost(.groupPaging, traits: LayoutTraits(readingDirection: .rightToLeft))
    let driver = try ScrollDriver(host: host)
    try driver.setRowOffset(210, inSection: 0, animated: false)
    // The second group comes to the leading (right) inset: 375 − 16 − 200.
    let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(second?.minX == 159)
  }

  /// Row 30 spans 1364…1408 (below the 44 pt header): at the top, centred (its top at
  /// 384 pt on an 812 pt screen) and at the bottom.
  static let positions: [(ScrollPosition, Double)] = [
    (.top, 1364), (.centeredVertically, 980), (.bottom, 596),
  ]

  @Test(arguments: positions)
  func scrollToItemPlacesTheItemAlongTheScrollAxis(_ position: ScrollPosition, _ offset: Double)
    throws
  {
    let host = Self.listHost()
    let driver = try ScrollDriver(host: host)
    try driver.scrollToItem(
      at: LayoutIndexPath(item: 30, section: 0), at: position, animated: false)
    #expect(host.contentOffset.y == offset)
  }

  @Test func scrollToItemClampsToTheContentAndAnimates() throws {
    let host = Self.listHost(rows: 30)
    let driver = try ScrollDriver(host: host)
    try driver.scrollToItem(at: LayoutIndexPath(item: 29, section: 0), at: .top, animated: true)
    #expect(host.contentOffset.y == 0)
    try Self.run(driver, seconds: 3)
    // Content 44 + 30 · 44 = 1364 tall, so the furthest offset is 1364 − 812.
    #expect(abs(host.contentOffset.y - 552) < 0.5)
  }

  @Test func scrollToItemMovesAnOrthogonalRow() throws {
    let host = Self.carouselHost(.continuous)
    let driver = try ScrollDriver(host: host)
    try driver.scrollToItem(
      at: LayoutIndexPath(item: 4, section: 0), at: .centeredHorizontally, animated: false)
    let item = host.attributesForItem(at: LayoutIndexPath(item: 4, section: 0))?.frame
    #expect(item.map { abs($0.midX - 187.5) < 1e-9 } == true)
    #expect(host.contentOffset.y == 0)
  }

  @Test func unknownItemsAndRowsAreNamedErrors() throws {
    let host = Self.carouselHost(.continuous)
    let driver = try ScrollDriver(host: host)
    let missing = LayoutIndexPath(item: 99, section: 0)
    #expect(throws: ScrollSimulationError.unknownItem(missing)) {
      try driver.scrollToItem(at: missing, at: .top, animated: false)
    }
    #expect(throws: ScrollSimulationError.notAnOrthogonalSection(1)) {
      try driver.flingRow(inSection: 1, velocity: 100)
    }
    #expect(throws: ScrollSimulationError.invalidTimeStep(-1)) {
      try driver.advance(by: -1)
    }
  }

  @Test func frameClockReportsFramesAtItsRate() throws {
    let driver = try ScrollDriver(host: Self.listHost())
    var times: [Double] = []
    try FrameClock(framesPerSecond: 120).run(driver, frames: 3) { times.append($0.time) }
    #expect(times.map { ($0 * 120).rounded() } == [1, 2, 3])
    #expect(throws: ScrollSimulationError.invalidTimeStep(0)) {
      try FrameClock(framesPerSecond: 0)
    }
  }

  /// Item 4 of the carousel spans 856…1056 in row coordinates (16 + 4 · 210): left-aligned,
  /// centred and right-aligned on the 375 pt screen.
  static let rowPositions: [(ScrollPosition, Double)] = [
    (.left, 0), (.centeredHorizontally, 87.5), (.right, 175),
  ]

  @Test(arguments: rowPositions)
  func scrollToItemPlacesTheItemAlongItsRow(_ position: ScrollPosition, _ x: Double) throws {
    let host = Self.carouselHost(.continuous)
    let driver = try ScrollDriver(host: host)
    try driver.scrollToItem(at: LayoutIndexPath(item: 4, section: 0), at: position, animated: false)
    let item = host.attributesForItem(at: LayoutIndexPath(item: 4, section: 0))?.frame
    #expect(item.map { abs($0.minX - x) < 1e-9 } == true)
  }

  /// Resting offsets of a 10-group row (16 + 10 · 200 + 9 · 10 + 16 = 2122 long, so offsets
  /// reach 1747) after a 1500 pt/s flick from rest.
  static let restingRows: [(OrthogonalScrollingBehavior, Double)] = [
    // 0.4995 s × 1500 ≈ 749.3, snapped to the nearest group leading edge (i · 210): 840.
    (.continuousGroupLeadingBoundary, 840),
    // One page of 375 from page 0.
    (.paging, 375),
    // One group from group 0.
    (.groupPaging, 210),
  ]

  @Test(arguments: restingRows)
  func eachBehaviourRestsWhereItsRuleSays(_ behavior: OrthogonalScrollingBehavior, _ offset: Double)
    throws
  {
    let host = Self.carouselHost(behavior)
    let driver = try ScrollDriver(host: host)
    try driver.flingRow(inSection: 0, velocity: 1500)
    try Self.run(driver, seconds: 5)
    #expect(host.rowOffsets[0].map { abs($0 - offset) < 0.5 } == true, "\(host.rowOffsets)")
  }

  @Test func centredPagingRestsWithTheNextGroupCentred() throws {
    let host = Self.carouselHost(.groupPagingCentered)
    let driver = try ScrollDriver(host: host)
    try driver.flingRow(inSection: 0, velocity: 1500)
    try Self.run(driver, seconds: 3)
    let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(second.map { abs($0.midX - 187.5) < 0.5 } == true)
  }
}

extension ScrollDriverTests {
  @Test func aFlingPastTheTopRestsBelowTheHostsSafeArea() throws {
    let host = Self.listHost()
    host.referenceInsets = ReferenceInsets(safeArea: LayoutDirectionalInsets(top: 47))
    #expect(host.contentOffset.y == -47)
    let driver = try ScrollDriver(host: host)
    try driver.fling(velocity: LayoutPoint(x: 0, y: -1500))
    try Self.run(driver, seconds: 3)
    // The bounce returns to the start of the range: the header just below the inset.
    #expect(abs(host.contentOffset.y + 47) < 0.5)
  }

  @Test func rowsTakeTheGeometryOfABatchUpdate() throws {
    let host = Self.carouselHost(.continuous)
    let driver = try ScrollDriver(host: host)
    try driver.setRowOffset(120, inSection: 0, animated: false)
    // 16 + 10 groups of 200 with 9 gaps of 10 + 16.
    #expect(driver.rows[0]?.contentLength == 2122)
    var update = LayoutUpdate()
    update.insertedItems = (10..<20).map { LayoutIndexPath(item: $0, section: 0) }
    try host.performBatchUpdates(update, itemCounts: [20, 50])
    try driver.synchronize()
    #expect(host.layoutPassCount == 1)
    #expect(driver.rows[0]?.contentLength == 4222)
    #expect(driver.rows[0]?.offset == 120)
  }
}

extension ScrollDriverTests {
  @Test func framesCarryARunningTransitionTogetherWithScrolling() throws {
    let host = Self.listHost(rows: 50)
    let driver = try ScrollDriver(host: host)
    var update = LayoutUpdate()
    update.deletedItems = [LayoutIndexPath(item: 0, section: 0)]
    try host.performBatchUpdates(update, itemCounts: [49], animation: .linear(duration: 0.5))
    #expect(driver.isMoving)
    var frames: [ScrollFrame] = []
    try FrameClock(framesPerSecond: 60).run(driver, frames: 40) { frames.append($0) }
    // Row 1 moves from 88 (header 44, then row 0) to 44 over half a second.
    let moving = frames.map { frame in
      frame.visibleElements.first {
        $0.category == .cell && $0.indexPath == LayoutIndexPath(item: 0, section: 0)
          && $0.alpha == 1
      }?.frame.minY
    }
    #expect(moving[14].map { abs($0 - (88 - 44 * 15 / 30)) < 1e-9 } == true)
    #expect(moving[29] == 44)
    #expect(!driver.isMoving)
    #expect(frames[39].visibleElements == host.visibleAttributes)
  }
}

extension ScrollDriverTests {
  @Test func aFlingGoesOnWhenRowsAreInsertedAboveTheViewport() throws {
    let host = Self.listHost(rows: 200)
    let driver = try ScrollDriver(host: host)
    try driver.setContentOffset(LayoutPoint(x: 0, y: 1000), animated: false)
    try driver.fling(velocity: LayoutPoint(x: 0, y: 600))
    try driver.advance(by: 0.1)
    let before = host.contentOffset.y
    var update = LayoutUpdate()
    update.insertedItems = (0..<5).map { LayoutIndexPath(item: $0, section: 0) }
    try host.performBatchUpdates(update, itemCounts: [205])
    // The host keeps the rows on screen still: 5 rows of 44 above them.
    #expect(host.contentOffset.y == before + 220)
    try driver.advance(by: 1 / 120)
    #expect(driver.isMoving)
    #expect(host.contentOffset.y > before + 220)
    #expect(host.contentOffset.y < before + 230)
  }

  @Test func anOffsetSetDuringAFlingStopsIt() throws {
    let host = Self.listHost(rows: 200)
    let driver = try ScrollDriver(host: host)
    try driver.fling(velocity: LayoutPoint(x: 0, y: 600))
    try driver.advance(by: 0.1)
    host.contentOffset = LayoutPoint(x: 0, y: 2000)
    try driver.advance(by: 0.1)
    #expect(host.contentOffset.y == 2000)
    #expect(!driver.isMoving)
  }
}
