#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct SessionKeyTests {
  @Test func questionMarkShowsTheKeysAndAnyKeyClosesThem() {
    let help = HeadlessScreens.screen("mountains-search", keys: "?")
    #expect(help.contains("│ ↑ ↓        move the focus"))
    #expect(help.contains("│ here:      / search"))
    let closed = HeadlessScreens.screen("grid", keys: "? down")
    #expect(!closed.contains("move the focus"))
  }

  @Test func qQuitsAndTheKeysAfterItAreNotRun() {
    let session = GallerySession(columns: 60, rows: 24, example: "grid")
    session.handle(.character("q"))
    #expect(session.wantsToQuit)
    let screen = HeadlessScreens.screen("grid", keys: "q pgdn")
    #expect(HeadlessScreens.numbers(screen).first == 0)
  }

  @Test func aResizeBelowTheMinimumAndBackShowsTheLayoutAgain() {
    let small = HeadlessScreens.screen("grid", keys: "<resize 15x8>")
    #expect(small.hasPrefix("Window too"))
    let back = HeadlessScreens.screen("grid", keys: "<resize 15x8> <resize 70x20>")
    #expect(back.hasPrefix(" Gallery › Grid"))
    #expect(back.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }
}
#endif
