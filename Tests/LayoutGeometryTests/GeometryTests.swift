import LayoutGeometry
import Testing

@Suite struct GeometryTests {}

extension GeometryTests {
  @Test func rectEdgesFollowOriginAndSize() {
    let rect = LayoutRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.minX == 10)
    #expect(rect.midX == 25)
    #expect(rect.maxX == 40)
    #expect(rect.minY == 20)
    #expect(rect.midY == 40)
    #expect(rect.maxY == 60)
    #expect(rect.center == LayoutPoint(x: 25, y: 40))
  }

  @Test func rectsTouchingAlongAnEdgeDoNotIntersect() {
    let left = LayoutRect(x: 0, y: 0, width: 10, height: 10)
    #expect(!left.intersects(LayoutRect(x: 10, y: 0, width: 10, height: 10)))
    #expect(left.intersects(LayoutRect(x: 9.5, y: 9.5, width: 10, height: 10)))
    #expect(left.intersects(LayoutRect(x: 5, y: 5, width: 0, height: 10)))
    #expect(!left.intersects(LayoutRect(x: 10, y: 5, width: 0, height: 10)))
  }

  @Test func rectContainsPointsFromItsMinimumEdgesUpToItsMaximumEdges() {
    let rect = LayoutRect(x: 10, y: 20, width: 30, height: 40)
    #expect(rect.contains(LayoutPoint(x: 10, y: 20)))
    #expect(rect.contains(LayoutPoint(x: 39.999, y: 59.999)))
    #expect(!rect.contains(LayoutPoint(x: 40, y: 30)))
    #expect(!rect.contains(LayoutPoint(x: 20, y: 60)))
    #expect(!rect.contains(LayoutPoint(x: 9.999, y: 30)))
    #expect(!rect.contains(LayoutPoint(x: .nan, y: 30)))
    #expect(!LayoutRect(x: 10, y: 20, width: 0, height: 40).contains(LayoutPoint(x: 10, y: 30)))
  }

  @Test func insetShrinksEachSideAndClampsAtZero() {
    let rect = LayoutRect(x: 0, y: 0, width: 20, height: 20)
    let insets = LayoutInsets(top: 2, left: 3, bottom: 4, right: 5)
    #expect(rect.inset(by: insets) == LayoutRect(x: 3, y: 2, width: 12, height: 14))
    let tooMuch = LayoutInsets(top: 0, left: 15, bottom: 0, right: 15)
    #expect(rect.inset(by: tooMuch) == LayoutRect(x: 10, y: 0, width: 0, height: 20))
  }

  @Test func unionCoversBothRects() {
    let union = LayoutRect(x: 0, y: 0, width: 10, height: 10)
      .union(LayoutRect(x: 20, y: -5, width: 5, height: 5))
    #expect(union == LayoutRect(x: 0, y: -5, width: 25, height: 15))
  }

  @Test func directionalInsetsSwapSidesRightToLeft() {
    let insets = LayoutDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(
      insets.resolved(for: .leftToRight) == LayoutInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      insets.resolved(for: .rightToLeft) == LayoutInsets(top: 1, left: 4, bottom: 3, right: 2))
  }

  @Test(arguments: LayoutAxis.allCases)
  func axisHelpersRoundTrip(_ axis: LayoutAxis) {
    let rect = LayoutRect(mainStart: 5, mainLength: 50, crossStart: 7, crossLength: 70, along: axis)
    #expect(rect.minimum(along: axis) == 5)
    #expect(rect.maximum(along: axis) == 55)
    #expect(rect.length(along: axis.cross) == 70)
    #expect(rect.minimum(along: axis.cross) == 7)
    #expect(axis.cross.cross == axis)
    let moved = rect.offsetBy(main: 1, cross: 2, along: axis)
    #expect(moved.minimum(along: axis) == 6)
    #expect(moved.minimum(along: axis.cross) == 9)
  }

  @Test func verticalMainLengthIsHeight() {
    let size = LayoutSize(main: 44, cross: 375, along: .vertical)
    #expect(size == LayoutSize(width: 375, height: 44))
    #expect(LayoutInsets(top: 1, left: 2, bottom: 3, right: 4).total(along: .vertical) == 4)
  }

  @Test func indexPathsOrderBySectionThenItem() {
    let paths = [
      LayoutIndexPath(item: 3, section: 1), LayoutIndexPath(item: 9, section: 0),
      LayoutIndexPath(item: 0, section: 1),
    ]
    #expect(
      paths.sorted() == [
        LayoutIndexPath(item: 9, section: 0), LayoutIndexPath(item: 0, section: 1),
        LayoutIndexPath(item: 3, section: 1),
      ])
    #expect(LayoutIndexPath(item: 2, section: 5).description == "[5, 2]")
  }
}
