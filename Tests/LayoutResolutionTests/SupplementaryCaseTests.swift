import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// An expected frame of a supplementary or decoration view.
struct ExpectedElement: Sendable, CustomTestStringConvertible {
  let kind: String
  let category: LayoutElementCategory
  let indexPath: LayoutIndexPath
  let frame: LayoutRect

  init(
    _ kind: String, category: LayoutElementCategory = .supplementaryView, item: Int = 0,
    section: Int = 0, _ x: Double, _ y: Double, _ width: Double, _ height: Double
  ) {
    self.kind = kind
    self.category = category
    self.indexPath = LayoutIndexPath(item: item, section: section)
    self.frame = LayoutRect(x: x, y: y, width: width, height: height)
  }

  var testDescription: String { "\(kind) at \(indexPath): \(frame)" }
}

/// Cases C6–C8 of `docs/reference-cases.md`.
struct SupplementaryCase: Sendable, CustomTestStringConvertible {
  let name: String
  let layout: @Sendable () -> CollectionLayout
  let itemCounts: [Int]
  let cells: [ExpectedFrame]
  let elements: [ExpectedElement]
  let contentHeight: Double?

  var testDescription: String { name }

  static let all: [SupplementaryCase] = [
    SupplementaryCase(
      name: "C6 headers and footers", layout: { ReferenceLayouts.headersAndFooters },
      itemCounts: [5, 5],
      cells: [
        ExpectedFrame(0, 10, 44, 355, 44), ExpectedFrame(4, 10, 240, 355, 44),
        ExpectedFrame(0, section: 1, 10, 372, 355, 44),
      ],
      elements: [
        ExpectedElement("header", 10, 0, 355, 44), ExpectedElement("footer", 10, 284, 355, 44),
        ExpectedElement("header", section: 1, 10, 328, 355, 44),
      ],
      contentHeight: 656),
    SupplementaryCase(
      name: "C7 item badges", layout: { ReferenceLayouts.badges }, itemCounts: [8],
      cells: [ExpectedFrame(0, 5, 5, 83.75, 65)],
      elements: [
        ExpectedElement("badge", 74.75, -1, 20, 20),
        ExpectedElement("badge", item: 1, 168.5, -1, 20, 20),
      ],
      contentHeight: nil),
    SupplementaryCase(
      name: "C8 section backgrounds", layout: { ReferenceLayouts.backgrounds }, itemCounts: [5, 5],
      cells: (0..<5).map { ExpectedFrame($0, 10, 10 + 49 * Double($0), 355, 44) } + [
        ExpectedFrame(0, section: 1, 10, 270, 355, 44)
      ],
      elements: [
        ExpectedElement("background", category: .decorationView, 5, 5, 365, 250),
        ExpectedElement("background", category: .decorationView, section: 1, 5, 265, 365, 250),
      ],
      contentHeight: 520),
  ]
}

@Suite struct SupplementaryCaseTests {}

extension SupplementaryCaseTests {
  @Test(arguments: SupplementaryCase.all)
  func reproducesReferenceFrames(_ reference: SupplementaryCase) {
    let host = LayoutHost(
      layout: reference.layout(), size: ReferenceLayouts.phone, itemCounts: reference.itemCounts)
    #expect(host.errors.isEmpty)
    for expected in reference.cells {
      let path = LayoutIndexPath(item: expected.item, section: expected.section)
      let frame = host.attributesForItem(at: path)?.frame
      #expect(frame.map { $0.isClose(to: expected.frame) } == true, "\(expected): \(frame as Any)")
    }
    for expected in reference.elements {
      let found =
        expected.category == .decorationView
        ? host.attributesForDecorationElement(ofKind: expected.kind, at: expected.indexPath)
        : host.attributesForSupplementaryElement(ofKind: expected.kind, at: expected.indexPath)
      #expect(found?.category == expected.category)
      #expect(
        found.map { $0.frame.isClose(to: expected.frame) } == true, "\(expected): \(found as Any)")
    }
    if let height = reference.contentHeight {
      #expect(abs(host.contentSize.height - height) < 0.001)
    }
  }

  @Test(arguments: SupplementaryCase.all)
  func rectQueryReturnsTheSameElements(_ reference: SupplementaryCase) {
    let host = LayoutHost(
      layout: reference.layout(), size: ReferenceLayouts.phone, itemCounts: reference.itemCounts)
    let everything = host.attributesForElements(
      in: LayoutRect(x: -100, y: -100, width: 600, height: host.contentSize.height + 200))
    for expected in reference.elements {
      let found = everything.first {
        $0.elementKind == expected.kind && $0.indexPath == expected.indexPath
      }
      #expect(found.map { $0.frame.isClose(to: expected.frame) } == true, "\(expected)")
    }
  }

  @Test func decorationsDrawBelowCellsAndBadgesAbove() {
    let backgrounds = LayoutHost(
      layout: ReferenceLayouts.backgrounds, size: ReferenceLayouts.phone, itemCounts: [1])
    let badges = LayoutHost(
      layout: ReferenceLayouts.badges, size: ReferenceLayouts.phone, itemCounts: [1])
    let zIndexes = (backgrounds.visibleAttributes + badges.visibleAttributes).map {
      "\($0.elementKind ?? "cell") \($0.zIndex)"
    }
    #expect(zIndexes == ["background -1", "cell 0", "cell 0", "badge 1"])
  }
}
