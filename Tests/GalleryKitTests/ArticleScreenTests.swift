#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct ArticleScreenTests {
  @Test func everyExampleDrawsSomething() {
    for example in ExampleCatalogue.examples {
      let screen = HeadlessScreens.screen(example.slug)
      #expect(screen.hasPrefix(" Gallery › "), "\(example.slug)")
      #expect(HeadlessScreens.content(screen).contains { !$0.isEmpty }, "\(example.slug)")
    }
  }

  @Test func quickCellRowsRestWithAGroupAtTheLeadingEdge() {
    let moved = HeadlessScreens.screen("quickcell", keys: "tab right")
    let first = HeadlessScreens.content(moved).first { $0.contains("│") } ?? ""
    // The first group (0, 1) left; the second (2, 3) rests at the leading edge, and the
    // focused row shows more on both sides.
    #expect(HeadlessScreens.numbers(moved).first == 2)
    #expect(first.hasPrefix("◀ │"))
    #expect(first.hasSuffix("▶"))
    let start = HeadlessScreens.content(HeadlessScreens.screen("quickcell", keys: "tab"))
    #expect(start.first { $0.contains("│") }?.hasPrefix("  │") == true)
  }

  @Test func theCarouselScrollsInsideTheVerticalLayout() {
    func items(_ screen: String) -> [Int] {
      HeadlessScreens.content(screen).filter { $0.contains("│") }.flatMap { line in
        line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      }
    }
    let before = items(HeadlessScreens.screen("wals-carousel", keys: "tab"))
    let after = items(HeadlessScreens.screen("wals-carousel", keys: "tab right"))
    #expect(before.first == 0)
    #expect(after.first.map { $0 > 0 && $0 < 10 } == true)
  }
}
#endif
