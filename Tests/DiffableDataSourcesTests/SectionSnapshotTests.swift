import DiffableDataSources
import Testing

@Suite struct SectionSnapshotTests {
  /// Fruits ▸ (Apple, Citrus ▸ (Lime, Lemon)), Vegetables.
  func makeOutline() throws -> SectionSnapshot<String> {
    var outline = SectionSnapshot<String>()
    try outline.append(["Fruits", "Vegetables"])
    try outline.append(["Apple", "Citrus"], to: "Fruits")
    try outline.append(["Lime", "Lemon"], to: "Citrus")
    return outline
  }
}

extension SectionSnapshotTests {
  @Test func appendingChildrenBuildsADepthFirstForest() throws {
    let outline = try makeOutline()
    #expect(outline.items == ["Fruits", "Apple", "Citrus", "Lime", "Lemon", "Vegetables"])
    #expect(outline.rootItems == ["Fruits", "Vegetables"])
    #expect(outline.level(of: "Lime") == 2)
    #expect(outline.parent(of: "Lime") == "Citrus")
    #expect(outline.parent(of: "Fruits") == nil)
    #expect(outline.index(of: "Vegetables") == 5)
    #expect(outline.contains("Lemon"))
    #expect(!outline.contains("Kale"))
    #expect(outline.level(of: "Kale") == nil)
  }

  @Test func itemsStartCollapsedSoOnlyRootsAreVisible() throws {
    let outline = try makeOutline()
    #expect(outline.visibleItems == ["Fruits", "Vegetables"])
    #expect(!outline.isVisible("Apple"))
    #expect(!outline.isExpanded("Fruits"))
  }

  @Test func expandingShowsChildrenOfExpandedAncestorsOnly() throws {
    var outline = try makeOutline()
    let expandedCitrus = outline.expand(["Citrus"])
    #expect(expandedCitrus)
    #expect(outline.visibleItems == ["Fruits", "Vegetables"])
    outline.expand(["Fruits"])
    #expect(outline.visibleItems == ["Fruits", "Apple", "Citrus", "Lime", "Lemon", "Vegetables"])
    outline.collapse(["Citrus"])
    #expect(outline.visibleItems == ["Fruits", "Apple", "Citrus", "Vegetables"])
    #expect(outline.isVisible("Citrus"))
    #expect(!outline.isVisible("Lime"))
  }

  @Test func expandingOrCollapsingAnUnknownItemIsANoOpReportedByTheResult() throws {
    var outline = try makeOutline()
    let before = outline
    let expandedKale = outline.expand(["Kale"])
    let collapsedKale = outline.collapse(["Kale"])
    #expect(!expandedKale)
    #expect(!collapsedKale)
    #expect(outline == before)
    let expandedBoth = outline.expand(["Kale", "Fruits"])
    #expect(!expandedBoth)
    #expect(outline.isExpanded("Fruits"))
  }

  @Test func insertBeforeTakesTheAnchorsLevelAndInsertAfterSkipsItsSubtree() throws {
    var outline = try makeOutline()
    try outline.insert(["Banana"], before: "Citrus")
    try outline.insert(["Nuts"], after: "Fruits")
    #expect(
      outline.items == [
        "Fruits", "Apple", "Banana", "Citrus", "Lime", "Lemon", "Nuts", "Vegetables",
      ])
    #expect(outline.level(of: "Banana") == 1)
    #expect(outline.level(of: "Nuts") == 0)
  }

  @Test func deletingAnItemDeletesItsDescendants() throws {
    var outline = try makeOutline()
    outline.expand(["Citrus"])
    outline.delete(["Lime", "Citrus", "Unknown"])
    #expect(outline.items == ["Fruits", "Apple", "Vegetables"])
    #expect(!outline.isExpanded("Citrus"))
    #expect(outline.index(of: "Vegetables") == 2)
    outline.deleteAll()
    #expect(outline.items.isEmpty)
  }

  @Test func subSnapshotsRestartLevelsAtZeroAndKeepExpansion() throws {
    var outline = try makeOutline()
    outline.expand(["Citrus"])
    let fruits = try outline.snapshot(of: "Fruits")
    #expect(fruits.items == ["Apple", "Citrus", "Lime", "Lemon"])
    #expect(fruits.level(of: "Citrus") == 0)
    #expect(fruits.visibleItems == ["Apple", "Citrus", "Lime", "Lemon"])
    let withParent = try outline.snapshot(of: "Citrus", includingParent: true)
    #expect(withParent.rootItems == ["Citrus"])
    #expect(withParent.level(of: "Lime") == 1)
    #expect(throws: DataSourceError.unknownItem(AnyIdentifier("Kale"))) {
      try outline.snapshot(of: "Kale")
    }
  }

  @Test func appendingAndInsertingSubSnapshotsKeepsTheirShape() throws {
    var greens = SectionSnapshot<String>()
    try greens.append(["Greens"])
    try greens.append(["Kale"], to: "Greens")
    greens.expand(["Greens"])
    var outline = try makeOutline()
    try outline.append(greens, to: "Vegetables")
    #expect(outline.level(of: "Kale") == 2)
    #expect(outline.isExpanded("Greens"))
    var roots = SectionSnapshot<String>()
    try roots.append(["Grains"])
    try outline.insert(roots, before: "Fruits")
    try outline.insert(try outline.snapshot(of: "Greens").replacingKale(), after: "Grains")
    #expect(outline.items.prefix(3) == ["Grains", "Chard", "Fruits"])
  }

  @Test func replacingChildrenSwapsTheSubtree() throws {
    var outline = try makeOutline()
    var citrus = SectionSnapshot<String>()
    try citrus.append(["Orange", "Lime"])
    try outline.replace(childrenOf: "Citrus", using: citrus)
    #expect(outline.items == ["Fruits", "Apple", "Citrus", "Orange", "Lime", "Vegetables"])
    var clash = SectionSnapshot<String>()
    try clash.append(["Apple"])
    expectRejection(outline, with: .duplicateItem(AnyIdentifier("Apple"))) {
      try $0.replace(childrenOf: "Citrus", using: clash)
    }
  }

  @Test func badInputThrowsNamedErrorsAndLeavesTheSectionSnapshotUnchanged() throws {
    let outline = try makeOutline()
    expectRejection(outline, with: .duplicateIdentifiers([AnyIdentifier("X")])) {
      try $0.append(["X", "X"])
    }
    expectRejection(outline, with: .duplicateItem(AnyIdentifier("Apple"))) {
      try $0.append(["New", "Apple"], to: "Vegetables")
    }
    expectRejection(outline, with: .unknownItem(AnyIdentifier("Kale"))) {
      try $0.append(["New"], to: "Kale")
    }
    expectRejection(outline, with: .unknownItem(AnyIdentifier("Kale"))) {
      try $0.insert(["New"], after: "Kale")
    }
    expectRejection(outline, with: .unknownItem(AnyIdentifier("Kale"))) {
      try $0.replace(childrenOf: "Kale", using: SectionSnapshot())
    }
  }

  @Test func visualDescriptionDrawsVisibilityAndExpansion() throws {
    var outline = try makeOutline()
    outline.expand(["Fruits"])
    let expected = """
      * + Fruits
      *     Apple
      *   - Citrus
              Lime
              Lemon
      *   Vegetables

      """
    #expect(outline.visualDescription() == expected)
  }
}

extension SectionSnapshot<String> {
  /// This snapshot with "Kale" renamed "Chard", as a fresh root list.
  fileprivate func replacingKale() throws -> SectionSnapshot<String> {
    var renamed = SectionSnapshot<String>()
    try renamed.append(items.map { $0 == "Kale" ? "Chard" : $0 })
    return renamed
  }
}
