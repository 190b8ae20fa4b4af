#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import GalleryKit
import Testing

@Suite struct ListAndOutlineScreenTests {
  @Test func theHomeScreenListsCategoriesAndAnEnterCollapsesOne() {
    let home = HeadlessScreens.screen(nil)
    #expect(home.contains("Compositional Layout") && home.contains("▾"))
    #expect(home.contains("Grid"))
    let collapsed = HeadlessScreens.screen(nil, keys: "down enter")
    #expect(collapsed.contains("Compositional Layout") && collapsed.contains("▸"))
    #expect(!collapsed.contains("Inset Items Grid"))
    #expect(collapsed.contains("Diffable Data Source"))
  }

  @Test func enterOnAnExampleOpensItAndEscapeGoesBack() {
    let opened = HeadlessScreens.screen(nil, keys: "down down down enter")
    #expect(opened.hasPrefix(" Gallery › Inset Items Grid"))
    let back = HeadlessScreens.screen(nil, keys: "down down enter esc")
    #expect(back.hasPrefix(" Gallery "))
    #expect(back.contains("Compositional Layout"))
  }

  @Test func listsShowSeparatorsAndTheAppearanceCycles() {
    // The sample's simple list is inset grouped: its rows and separators stand in from the
    // edges, under the list's top margin.
    let simple = HeadlessScreens.screen("simple-list", height: 10)
    #expect(
      HeadlessScreens.content(simple).prefix(3) == [
        "", "   0", "    " + String(repeating: "─", count: 52),
      ])
    // The sample's appearance button goes plain, sidebarPlain, sidebar, grouped, insetGrouped.
    let cycled = HeadlessScreens.screen("list-appearances", keys: "space space space space")
    #expect(cycled.hasPrefix(" Gallery › List Appearances: insetGrouped"))
  }

  @Test func customCellsShowTheirSymbolsSecondaryTextAndAccessories() {
    let screen = HeadlessScreens.screen("custom-cell-list", width: 80)
    // The sample's custom cell: its list content view's symbol and name, the description
    // below them, and the category's name and icon before the chevron.
    let lines = HeadlessScreens.content(screen)
    let plane = lines.firstIndex { $0.contains("✈ Plane") }
    #expect(
      plane.map { lines[$0 + 1].trimmingCharacters(in: .whitespaces) }
        == "A winged machine that carries people between far cities.")
    #expect(plane.map { lines[$0].contains("Transportation • ›") } == true)
    #expect(screen.contains("Music ♪ ›"))
  }

  @Test func aCustomCellsDescriptionWrapsOverTheLinesItsRowHas() {
    // At 47 columns the loudspeaker's description takes two lines, as the row sized itself
    // to, rather than one cut line over an empty one.
    let lines = HeadlessScreens.content(HeadlessScreens.screen("custom-cell-list", width: 47))
    let speaker = lines.firstIndex { $0.contains("• Loudspeaker") }
    #expect(
      speaker.map { lines[($0 + 1)...($0 + 2)].map { $0.trimmingCharacters(in: .whitespaces) } }
        == ["A box that turns an electrical", "signal into sound a whole room"])
  }

  @Test func wrappedTextBreaksAtSpacesWithinItsColumnsAndLines() {
    #expect(
      DisplayWidth.lines(of: "A street railway car.", columns: 10, lines: 3)
        == ["A street", "railway", "car."])
    #expect(DisplayWidth.lines(of: "A street railway car.", columns: 10, lines: 1) == ["A street"])
    // A word wider than a line keeps a line of its own; wide characters count two columns.
    #expect(
      DisplayWidth.lines(of: "a Loudspeaker b", columns: 4, lines: 3) == ["a", "Loudspeaker", "b"])
    #expect(DisplayWidth.lines(of: "😀😀 😀", columns: 4, lines: 2) == ["😀😀", "😀"])
    #expect(DisplayWidth.lines(of: "", columns: 4, lines: 2) == [])
  }

  @Test func anOutlineCategoryExpandsOnEnter() {
    let collapsed = HeadlessScreens.screen("emoji-explorer", height: 30)
    #expect(collapsed.contains("Smileys") && !collapsed.contains("▾"))
    // ↓ focuses the recents row, and ↓ again leaves the row for the first category.
    let expanded = HeadlessScreens.screen("emoji-explorer", height: 30, keys: "down down enter")
    let lines = HeadlessScreens.content(expanded)
    let smileys = lines.firstIndex { $0.contains("Smileys") && $0.contains("▾") }
    #expect(smileys != nil)
    #expect(lines.contains { $0.contains("😂 face with tears of joy") })
  }

  @Test func upAndDownLeaveAnOrthogonalRowForTheSectionAboveOrBelow() {
    let session = GallerySession(columns: 60, rows: 30, example: "emoji-explorer")
    session.handle(.down)
    #expect(session.screen.focusedItem == IndexPath(item: 0, section: 0))
    session.handle(.down)
    #expect(session.screen.focusedItem == IndexPath(item: 0, section: 1))
    session.handle(.up)
    #expect(session.screen.focusedItem == IndexPath(item: 0, section: 0))
  }

  @Test func aSwipeRevealsTheFavouriteActionAndEnterRunsIt() {
    let revealed = HeadlessScreens.screen("emoji-explorer", keys: "end down right")
    let swiped = HeadlessScreens.content(revealed).first { $0.contains("★ Star") } ?? ""
    #expect(swiped.hasSuffix("🎯 bullseye"))
    let starred = HeadlessScreens.screen("emoji-explorer", keys: "end down right enter")
    #expect(!starred.contains("★ Star"))
    let line = HeadlessScreens.content(starred).first { $0.contains("🎯 bullseye") } ?? ""
    #expect(line.hasSuffix("★"))
  }

  @Test func valueCellsPutTheEmojiAtTheTrailingEdge() {
    let screen = HeadlessScreens.screen("emoji-list")
    let line = HeadlessScreens.content(screen).first { $0.contains("grinning face") } ?? ""
    #expect(line.hasSuffix("😀"))
  }
}
#endif
