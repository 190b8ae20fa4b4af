import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// One expected frame of a reference case.
struct ExpectedFrame: Sendable, CustomTestStringConvertible {
  let item: Int
  let section: Int
  let frame: LayoutRect

  init(_ item: Int, section: Int = 0, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.item = item
    self.section = section
    self.frame = LayoutRect(x: x, y: y, width: width, height: height)
  }

  var testDescription: String { "item \(item) of section \(section) at \(frame)" }
}

/// A case of `docs/reference-cases.md`: a layout, item counts, expected frames and content size.
struct ReferenceCase: Sendable, CustomTestStringConvertible {
  let name: String
  let layout: @Sendable () -> CollectionLayout
  let itemCounts: [Int]
  let frames: [ExpectedFrame]
  let contentSize: LayoutSize

  var testDescription: String { name }

  static let all: [ReferenceCase] = [
    ReferenceCase(
      name: "C1 grid", layout: { ReferenceLayouts.grid }, itemCounts: [100],
      frames: [
        ExpectedFrame(0, 0, 0, 75, 75), ExpectedFrame(7, 150, 75, 75, 75),
        ExpectedFrame(99, 300, 1425, 75, 75),
      ],
      contentSize: LayoutSize(width: 375, height: 1500)),
    ReferenceCase(
      name: "C2 two columns", layout: { ReferenceLayouts.twoColumns }, itemCounts: [20],
      frames: [
        ExpectedFrame(0, 0, 0, 182.5, 44), ExpectedFrame(1, 192.5, 0, 182.5, 44),
        ExpectedFrame(5, 192.5, 88, 182.5, 44),
      ],
      contentSize: LayoutSize(width: 375, height: 440)),
    ReferenceCase(
      name: "C3 distinct sections", layout: { ReferenceLayouts.distinctSections },
      itemCounts: [10, 10, 10],
      frames: [
        ExpectedFrame(0, 22, 22, 331, 40), ExpectedFrame(9, 22, 418, 331, 40),
        ExpectedFrame(0, section: 1, 22, 502, 63, 63),
        ExpectedFrame(6, section: 1, 89, 569, 63, 63),
        ExpectedFrame(4, section: 2, 133.666_667, 743, 107.666_667, 63),
        ExpectedFrame(9, section: 2, 22, 877, 107.666_667, 63),
      ],
      contentSize: LayoutSize(width: 375, height: 962)),
    ReferenceCase(
      name: "C4 nested groups", layout: { ReferenceLayouts.nestedGroups }, itemCounts: [6],
      frames: [
        ExpectedFrame(0, 10, 10, 242.5, 304.8), ExpectedFrame(1, 272.5, 10, 92.5, 142.4),
        ExpectedFrame(2, 272.5, 172.4, 92.5, 142.4), ExpectedFrame(3, 10, 334.8, 242.5, 304.8),
      ],
      contentSize: LayoutSize(width: 375, height: 649.6)),
    ReferenceCase(
      name: "C5 plain list", layout: { ReferenceLayouts.list }, itemCounts: [94],
      frames: (0..<94).map { ExpectedFrame($0, 0, 44 * Double($0), 375, 44) },
      contentSize: LayoutSize(width: 375, height: 4136)),
    ReferenceCase(
      name: "C10 photos grid", layout: { ReferenceLayouts.photosGrid }, itemCounts: [8],
      frames: [
        ExpectedFrame(0, 0, 0, 375, 390), ExpectedFrame(1, 0, 390, 125, 130),
        ExpectedFrame(3, 250, 390, 125, 130), ExpectedFrame(4, 0, 520, 375, 390),
        ExpectedFrame(7, 250, 910, 125, 130),
      ],
      contentSize: LayoutSize(width: 375, height: 1040)),
    ReferenceCase(
      name: "C11 estimated rows", layout: { ReferenceLayouts.estimatedRows }, itemCounts: [10],
      frames: [
        ExpectedFrame(0, 0, 0, 75, 75), ExpectedFrame(4, 300, 0, 75, 75),
        ExpectedFrame(5, 0, 75, 75, 75), ExpectedFrame(9, 300, 75, 75, 75),
      ],
      contentSize: LayoutSize(width: 375, height: 150)),
  ]
}

@Suite struct ReferenceCaseTests {}

extension ReferenceCaseTests {
  @Test(arguments: ReferenceCase.all)
  func reproducesReferenceFrames(_ reference: ReferenceCase) {
    let host = LayoutHost(
      layout: reference.layout(), size: ReferenceLayouts.phone, itemCounts: reference.itemCounts)
    #expect(host.errors.isEmpty)
    for expected in reference.frames {
      let path = LayoutIndexPath(item: expected.item, section: expected.section)
      let frame = host.attributesForItem(at: path)?.frame
      #expect(
        frame.map { $0.isClose(to: expected.frame) } == true, "\(expected): got \(frame as Any)")
    }
    #expect(host.contentSize.isClose(to: reference.contentSize))
  }

  @Test(arguments: ReferenceCase.all)
  func rectQueryFindsEveryExpectedFrame(_ reference: ReferenceCase) {
    let host = LayoutHost(
      layout: reference.layout(), size: ReferenceLayouts.phone, itemCounts: reference.itemCounts)
    let everything = host.attributesForElements(
      in: LayoutRect(origin: .zero, size: host.contentSize))
    #expect(everything.count == reference.itemCounts.reduce(0, +))
    for expected in reference.frames {
      let found = everything.first {
        $0.indexPath == LayoutIndexPath(item: expected.item, section: expected.section)
      }
      #expect(found.map { $0.frame.isClose(to: expected.frame) } == true, "\(expected)")
    }
  }

  @Test func sectionWithNoRoomIsReportedAndTheOthersStillLayOut() {
    let host = LayoutHost(
      layout: ReferenceLayouts.cramped(sectionsWithNoRoom: [1]),
      size: LayoutSize(width: 32, height: 812), itemCounts: [2, 3, 2])
    #expect(host.errors == [.noRoomForGroup(section: 1, available: 0)])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1)) == nil)
    #expect(host.solvedLayout.numberOfItems(inSection: 1) == 0)
    let afterBadSection = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 2))
    #expect(afterBadSection?.frame == LayoutRect(x: 0, y: 132, width: 32, height: 44))
    #expect(host.contentSize == LayoutSize(width: 32, height: 176))
  }
}

extension LayoutRect {
  /// Equal to `other` within the conformance tolerance of 0.001 pt.
  func isClose(to other: LayoutRect) -> Bool {
    origin.isClose(to: other.origin) && size.isClose(to: other.size)
  }
}

extension LayoutPoint {
  func isClose(to other: LayoutPoint) -> Bool {
    abs(x - other.x) < 0.001 && abs(y - other.y) < 0.001
  }
}

extension LayoutSize {
  func isClose(to other: LayoutSize) -> Bool {
    abs(width - other.width) < 0.001 && abs(height - other.height) < 0.001
  }
}
