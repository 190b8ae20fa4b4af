#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct DataSourceScreenTests {
  @Test func searchingNarrowsTheMountainsToTheMatches() {
    let all = HeadlessScreens.screen("mountains-search")
    #expect(all.contains("Mount Everest"))
    let narrowed = HeadlessScreens.screen("mountains-search", keys: "/K2")
    let shown = HeadlessScreens.content(narrowed).filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    #expect(shown == ["  K2                 8611 m"])
    #expect(narrowed.contains("Search: K2"))
    let widened = HeadlessScreens.screen("mountains-search", keys: "/K2 backspace")
    #expect(widened.contains("Kangchenjunga"))
    #expect(widened.contains("Makalu"))
    #expect(!widened.contains("Mount Everest"))
  }

  @Test func escapeEndsTheSearchAndShowsEverythingAgain() {
    let screen = HeadlessScreens.screen("mountains-search", keys: "/Mont esc")
    #expect(screen.contains("Mount Everest"))
    #expect(!screen.contains("Search:"))
  }

  @Test func aSortStepChangesTheOrderAndSortingRunsToTheEnd() {
    func firstRow(_ screen: String) -> String {
      (HeadlessScreens.content(screen).first { $0.contains("▏") } ?? "")
        .filter { $0.isHexDigit }
    }
    let start = firstRow(HeadlessScreens.screen("insertion-sort"))
    let stepped = firstRow(HeadlessScreens.screen("insertion-sort", keys: "s s s"))
    let sorted = firstRow(HeadlessScreens.screen("insertion-sort", keys: "S"))
    #expect(start == "07e5c3a18f6d4b29")
    // Three steps insert 7, e, then 5 into the sorted start of the row.
    #expect(stepped == "057ec3a18f6d4b29")
    #expect(sorted == "0123456789abcdef")
  }
}
#endif
