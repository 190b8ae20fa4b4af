import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// One row of the measured badge table (rule 17): an item at (30, 0, 125, 100).
struct BadgeRow: Sendable, CustomTestStringConvertible {
  let name: String
  let badge: LayoutSupplementaryItem
  let frame: LayoutRect

  var testDescription: String { name }

  static let twenty = LayoutSizeSpec(width: .absolute(20), height: .absolute(20))

  static func badge(
    _ edges: LayoutEdges, _ offset: LayoutAnchor.Offset = .absolute(.zero),
    itemAnchor: LayoutAnchor? = nil, size: LayoutSizeSpec = twenty
  ) -> LayoutSupplementaryItem {
    LayoutSupplementaryItem(
      size: size, elementKind: "badge", containerAnchor: LayoutAnchor(edges: edges, offset: offset),
      itemAnchor: itemAnchor)
  }

  static let measured: [BadgeRow] = [
    BadgeRow(
      name: "top trailing, inside and flush", badge: badge([.top, .trailing]),
      frame: LayoutRect(x: 135, y: 0, width: 20, height: 20)),
    BadgeRow(
      name: "fractional offset is a fraction of the badge",
      badge: badge([.top, .trailing], .fractional(LayoutPoint(x: 0.5, y: -0.5))),
      frame: LayoutRect(x: 145, y: -10, width: 20, height: 20)),
    BadgeRow(
      name: "absolute offset of the same distance",
      badge: badge([.top, .trailing], .absolute(LayoutPoint(x: 10, y: -10))),
      frame: LayoutRect(x: 145, y: -10, width: 20, height: 20)),
    BadgeRow(
      name: "item anchor picks the badge's bottom leading corner",
      badge: badge([.top, .trailing], itemAnchor: LayoutAnchor(edges: [.bottom, .leading])),
      frame: LayoutRect(x: 155, y: -20, width: 20, height: 20)),
    // Vercantez/openuikit firefoxrowsprobe, iOS 26.1: an item anchor's offset moves the badge
    // the way it points (rule 17 had decided the opposite).
    BadgeRow(
      name: "item anchor's absolute offset moves the badge along it",
      badge: badge(
        [.top, .trailing],
        itemAnchor: LayoutAnchor(
          edges: [.bottom, .leading], offset: .absolute(LayoutPoint(x: 3, y: 4)))),
      frame: LayoutRect(x: 158, y: -16, width: 20, height: 20)),
    BadgeRow(
      name: "centred item anchor moved by half the badge puts its corner on the point",
      badge: badge(
        [.top, .trailing],
        itemAnchor: LayoutAnchor(edges: [], offset: .fractional(LayoutPoint(x: 0.5, y: 0.5)))),
      frame: LayoutRect(x: 155, y: 0, width: 20, height: 20)),
    BadgeRow(
      name: "fractional height of the inset item",
      badge: badge(
        [.top, .trailing],
        size: LayoutSizeSpec(width: .absolute(20), height: .fractionalHeight(0.25))),
      frame: LayoutRect(x: 135, y: 0, width: 20, height: 25)),
    BadgeRow(
      name: "no edges centres on both axes", badge: badge([]),
      frame: LayoutRect(x: 82.5, y: 40, width: 20, height: 20)),
  ]
}

@Suite struct BadgeTests {}

extension BadgeTests {
  /// A single item at (30, 0, 125, 100) carrying `badges`.
  static func host(
    _ badges: [LayoutSupplementaryItem], traits: LayoutTraits = LayoutTraits()
  ) -> LayoutHost {
    let item = LayoutItem(
      size: TestLayouts.absolute(125, 100), edgeSpacing: LayoutEdgeSpacing(leading: .fixed(30)),
      supplementaryItems: badges)
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: ReferenceLayouts.phone, itemCounts: [1], traits: traits)
  }

  static let firstItem = LayoutIndexPath(item: 0, section: 0)

  @Test(arguments: BadgeRow.measured)
  func badgeLandsWhereIOSPutsIt(_ row: BadgeRow) {
    let host = Self.host([row.badge])
    #expect(host.attributesForItem(at: Self.firstItem)?.frame.minX == 30)
    let badge = host.attributesForSupplementaryElement(ofKind: "badge", at: Self.firstItem)
    #expect(badge?.frame == row.frame)
    #expect(badge?.zIndex == 1)
    #expect(host.attributesForItem(at: Self.firstItem)?.zIndex == 0)
  }

  @Test func centredBadgeSnapsToThePixelGridAtThreeX() {
    let host = Self.host([BadgeRow.badge([])], traits: LayoutTraits(displayScale: 3))
    let x = host.attributesForSupplementaryElement(ofKind: "badge", at: Self.firstItem)?.frame.minX
    #expect(x.map { abs($0 - 82.667) < 0.001 } == true)
  }

  @Test func badgesMirrorInRightToLeftLayouts() {
    let host = Self.host(
      [BadgeRow.badge([.top, .trailing])], traits: LayoutTraits(readingDirection: .rightToLeft))
    // The item mirrors to x 220…345; its trailing edge is now its left one.
    #expect(host.attributesForItem(at: Self.firstItem)?.frame.minX == 220)
    let badge = host.attributesForSupplementaryElement(ofKind: "badge", at: Self.firstItem)
    #expect(badge?.frame == LayoutRect(x: 220, y: 0, width: 20, height: 20))
  }

  @Test func contradictoryEdgesCentreTheBadgeAndAreReported() {
    let host = Self.host([BadgeRow.badge([.leading, .trailing, .top])])
    let badge = host.attributesForSupplementaryElement(ofKind: "badge", at: Self.firstItem)
    #expect(badge?.frame == LayoutRect(x: 82.5, y: 0, width: 20, height: 20))
    #expect(host.solvedLayout.diagnostics == [.contradictoryAnchorEdges(section: 0, kind: "badge")])
    #expect(host.errors.isEmpty)
  }

  @Test func groupSupplementaryTakesTheGroupsNumber() {
    // Rule 17, iOS 17 (faberNovel testSupplementaryItem): UIKit numbers a group's own items
    // by group, [section, group]; this test first expected the group's first item, [0, 2],
    // for the second group, as we had decided.
    let frame = LayoutSupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(4)),
      elementKind: "underline", containerAnchor: LayoutAnchor(edges: [.bottom]))
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: 2)
    group.supplementaryItems = [frame]
    let host = TestLayouts.host(group, items: 3)
    let second = host.attributesForSupplementaryElement(
      ofKind: "underline", at: LayoutIndexPath(item: 1, section: 0))
    #expect(second?.frame == LayoutRect(x: 0, y: 96, width: 375, height: 4))
    #expect(
      host.attributesForSupplementaryElement(
        ofKind: "underline", at: LayoutIndexPath(item: 2, section: 0)) == nil)
    let underlines = host.attributesForElements(in: LayoutRect(x: 0, y: 0, width: 375, height: 200))
      .filter { $0.elementKind == "underline" }
    #expect(underlines.map(\.indexPath.item) == [0, 1])
  }

  @Test func badgesOfMissingItemsInAPartialGroupAreNotShown() {
    let host = LayoutHost(
      layout: ReferenceLayouts.badges, size: ReferenceLayouts.phone, itemCounts: [2])
    let badges = host.visibleAttributes.filter { $0.elementKind == "badge" }
    #expect(badges.map(\.indexPath.item) == [0, 1])
    #expect(
      host.attributesForSupplementaryElement(
        ofKind: "badge", at: LayoutIndexPath(item: 2, section: 0)) == nil)
  }
}
