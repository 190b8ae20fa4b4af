import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Swipes through the host: the actions a row offers on each edge, from the list
/// configuration's providers, and the geometry a swipe's distance reveals (`ListSwipe`,
/// decided numbers in `ListMetrics`).
@Suite struct SwipeGestureTests {
  static let delete = ContextualAction(style: .destructive, title: "Delete")
  static let flag = ContextualAction(style: .normal, title: "Flag")
  static let pin = ContextualAction(style: .normal, title: "Pin")

  /// A plain list whose rows offer Delete and Flag on the trailing edge and Pin on the
  /// leading one, except row 1, which offers nothing.
  static var configuration: ListConfiguration {
    ListHosts.configuration(.plain) {
      $0.trailingSwipeActionsProvider = { indexPath in
        indexPath.item == 1 ? nil : SwipeActionsConfiguration(actions: [delete, flag])
      }
      $0.leadingSwipeActionsProvider = { _ in
        SwipeActionsConfiguration(actions: [pin], performsFirstActionWithFullSwipe: false)
      }
    }
  }

  static func swipe(
    _ edge: SwipeEdge, distance: Double, item: Int = 0,
    traits: LayoutTraits = LayoutTraits()
  ) -> ListSwipe? {
    let host = ListHosts.host(Self.configuration, itemCounts: [3], traits: traits)
    return ListLayout(configuration: Self.configuration).swipe(
      ofItemAt: LayoutIndexPath(item: item, section: 0), from: edge, distance: distance,
      in: host)
  }
}

extension SwipeGestureTests {
  @Test func eachEdgeOffersItsProvidersActions() {
    let host = ListHosts.host(Self.configuration, itemCounts: [3])
    let list = ListLayout(configuration: Self.configuration)
    let first = LayoutIndexPath(item: 0, section: 0)
    #expect(
      list.swipeActions(for: first, from: .trailing, in: host)?.actions == [Self.delete, Self.flag])
    #expect(list.swipeActions(for: first, from: .leading, in: host)?.actions == [Self.pin])
    #expect(
      list.swipeActions(for: LayoutIndexPath(item: 1, section: 0), from: .trailing, in: host) == nil
    )
    #expect(
      list.swipe(
        ofItemAt: LayoutIndexPath(item: 1, section: 0), from: .trailing, distance: 40, in: host)
        == nil)
    #expect(
      list.swipe(
        ofItemAt: LayoutIndexPath(item: 3, section: 0), from: .leading, distance: 40, in: host)
        == nil)
  }

  @Test func aTrailingSwipeRevealsActionsFromTheRightEdge() throws {
    let swipe = try #require(Self.swipe(.trailing, distance: 74))
    #expect(swipe.rowFrame == LayoutRect(x: 0, y: 0, width: 375, height: 44))
    #expect(swipe.revealWidth == 148)
    #expect(swipe.progress == 0.5)
    #expect(swipe.contentFrame == LayoutRect(x: -74, y: 0, width: 375, height: 44))
    #expect(
      swipe.actionFrames == [
        LayoutRect(x: 338, y: 0, width: 37, height: 44),
        LayoutRect(x: 301, y: 0, width: 37, height: 44),
      ])
    #expect(!swipe.isFullSwipe)
    #expect(swipe.restingDistance == 148)
  }

  @Test func aLeadingSwipeRevealsActionsFromTheLeadingEdge() throws {
    let leftToRight = try #require(Self.swipe(.leading, distance: 30))
    #expect(leftToRight.contentFrame == LayoutRect(x: 30, y: 0, width: 375, height: 44))
    #expect(leftToRight.actionFrames == [LayoutRect(x: 0, y: 0, width: 30, height: 44)])
    #expect(leftToRight.restingDistance == 0)
    let rightToLeft = try #require(
      Self.swipe(.leading, distance: 30, traits: LayoutTraits(readingDirection: .rightToLeft)))
    #expect(rightToLeft.contentFrame == LayoutRect(x: -30, y: 0, width: 375, height: 44))
    #expect(rightToLeft.actionFrames == [LayoutRect(x: 345, y: 0, width: 30, height: 44)])
  }

  @Test func aFullSwipeHandsTheStripToTheFirstAction() throws {
    // 0.6 × 375 = 225: past it, and past the 148 the actions need.
    let swipe = try #require(Self.swipe(.trailing, distance: 296))
    #expect(swipe.isFullSwipe)
    #expect(swipe.progress == 2)
    #expect(
      swipe.actionFrames == [
        LayoutRect(x: 79, y: 0, width: 296, height: 44),
        LayoutRect(x: 79, y: 0, width: 0, height: 44),
      ])
    #expect(swipe.restingDistance == 375)
    let justShort = try #require(Self.swipe(.trailing, distance: 225))
    #expect(!justShort.isFullSwipe)
    #expect(justShort.restingDistance == 148)
  }

  @Test func aConfigurationWithoutFullSwipesOnlyOpens() throws {
    let swipe = try #require(Self.swipe(.leading, distance: 360))
    #expect(!swipe.isFullSwipe)
    #expect(swipe.revealWidth == 74)
    #expect(swipe.restingDistance == 74)
  }

  @Test(arguments: [(-20.0, 0.0), (.nan, 0.0), (500.0, 375.0), (.infinity, 375.0)])
  func distancesAreKeptWithinTheRow(_ given: Double, _ kept: Double) throws {
    let swipe = try #require(Self.swipe(.trailing, distance: given))
    #expect(swipe.distance == kept)
  }
}
