#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import GalleryKit
import Testing
import UIKitCompat

@Suite struct DataSourceScreenTests {
  @Test func searchingNarrowsTheMountainsToTheMatches() {
    let all = HeadlessScreens.screen("mountains-search")
    #expect(all.contains("Mount Everest"))
    let narrowed = HeadlessScreens.screen("mountains-search", keys: "/K2")
    let shown = HeadlessScreens.content(narrowed).filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    // The sample's label cells show a mountain's name alone, not its height.
    #expect(shown == ["  K2"])
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

  /// The hues of the Insertion Sort screen's nodes after `keys`, a row per section in item
  /// order, read from its picture: the sample's nodes are cells filled with their colour and
  /// no text, so the order shows only in their colours.
  static func insertionSortHues(keys: String = "") throws -> [[Double]] {
    var arguments = ["insertion-sort", "--width", "60", "--height", "20"]
    if !keys.isEmpty { arguments += ["--keys", keys] }
    let svg = try ScreenPictureTests.picture(arguments)
    var rows: [Int: [(item: Int, hue: Double)]] = [:]
    for chunk in svg.components(separatedBy: "<g class=\"cell\" data-section=\"").dropFirst() {
      let fields = chunk.components(separatedBy: "\"")
      guard fields.count > 2, let section = Int(fields[0]), let item = Int(fields[2]),
        let fill = chunk.components(separatedBy: "fill=\"#").dropFirst().first?.prefix(6),
        let rgb = Int(fill, radix: 16)
      else { continue }
      rows[section, default: []].append((item, hue(rgb)))
    }
    return rows.keys.sorted().map { section in
      (rows[section] ?? []).sorted { $0.item < $1.item }.map(\.hue)
    }
  }

  /// The hue of `rgb` (0xRRGGBB), from 0 up to 1.
  static func hue(_ rgb: Int) -> Double {
    hue(
      red: Double(rgb >> 16 & 0xff) / 255, green: Double(rgb >> 8 & 0xff) / 255,
      blue: Double(rgb & 0xff) / 255)
  }

  /// The hue of a colour of `red`, `green` and `blue` from 0 to 1, from 0 up to 1.
  static func hue(red: Double, green: Double, blue: Double) -> Double {
    let high = max(red, green, blue)
    let range = high - min(red, green, blue)
    guard range > 0 else { return 0 }
    let sixths =
      high == red
      ? (green - blue) / range
      : high == green ? 2 + (blue - red) / range : 4 + (red - green) / range
    return (sixths < 0 ? sixths + 6 : sixths) / 6
  }

  @Test func aSortStepChangesTheOrderAndSortingRunsToTheEnd() throws {
    let start = try Self.insertionSortHues()
    // The sample's rows at 60 × 20: as many 34 pt rows as fit in 442 pt, 30 nodes of 16 pt.
    #expect(start.count == 13)
    #expect(start.allSatisfy { $0.count == 30 })
    #expect(start.contains { $0 != $0.sorted() })
    // Three steps insert the second, third and fourth node of each row among those before.
    let stepped = try Self.insertionSortHues(keys: "s s s")
    #expect(stepped == start.map { Array($0.prefix(4).sorted() + $0.dropFirst(4)) })
    // S sorts on the gallery's clock until every row runs by hue.
    let sorted = try Self.insertionSortHues(keys: "S")
    #expect(sorted == start.map { $0.sorted() })
  }

  /// The hues of the nodes `session`'s Insertion Sort screen shows, a row per section in
  /// item order, read from its cells' colours.
  static func shownHues(_ session: GallerySession) -> [[Double]] {
    guard let view = session.screen.collectionView else { return [] }
    return (0..<view.numberOfSections).map { section in
      (0..<view.numberOfItems(inSection: section)).map { item in
        let cell = view.cellForItem(at: IndexPath(item: item, section: section))
        guard case .rgb(let red, let green, let blue, _)? = cell?.backgroundColor?.components
        else { return -1 }
        return hue(red: Double(red), green: Double(green), blue: Double(blue))
      }
    }
  }

  @Test func theGallerysClockRunsInsertionSortAtTheSamplesPace() {
    // The interactive loop's frames: 1/60 s each while the session asks for them.
    let frame = 1.0 / 60
    let session = GallerySession(columns: 60, rows: 20, example: "insertion-sort")
    session.handle(.character("S"))
    var time = 0.0
    while !Self.shownHues(session).allSatisfy({ $0 == $0.sorted() }), time < 30 {
      session.advance(by: frame)
      time += frame
    }
    let sorted = Self.shownHues(session)
    #expect(sorted.count == 13)
    let sortedAt = time
    // The sample waits 125 ms after the last step, finds nothing to sort and waits 1 s
    // before fresh rows: 1.125 s, to a frame, all of it at the frame rate (the idle loop
    // would draw it out tenfold).
    while Self.shownHues(session) == sorted, time < sortedAt + 30 {
      #expect(session.isAnimating)
      session.advance(by: frame)
      time += frame
    }
    let pause = time - sortedAt
    #expect(pause > 1.125 - frame && pause < 1.125 + frame, "fresh rows after \(pause) s")
    let fresh = Self.shownHues(session)
    #expect(fresh.contains { $0 != $0.sorted() })
    // Then a step every 125 ms, less than a frame of which has passed: none in the frames
    // before, one in the frame that ends it, inserting each row's third node among the two
    // the first step ordered.
    session.advance(by: 0.125 - frame)
    #expect(Self.shownHues(session) == fresh)
    session.advance(by: frame)
    #expect(
      Self.shownHues(session) == fresh.map { Array($0.prefix(3).sorted() + $0.dropFirst(3)) })
  }

  @Test func aHeadlessRunEndsOnTheSortedRowsBeforeThePause() {
    // settle() runs the clock while the sort moves, not through the 1 s wait that follows.
    let session = GallerySession(columns: 60, rows: 20, example: "insertion-sort")
    session.handle(.character("S"))
    session.settle()
    let first = Self.shownHues(session)
    session.settle()
    #expect(Self.shownHues(session) == first)
    #expect(first.allSatisfy { $0 == $0.sorted() })
  }
}
#endif
