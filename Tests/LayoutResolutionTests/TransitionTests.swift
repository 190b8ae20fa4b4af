import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Animated changes (rule 21d): transitions as values that a renderer samples, UIKit's
/// default motion, overrides, timing curves and interruption.
@Suite struct TransitionTests {
  /// Full-width rows `height` points tall, one section of `count`.
  static func rows(_ count: Int, height: Double = 50) -> LayoutHost {
    LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: ReferenceLayouts.rows(height: height))),
      size: ReferenceLayouts.phone, itemCounts: [count])
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }

  /// The element of `transition` with `role` at `indexPath` (its final index path).
  static func element(
    _ transition: LayoutTransition, _ role: TransitionElement.Role, _ indexPath: LayoutIndexPath,
    category: LayoutElementCategory = .cell
  ) -> TransitionElement? {
    transition.elements.first {
      $0.role == role && $0.final.indexPath == indexPath && $0.final.category == category
    }
  }

  /// The attributes drawn at `time` of the element at `position` of `transition`.
  static func drawn(_ transition: LayoutTransition, _ element: TransitionElement?, at time: Double)
    -> LayoutAttributes?
  {
    guard let element, let position = transition.elements.firstIndex(of: element) else {
      return nil
    }
    return transition.attributes(at: time)[position]
  }
}

extension TransitionTests {
  @Test func aDeletedRowFadesOutWhereItWasAndTheRestMoveUp() throws {
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [19], animation: .linear(duration: 1))
    let deleted = Self.element(transition, .disappearing, Self.path(0))
    #expect(deleted?.initial.frame == LayoutRect(x: 0, y: 0, width: 375, height: 50))
    #expect(deleted?.final.frame == deleted?.initial.frame)
    #expect(deleted?.final.alpha == 0)
    let moved = Self.element(transition, .moving, Self.path(0))
    #expect(moved?.initial.frame.minY == 50)
    #expect(moved?.final.frame.minY == 0)
    // Halfway: the deleted row half faded in place, the next one halfway up.
    #expect(Self.drawn(transition, deleted, at: 0.5)?.alpha == 0.5)
    #expect(Self.drawn(transition, moved, at: 0.5)?.frame.minY == 25)
    // The host is at the end state at once.
    #expect(host.attributesForItem(at: Self.path(0))?.frame.minY == 0)
    #expect(host.itemCounts == [19])
  }

  @Test func anInsertedRowFadesInWhereItEnds() throws {
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(1)]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [21], animation: .linear(duration: 1))
    let inserted = Self.element(transition, .appearing, Self.path(1))
    #expect(inserted?.initial.frame == LayoutRect(x: 0, y: 50, width: 375, height: 50))
    #expect(inserted?.initial.alpha == 0)
    #expect(inserted?.final.alpha == 1)
    #expect(Self.drawn(transition, inserted, at: 0.25)?.alpha == 0.25)
    // The row it pushed down runs from its old place to its new one.
    #expect(Self.element(transition, .moving, Self.path(2))?.initial.frame.minY == 50)
  }

  @Test func aMovedItemRunsFromItsOldFrameToItsNewOne() throws {
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(0), to: Self.path(4))]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [20], animation: .linear(duration: 1))
    let moved = Self.element(transition, .moving, Self.path(4))
    #expect(moved?.initial.frame.minY == 0)
    #expect(moved?.initial.indexPath == Self.path(0))
    #expect(moved?.final.frame.minY == 200)
    #expect(Self.drawn(transition, moved, at: 0.5)?.frame.minY == 100)
    #expect(transition.elements.allSatisfy { $0.role == .moving })
  }

  @Test func aReloadedItemCrossFadesInPlace() throws {
    let host = Self.rows(5)
    var update = LayoutUpdate()
    update.reloadedItems = [Self.path(2)]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [5], animation: .linear(duration: 1))
    #expect(Self.element(transition, .disappearing, Self.path(2))?.initial.frame.minY == 100)
    #expect(Self.element(transition, .appearing, Self.path(2))?.final.frame.minY == 100)
  }

  @Test func anItemMovingIntoViewComesFromItsOldPlaceOffScreen() throws {
    let host = Self.rows(100)
    var update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(90), to: Self.path(0))]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [100], animation: .linear(duration: 1))
    let arriving = Self.element(transition, .moving, Self.path(0))
    #expect(arriving?.initial.frame.minY == 4500)
    #expect(arriving?.final.frame.minY == 0)
  }

  @Test func theOffsetRunsFromWhereItWasToTheAnchoredOne() throws {
    let host = Self.rows(100)
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.deletedItems = (0..<4).map { Self.path($0) }
    let transition = try host.performBatchUpdates(
      update, itemCounts: [96], animation: .linear(duration: 1))
    #expect(transition.initialContentOffset.y == 1000)
    #expect(transition.finalContentOffset.y == 800)
    #expect(transition.contentOffset(at: 0.5).y == 900)
    // Row 20, now 16, stays on screen where it was all the way.
    let top = Self.element(transition, .moving, Self.path(16))
    for time in [0, 0.25, 0.5, 1] {
      let frame = Self.drawn(transition, top, at: time)?.frame
      #expect(frame.map { $0.minY - transition.contentOffset(at: time).y } == 0)
    }
    #expect(host.displayedContentOffset.y == 1000)
    host.advanceTransition(by: 0.5)
    #expect(host.displayedContentOffset.y == 900)
  }

  @Test func aPinnedHeaderStaysPinnedThroughout() throws {
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(40)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true)
    let section = LayoutSection(
      group: ReferenceLayouts.rows(height: 50), boundarySupplementaryItems: [header])
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.deletedItems = (0..<4).map { Self.path($0) }
    let transition = try host.performBatchUpdates(
      update, itemCounts: [96], animation: .linear(duration: 1))
    let pinned = transition.elements.first { $0.final.elementKind == "header" }
    for time in [0, 0.3, 0.7, 1] {
      #expect(
        Self.drawn(transition, pinned, at: time)?.frame.minY
          == transition.contentOffset(at: time).y)
    }
  }

  @Test func appearingAndDisappearingElementsTakeTheOverrides() throws {
    let host = Self.rows(20)
    host.transitionOverrides.appearing = { final in
      var start = final
      start.transform = .scale(x: 0.5, y: 0.5)
      start.alpha = 0.2
      return start
    }
    host.transitionOverrides.disappearing = { initial in
      var end = initial
      end.frame.origin.x = -375
      return end
    }
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    update.insertedItems = [Self.path(5)]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [20], animation: .linear(duration: 1))
    let inserted = Self.element(transition, .appearing, Self.path(5))
    #expect(inserted?.initial.transform == .scale(x: 0.5, y: 0.5))
    #expect(inserted?.initial.alpha == 0.2)
    #expect(Self.drawn(transition, inserted, at: 0.5)?.transform == .scale(x: 0.75, y: 0.75))
    let deleted = Self.element(transition, .disappearing, Self.path(0))
    #expect(deleted?.final.frame.minX == -375)
    #expect(deleted?.final.alpha == 1)
  }

  @Test func anOverrideThatIsNotFiniteKeepsTheDefault() throws {
    let host = Self.rows(20)
    host.transitionOverrides.appearing = { final in
      var start = final
      start.frame.origin.y = .nan
      return start
    }
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(0)]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [21], animation: .linear(duration: 1))
    let inserted = Self.element(transition, .appearing, Self.path(0))
    #expect(inserted?.initial.frame.minY == 0)
    #expect(inserted?.initial.alpha == 0)
    #expect(
      transition.attributes(at: 0.5).allSatisfy { $0.frame.isFinite && $0.alpha.isFinite })
  }

  @Test func aNewUpdateStartsFromWhatTheRunningOneShows() throws {
    let host = Self.rows(20)
    var first = LayoutUpdate()
    first.deletedItems = [Self.path(0)]
    let running = try host.performBatchUpdates(
      first, itemCounts: [19], animation: .linear(duration: 1))
    host.advanceTransition(by: 0.5)
    let shown = running.attributes(at: 0.5)
    var second = LayoutUpdate()
    second.insertedItems = [Self.path(0)]
    let next = try host.performBatchUpdates(
      second, itemCounts: [20], animation: .linear(duration: 1))
    // Old row 1 was drawn halfway up, at 25; it starts the new transition there.
    let row = Self.element(next, .moving, Self.path(1))
    #expect(row?.initial.frame.minY == 25)
    // The deleted row goes on fading from half.
    let fading = next.elements.first { $0.role == .disappearing }
    #expect(fading?.initial.alpha == 0.5)
    #expect(fading?.final.alpha == 0)
    #expect(next.initialContentOffset == running.contentOffset(at: 0.5))
    #expect(shown.contains { $0.frame.minY == 25 && $0.indexPath == Self.path(0) })
    #expect(host.transitionTime == 0)
  }

  @Test func aChangeWithoutAnimationEndsTheRunningTransition() throws {
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [19], animation: .linear(duration: 1))
    #expect(host.transition != nil)
    try host.performBatchUpdates(LayoutUpdate(), itemCounts: [19])
    #expect(host.transition == nil)
    #expect(host.displayedAttributes == host.visibleAttributes)
  }

  @Test func aTransitionEndsWhenItsTimeHasRun() throws {
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [19], animation: .batchUpdates)
    host.advanceTransition(by: -1)
    host.advanceTransition(by: .nan)
    #expect(host.transitionTime == 0)
    host.advanceTransition(by: 0.2)
    #expect(host.transition != nil)
    host.advanceTransition(by: 0.1)
    #expect(host.transition == nil)
    #expect(host.displayedAttributes == host.visibleAttributes)
  }

  @Test func aNewLayoutRunsEveryElementToItsNewFrame() {
    let host = Self.rows(20)
    let half = LayoutItem(size: ReferenceLayouts.fractional(0.5, 1))
    let twoColumns = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)), subitems: [half])
    let transition = host.setLayout(
      CollectionLayout(section: LayoutSection(group: twoColumns)),
      animation: .linear(duration: 1))
    let third = Self.element(transition, .moving, Self.path(3))
    #expect(third?.initial.frame == LayoutRect(x: 0, y: 150, width: 375, height: 50))
    #expect(third?.final.frame == LayoutRect(x: 187.5, y: 50, width: 187.5, height: 50))
    #expect(
      Self.drawn(transition, third, at: 0.5)?.frame
        == LayoutRect(x: 93.75, y: 100, width: 281.25, height: 50))
  }

  @Test func aResizeRunsEveryElementToItsNewFrame() {
    let host = Self.rows(20)
    let transition = host.setSize(
      LayoutSize(width: 812, height: 375), animation: .linear(duration: 1))
    let first = Self.element(transition, .moving, Self.path(0))
    #expect(first?.initial.frame.width == 375)
    #expect(first?.final.frame.width == 812)
    #expect(host.size == LayoutSize(width: 812, height: 375))
  }
}

extension TransitionTests {
  @Test func headersAndBackgroundsFollowTheirSections() throws {
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "header", alignment: .top)
    let section = LayoutSection(
      group: ReferenceLayouts.rows(height: 50), boundarySupplementaryItems: [header],
      decorationItems: [.background(elementKind: "background")])
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: [2, 2, 2])
    var update = LayoutUpdate()
    update.deletedSections = [0]
    update.insertedSections = [2]
    let transition = try host.performBatchUpdates(
      update, itemCounts: [2, 2, 1], animation: .linear(duration: 1))
    func first(_ role: TransitionElement.Role, _ kind: String) -> TransitionElement? {
      transition.elements.first { $0.role == role && $0.final.elementKind == kind }
    }
    // Section 0's header and background fade out where they were.
    #expect(first(.disappearing, "header")?.initial.frame.minY == 0)
    #expect(first(.disappearing, "background")?.initial.frame.minY == 0)
    // Old section 1 is section 0 now: its header moves up with it.
    let moved = Self.element(
      transition, .moving, Self.path(0, 0), category: .supplementaryView)
    #expect(moved?.initial.frame.minY == 130)
    #expect(moved?.final.frame.minY == 0)
    // The inserted section's header and background fade in.
    #expect(first(.appearing, "header")?.final.indexPath == Self.path(0, 2))
    #expect(first(.appearing, "background")?.final.indexPath == Self.path(0, 2))
  }
}

// MARK: - Timing

extension TransitionTests {
  @Test func curvesRunFromZeroToOne() {
    let linear = TransitionTiming.linear(duration: 2)
    #expect(linear.progress(at: -1) == 0)
    #expect(linear.progress(at: 0.5) == 0.25)
    #expect(linear.progress(at: 3) == 1)
    let ease = TransitionTiming.easeInEaseOut(duration: 1)
    #expect(abs(ease.progress(at: 0.5) - 0.5) < 1e-9)
    #expect(ease.progress(at: 0.1) < 0.1)
    #expect(ease.progress(at: 0.9) > 0.9)
  }

  @Test func aCriticallyDampedSpringSettlesWithoutOvershoot() {
    let spring = TransitionTiming.spring(dampingRatio: 1, response: 0.4)
    let samples = stride(from: 0.0, through: spring.duration, by: 0.005).map {
      spring.progress(at: $0)
    }
    #expect(samples.allSatisfy { $0 <= 1 })
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
    // e^(−ωt)·(1 + ωt) = 0.001 at ωt ≈ 9.2335, with ω = 2π / 0.4.
    #expect(abs(spring.duration - 9.2335 / (2 * Double.pi / 0.4)) < 1e-4)
    #expect(spring.progress(at: spring.duration) == 1)
  }

  @Test func anUnderdampedSpringOvershootsThenSettles() {
    let spring = TransitionTiming.spring(dampingRatio: 0.5, response: 0.5)
    let samples = stride(from: 0.0, through: spring.duration, by: 0.005).map {
      spring.progress(at: $0)
    }
    #expect((samples.max() ?? 0) > 1.1)
    #expect(abs((samples.last ?? 0) - 1) < 1e-3)
  }

  @Test(arguments: [
    TransitionTiming.linear(duration: -1), .easeInEaseOut(duration: .nan),
    .spring(dampingRatio: 0, response: 0.5), .spring(dampingRatio: 1, response: .infinity),
  ])
  func anUnusableTimingIsInstant(_ timing: TransitionTiming) throws {
    #expect(timing.duration == 0)
    #expect(timing.progress(at: 0) == 1)
    let host = Self.rows(20)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    let transition = try host.performBatchUpdates(update, itemCounts: [19], animation: timing)
    #expect(host.transition == nil)
    #expect(transition.attributes(at: 0).first { $0.indexPath == Self.path(0) }?.frame.minY == 0)
  }

  @Test func framesAreTheSameAtAnyFrameRate() throws {
    var frames: [[LayoutAttributes]] = []
    for steps in [12, 24, 1] {
      let host = Self.rows(20)
      var update = LayoutUpdate()
      update.deletedItems = [Self.path(0)]
      update.insertedItems = [Self.path(3)]
      try host.performBatchUpdates(
        update, itemCounts: [20], animation: .spring(dampingRatio: 0.7, response: 0.4))
      for _ in 0..<steps { host.advanceTransition(by: 0.2 / Double(steps)) }
      frames.append(host.displayedAttributes)
    }
    for other in frames.dropFirst() {
      #expect(other.count == frames[0].count)
      for (left, right) in zip(frames[0], other) {
        #expect(left.indexPath == right.indexPath)
        #expect(abs(left.frame.minY - right.frame.minY) < 1e-9)
        #expect(abs(left.alpha - right.alpha) < 1e-9)
      }
    }
  }
}
