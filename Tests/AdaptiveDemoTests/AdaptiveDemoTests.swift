import Testing

@testable import AdaptiveDemo

@Suite struct AdaptiveDemoTests {}

extension AdaptiveDemoTests {
  static let transcript = AdaptiveDemo.transcript(screens: AdaptiveDemo.screens)

  /// The lines printed for one screen: from its heading to the next heading.
  static func block(startingWith heading: String) -> [Substring] {
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("== ") } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  @Test func phoneWidthUsesTheNarrowColumnCounts() {
    let lines = Self.block(startingWith: "== 375 × 812 pt ==")
    #expect(lines.contains("section 0 list: 1 column, y 0–480"))
    #expect(lines.contains("section 1 grid5: 5 columns, y 480–654"))
    #expect(lines.contains("section 2 grid3: 3 columns, y 654–962"))
    #expect(lines.contains("content height: 962 pt"))
  }

  @Test func eightHundredPointsIsNotYetWide() {
    // The sample switches only when the effective width is strictly greater than 800.
    let lines = Self.block(startingWith: "== 800 × 1280 pt ==")
    #expect(lines.contains { $0.hasPrefix("section 0 list: 1 column,") })
    #expect(lines.contains { $0.hasPrefix("section 1 grid5: 5 columns,") })
  }

  @Test(arguments: ["== 1024 × 768 pt ==", "== 1366 × 1024 pt =="])
  func wideScreensDoubleTheColumns(_ heading: String) {
    let lines = Self.block(startingWith: heading)
    #expect(lines.contains { $0.hasPrefix("section 0 list: 2 columns,") })
    #expect(lines.contains { $0.hasPrefix("section 1 grid5: 10 columns,") })
    #expect(lines.contains { $0.hasPrefix("section 2 grid3: 6 columns,") })
  }

  @Test func wideListRowsAreAFifthOfTheSectionWidth() {
    // At 1024 the list has 2 columns, so its rows use fractionalWidth(0.2) of 984 pt.
    let lines = Self.block(startingWith: "== 1024 × 768 pt ==")
    #expect(lines.contains("section 0 list: 2 columns, y 0–1024"))
  }

  @Test func pictureShowsTheFirstScreenAsNumberedBoxes() {
    let lines = Self.block(startingWith: "== 375 × 812 pt ==")
    guard let scaleLine = lines.firstIndex(where: { $0.hasPrefix("first screen") }) else {
      Issue.record("no picture in \(lines)")
      return
    }
    #expect(lines[scaleLine] == "first screen (1 character = 4.69 pt across, 9.38 pt down):")
    let picture = lines[(scaleLine + 1)...]
    // The first list row: x 22…353 pt is columns 5…75, y 22…62 pt is lines 2…6.
    #expect(picture.contains("     +" + String(repeating: "-", count: 68) + "+"))
    #expect(picture.contains { $0.trimmingCharacters() == "| 0 |" })
    #expect(picture.contains { $0.hasPrefix("     +-----------+ +-----------+") })
    #expect(picture.allSatisfy { $0.count <= 80 })
  }

  @Test func numbersPrintWithAtMostTwoDecimals() {
    #expect(AdaptiveDemo.format(962) == "962")
    #expect(AdaptiveDemo.format(4.6875) == "4.69")
    #expect(AdaptiveDemo.format(9.375) == "9.38")
    #expect(AdaptiveDemo.format(0.5) == "0.5")
    #expect(AdaptiveDemo.format(12.05) == "12.05")
  }
}

extension Substring {
  /// The line with runs of spaces collapsed to one, ends trimmed.
  fileprivate func trimmingCharacters() -> String {
    split(separator: " ").joined(separator: " ")
  }
}
