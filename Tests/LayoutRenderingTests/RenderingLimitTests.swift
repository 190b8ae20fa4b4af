import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

/// Pictures stay bounded whatever the layout or the scale (issue 15, finding 4).
@Suite struct RenderingLimitTests {
  /// A host of a 375 × 812 pt screen over `items` cells in rows of five, 75 pt tall.
  static func grid(items: Int, kind: String? = nil) -> LayoutHost {
    var item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    if let kind {
      item.supplementaryItems = [
        LayoutSupplementaryItem(
          size: LayoutSizeSpec(width: .absolute(75), height: .absolute(20)), elementKind: kind,
          containerAnchor: LayoutAnchor(edges: [.top, .leading]))
      ]
    }
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(75)),
      repeatingSubitem: item, count: 5)
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [items])
  }
}

extension RenderingLimitTests {
  @Test func wholeLayoutPicturesOfMillionsOfItemsAreRefusedAtTheLimit() throws {
    // LayoutHost.svg() drew every element of a multi-million-item layout (3 GB seen).
    let host = Self.grid(items: 5_000_000)
    let refusal = RenderingError.tooManyElements(limit: 100_000)
    #expect(throws: refusal) { try host.svg() }
    #expect(throws: refusal) { try host.renderedSnapshot(sectionProviders: [:]) }
    #expect(throws: refusal) { try host.solvedLayout.svg() }
    #expect(throws: refusal) { try host.solvedLayout.asciiPicture() }
    // One screen of rows a millionth of a point tall holds 8 · 10⁸ items: found by
    // FuzzRender, the screen's ASCII picture asked for them all (an allocation of 2.4 GB).
    let flat = LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(
          group: .horizontal(
            size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(1e-6)),
            subitems: [
              LayoutItem(
                size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
            ]))),
      size: LayoutSize(width: 375, height: 812), itemCounts: [1_000_000_000])
    #expect(throws: refusal) { try flat.asciiPicture() }
    // A rect of it is drawn: 2 rows of 5.
    let rect = LayoutRect(x: 0, y: 75_000, width: 375, height: 150)
    let picture = try host.solvedLayout.svg(of: rect)
    #expect(picture.components(separatedBy: "class=\"cell\"").count - 1 == 10)
  }

  @Test func theLimitCountsElementsNotItems() throws {
    // 100,000 cells are allowed; 50,001 cells with a badge each are 100,002 elements.
    #expect(try Self.grid(items: 100_000).svg().hasPrefix("<svg"))
    #expect(throws: RenderingError.tooManyElements(limit: 100_000)) {
      try Self.grid(items: 50_001, kind: "badge").svg()
    }
  }

  @Test func anAsciiPictureAtATinyScaleIsCutAtTheCharacterCap() {
    // pointsPerColumn 0.001 over 100 × 100 pt asked for 10,000 × 10,000 characters: a 50 MB
    // string, on a canvas allowed to reach 1.6 GB.
    let renderer = AsciiRenderer(pointsPerColumn: 0.001)
    let viewport = LayoutRect(x: 0, y: 0, width: 100, height: 100)
    let scale = renderer.scale(for: viewport)
    #expect(scale.columns == 10_000)
    // ⌊2²⁰ / 10,000⌋ = 104 lines.
    #expect(scale.rows == 104)
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: 0, y: 0, width: 100, height: 100))
    let picture = renderer.render([cell], viewport: viewport)
    #expect(picture.utf8.count <= AsciiScale.maximumCharacters + 104)
    #expect(picture.split(separator: "\n").count == 104)
  }

  @Test func aLabelOfHugeCharactersIsLeftOutOfAnAsciiPicture() {
    // One character of 10,000 combining marks would be 20 kB wherever the kind is written.
    let kind = "e" + String(repeating: "\u{301}", count: 10_000)
    let header = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
      elementKind: kind, frame: LayoutRect(x: 0, y: 0, width: 375, height: 100))
    let picture = AsciiRenderer(columns: 40).render(
      [header], viewport: LayoutRect(x: 0, y: 0, width: 375, height: 100))
    #expect(!picture.contains("e"))
    #expect(picture.utf8.count < 1_000)
  }

  @Test func aKindWithLineBreaksKeepsThePictureOneLinePerRow() {
    // Found by FuzzRender: a kind of "a\nb" drawn as a label split its row in two.
    let header = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .supplementaryView,
      elementKind: "a\nb\u{2028}c", frame: LayoutRect(x: 0, y: 0, width: 375, height: 100))
    let renderer = AsciiRenderer(columns: 40)
    let viewport = LayoutRect(x: 0, y: 0, width: 375, height: 100)
    let picture = renderer.render([header], viewport: viewport)
    let lineFeeds = picture.filter { $0 == "\n" }.count
    #expect(lineFeeds == renderer.scale(for: viewport).rows)
    #expect(picture.contains("a?b?c"))
  }

  @Test func anElementWhoseFrameIsNotANumberIsLeftOut() {
    // Found by FuzzRender: Int(NaN) trapped when a frame's edge was NaN.
    let cells = [Double.nan, .infinity, -.infinity].map { value in
      LayoutAttributes(
        indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
        frame: LayoutRect(x: value, y: 10, width: value, height: 50))
    }
    let viewport = LayoutRect(x: 0, y: 0, width: 100, height: 100)
    let picture = AsciiRenderer(columns: 10).render(cells, viewport: viewport)
    #expect(picture == String(repeating: "\n", count: 5))
    #expect(SVGRenderer().render(cells, viewport: viewport).hasSuffix("</svg>\n"))
  }
}
