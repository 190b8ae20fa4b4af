import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

@Suite struct AsciiRendererTests {}

extension AsciiRendererTests {
  @Test func gridWithHeaderAndBackgroundMatchesGolden() throws {
    let layout = RenderingFixtures.grid()
    try RenderingFixtures.expectGolden(layout.asciiPicture(), named: "grid.txt")
  }

  @Test func rightToLeftGridMatchesGolden() throws {
    let layout = RenderingFixtures.grid(itemCount: 7, readingDirection: .rightToLeft)
    try RenderingFixtures.expectGolden(layout.asciiPicture(), named: "grid-rtl.txt")
  }

  @Test func renderingTwiceGivesTheSameText() {
    let attributes = RenderingFixtures.attributes(of: RenderingFixtures.grid())
    let viewport = LayoutRect(x: 0, y: 0, width: 375, height: 200)
    let renderer = AsciiRenderer(columns: 60)
    #expect(
      renderer.render(attributes, viewport: viewport)
        == renderer.render(attributes, viewport: viewport))
  }

  @Test func eightyColumnsOverAniPhoneWidthCover4_6875PointsEach() {
    let scale = AsciiRenderer(columns: 80).scale(
      for: LayoutRect(x: 0, y: 0, width: 375, height: 812))
    #expect(scale.columns == 80)
    #expect(scale.pointsPerColumn == 4.6875)  // 375 / 80
    #expect(scale.pointsPerRow == 9.375)  // twice as tall
    #expect(scale.rows == 87)  // 812 / 9.375 = 86.6, rounded up
    #expect(scale.legend == "1 character = 4.69 pt across, 9.38 pt down")
  }

  @Test func aFixedPointsPerColumnScaleFollowsTheViewportWidth() {
    let scale = AsciiRenderer(pointsPerColumn: 10).scale(
      for: LayoutRect(x: 0, y: 0, width: 1024, height: 100))
    #expect(scale.columns == 103)  // 102.4 rounded up
    #expect(scale.rows == 5)  // 100 / 20
  }

  @Test func aCellIsABoxWithItsNumber() {
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 7, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 50, height: 30))
    let picture = AsciiRenderer(pointsPerColumn: 5).render(
      [cell], viewport: LayoutRect(x: 0, y: 0, width: 50, height: 30))
    #expect(picture == "+--------+\n|   7    |\n+--------+\n")
  }

  @Test func supplementaryViewsHaveDoubleEdgesAndDecorationsAreDotted() {
    let background = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .decorationView,
      elementKind: "background", frame: LayoutRect(x: 0, y: 0, width: 60, height: 40),
      zIndex: -1)
    let header = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
      elementKind: "top", frame: LayoutRect(x: 10, y: 0, width: 40, height: 30), zIndex: 1)
    let picture = AsciiRenderer(pointsPerColumn: 5).render(
      [header, background], viewport: LayoutRect(x: 0, y: 0, width: 60, height: 40))
    #expect(picture == "..+======+..\n..| top  |..\n..+======+..\n............\n")
  }

  @Test func aSupplementaryViewTooThinForAnInsideHasItsKindInItsEdge() {
    let footer = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 2), category: .supplementaryView,
      elementKind: "footer", frame: LayoutRect(x: 0, y: 0, width: 50, height: 20))
    let picture = AsciiRenderer(pointsPerColumn: 5).render(
      [footer], viewport: LayoutRect(x: 0, y: 0, width: 50, height: 20))
    #expect(picture == "+=footer=+\n+========+\n")
  }

  @Test func hiddenElementsAndFarAwayFramesDrawNothing() {
    let hidden = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 50, height: 30), isHidden: true)
    let far = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 1, section: 0), category: .cell,
      frame: LayoutRect(x: 1e300, y: -1e300, width: 1e300, height: 50))
    let picture = AsciiRenderer(columns: 4).render(
      [hidden, far], viewport: LayoutRect(x: 0, y: 0, width: 40, height: 20))
    #expect(picture == "\n")  // one blank line: 20 pt tall at 20 pt per line
  }

  @Test func aViewportWithoutAreaGivesNoPicture() {
    let renderer = AsciiRenderer()
    #expect(renderer.render([], viewport: .zero) == "")
    #expect(renderer.render([], viewport: LayoutRect(x: 0, y: 0, width: .nan, height: 9)) == "")
  }
}
