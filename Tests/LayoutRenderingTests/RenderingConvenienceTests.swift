import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

@Suite struct RenderingConvenienceTests {
  /// A host of a 375 × 100 pt screen over four 60 pt rows of five cells, without insets.
  func makeHost() -> LayoutHost {
    let section = LayoutSection(
      group: .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(60)),
        repeatingSubitem: LayoutItem(
          size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1))),
        count: 5))
    return LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: 375, height: 100),
      itemCounts: [20])
  }
}

extension RenderingConvenienceTests {
  @Test func aHostPicturesItsVisibleRect() throws {
    let host = makeHost()
    host.contentOffset = LayoutPoint(x: 0, y: 60)
    let lines = try host.asciiPicture().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 12)  // 100 / 9.375 = 10.7 → 11 lines, then the final line feed
    // Row 1 (60–120 pt) is at the top of the screen: items 5 to 9, labelled on line 2.
    #expect(
      lines[2]
        == "|      5       ||      6       ||      7       ||      8       ||      9       |")
    #expect(try !host.asciiPicture().contains(" 0 "))
  }

  @Test func aHostsSVGOutlinesItsVisibleRect() throws {
    let host = makeHost()
    host.contentOffset = LayoutPoint(x: 0, y: 60)
    let svg = try host.svg()
    #expect(svg.contains("<rect class=\"viewport\" x=\"0\" y=\"60\" width=\"375\" height=\"100\""))
    #expect(svg.contains("data-item=\"19\""))  // the whole content, not only the screen
  }

  @Test func aHostsSnapshotCarriesItsWidthProvidersAndContent() throws {
    let host = makeHost()
    let snapshot = try host.renderedSnapshot(sectionProviders: [0: "grid(columns: 5)"])
    #expect(snapshot.width == 375)
    #expect(snapshot.sectionProviders == [0: "grid(columns: 5)"])
    #expect(snapshot.attributes.filter { $0.category == .cell }.count == 20)
    #expect(snapshot.viewport == LayoutRect(x: 0, y: 0, width: 375, height: 100))
  }

  @Test func aSolvedLayoutPicturesAnyRectOfItsContent() throws {
    let layout = RenderingFixtures.grid()
    let picture = try layout.asciiPicture(
      of: LayoutRect(x: 0, y: 50, width: 375, height: 60), renderer: AsciiRenderer(columns: 40))
    // 375 / 40 = 9.375 pt per column, 18.75 pt per line: 60 pt take 4 lines (3.2 rounded up).
    #expect(picture.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
    #expect(!picture.contains("header"))
  }
}
