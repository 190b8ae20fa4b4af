#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct CompositionalLayoutScreenTests {
  @Test func gridShowsRowsOfFiveAndAPageDownTurnsAPage() {
    let first = HeadlessScreens.screen("grid")
    #expect(HeadlessScreens.numbers(first).prefix(10) == [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    let paged = HeadlessScreens.screen("grid", keys: "pgdn")
    let shown = HeadlessScreens.numbers(paged)
    #expect(!shown.contains(0))
    #expect(shown.first.map { $0 % 5 == 0 && $0 >= 10 } == true)
  }

  @Test func homeAndEndScrollToEitherEnd() {
    let end = HeadlessScreens.numbers(HeadlessScreens.screen("grid", keys: "end"))
    #expect(end.contains(93))
    let back = HeadlessScreens.numbers(HeadlessScreens.screen("grid", keys: "end home"))
    #expect(back.first == 0)
  }

  @Test func jScrollsAStepAndHeldItFlingsFurther() {
    let step = HeadlessScreens.screen("simple-list", keys: "j")
    #expect(HeadlessScreens.numbers(step).first == 1)
    let pressed = HeadlessScreens.numbers(HeadlessScreens.screen("simple-list", keys: "j j j"))
    #expect(pressed.first == 3)
    let held = HeadlessScreens.numbers(HeadlessScreens.screen("simple-list", keys: "<hold j 3>"))
    #expect((held.first ?? 0) > 3)
  }

  @Test func adaptiveSectionsDoubleTheirColumnsPast800Points() {
    // The items on the line that shows the second section's first item, 10.
    func itemsInFirstRow(_ screen: String) -> Int {
      let row = HeadlessScreens.content(screen).first { $0.contains(" 10 ") } ?? ""
      return row.split { !$0.isNumber }.count
    }
    let narrow = HeadlessScreens.screen("adaptive-sections", width: 40, height: 30, keys: "j j j")
    let wide = HeadlessScreens.screen("adaptive-sections", width: 120, height: 30, keys: "j j j")
    #expect(itemsInFirstRow(narrow) == 5)
    #expect(itemsInFirstRow(wide) == 10)
    let resized = HeadlessScreens.screen(
      "adaptive-sections", width: 40, height: 30, keys: "<resize 120x30> j j j")
    #expect(itemsInFirstRow(resized) == 10)
  }

  @Test func badgesShowTheirCountsAndHideZero() {
    let screen = HeadlessScreens.screen("item-badges", width: 60, height: 12)
    // Items 0 to 3 count 0 (hidden), 1, 2 and 3; each badge sits on its item's top edge.
    let top = HeadlessScreens.content(screen).first { $0.contains("─") } ?? ""
    #expect(top.filter(\.isNumber) == "123")
    #expect(ItemBadgeCounts.counts == [0, 1, 2, 3])
  }

  @Test func pinnedHeadersStayAtTheTopWhileTheirSectionScrolls() {
    let pinned = HeadlessScreens.screen("pinned-section-headers", height: 12, keys: "j j")
    let unpinned = HeadlessScreens.screen("section-headers-footers", height: 12, keys: "j j")
    // The sample's header reads its registration's element kind, "… for section 0".
    let header = "section-header-element-kind for section 0"
    #expect(HeadlessScreens.content(pinned).first?.contains(header) == true)
    #expect(!(HeadlessScreens.content(unpinned).first?.contains(header) ?? false))
  }

  @Test func backgroundDecorationsAreShaded() {
    let screen = GalleryCommand.run(
      ["section-background-decoration", "--height", "12", "--scale", "3", "--ascii"],
      isTerminal: false
    ).output
    let lines = HeadlessScreens.content(screen)
    // The sample's list rows, "section,item" and a chevron, on the shaded background.
    #expect(lines.contains { $0.hasPrefix("  ░ 0,0 ") && $0.hasSuffix("› ░") })
  }

  @Test func orthogonalPagingTurnsARowByAPageAndTabShowsTheRow() {
    // The sample's sections: continuous, continuousGroupLeadingBoundary, paging, …; its
    // cells read "section, item".
    let keys = "tab tab tab"
    let before = HeadlessScreens.screen(
      "orthogonal-section-behaviors", width: 60, height: 30, keys: keys)
    #expect(before.contains("row 2 (paging)"))
    let after = HeadlessScreens.screen(
      "orthogonal-section-behaviors", width: 60, height: 30, keys: keys + " right")
    #expect(before != after)
    // A page is the container's 480 pt: item 0 leaves, 3 comes to the leading edge.
    #expect(before.contains(" 2, 0 "))
    #expect(!after.contains(" 2, 0 "))
    #expect(after.contains(" 2, 3 "))
  }

  @Test func aWindowTooSmallShowsAMessage() {
    let screen = HeadlessScreens.screen("grid", width: 19, height: 9)
    #expect(screen.hasPrefix("Window too small:"))
  }

  @Test func aCellsLayerBorderOutlinesItsBoxRoundedWhereTheSampleRoundsIt() {
    // Distinct Sections: the list, then the five-column grid whose cells the sample rounds
    // by 8 pt, then the square three-column grid; each bordered in black.
    let screen = HeadlessScreens.screen("distinct-sections", width: 60, height: 40)
    let lines = HeadlessScreens.content(screen)
    let rounded = lines.filter { $0.contains("╭") }
    let square = lines.filter { $0.contains("┌") }
    #expect(rounded.first?.filter { $0 == "╭" }.count == 5)
    #expect(square.first?.filter { $0 == "┌" }.count == 3)
  }

  @Test func aGridCellsPictureShowsTheSamplesBorder() throws {
    let svg = try ScreenPictureTests.picture(["grid"])
    let cell = try #require(
      svg.components(separatedBy: "<g class=\"cell\" data-section=\"0\" data-item=\"1\">")
        .dropFirst().first?.components(separatedBy: "</g>").first)
    // The sample's 1 pt black line inside the cell's 128 pt square, over its cornflower blue.
    #expect(
      cell.contains(
        "<rect class=\"border\" x=\"128.5\" y=\"0.5\" width=\"127\" height=\"127\""
          + " fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"))
    #expect(cell.contains("fill=\"#5497f4\""))
  }
}
#endif
