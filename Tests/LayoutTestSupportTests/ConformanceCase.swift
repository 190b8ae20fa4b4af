import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// One reference case of `docs/reference-cases.md`: a layout, its item counts, the
/// frames the case names and the content size, all on the 375 × 812 container.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// An element the case names, and the frame the spec gives it.
  struct Expected: Sendable {
    /// The cell, supplementary view or decoration.
    let element: LayoutElementID
    /// Its frame, `(x, y, width, height)` in the host's coordinates.
    let frame: LayoutRect
  }

  /// The case's name in `docs/reference-cases.md`.
  let name: String
  /// Makes the layout, written with the core API. A description is confined to its caller
  /// (it may hold closures), so a case that crosses to a test's task carries its recipe.
  let makeLayout: @Sendable () -> CollectionLayout
  /// The number of items in each section.
  let itemCounts: [Int]
  /// The frames the case names.
  let expected: [Expected]
  /// The content size the case names.
  let contentSize: LayoutSize

  /// The case's name, for test reports.
  var testDescription: String { name }
}

extension ConformanceCase.Expected {
  /// Item `item` of `section` at `(x, y, width, height)`.
  static func cell(
    _ item: Int, section: Int = 0, _ x: Double, _ y: Double, _ width: Double, _ height: Double
  ) -> Self {
    Self(
      element: .cell(at: LayoutIndexPath(item: item, section: section)),
      frame: LayoutRect(x: x, y: y, width: width, height: height))
  }

  /// The supplementary view of `kind` at `item` of `section` at `(x, y, width, height)`.
  static func supplementary(
    _ kind: String, item: Int = 0, section: Int = 0, _ x: Double, _ y: Double,
    _ width: Double, _ height: Double
  ) -> Self {
    Self(
      element: .supplementary(ofKind: kind, at: LayoutIndexPath(item: item, section: section)),
      frame: LayoutRect(x: x, y: y, width: width, height: height))
  }

  /// The decoration of `kind` of `section` at `(x, y, width, height)`.
  static func decoration(
    _ kind: String, section: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double
  ) -> Self {
    Self(
      element: .decoration(ofKind: kind, at: LayoutIndexPath(item: 0, section: section)),
      frame: LayoutRect(x: x, y: y, width: width, height: height))
  }
}

extension ConformanceCase {
  /// C1–C8, with the numbers of `docs/reference-cases.md` (C9 is an error, tested on its own).
  static let all: [ConformanceCase] = [
    ConformanceCase(
      name: "C1 grid", makeLayout: { ReferenceLayouts.grid }, itemCounts: [100],
      expected: [.cell(0, 0, 0, 75, 75), .cell(7, 150, 75, 75, 75), .cell(99, 300, 1425, 75, 75)],
      contentSize: LayoutSize(width: 375, height: 1500)),
    ConformanceCase(
      name: "C2 two columns", makeLayout: { ReferenceLayouts.twoColumns }, itemCounts: [20],
      expected: [
        .cell(0, 0, 0, 182.5, 44), .cell(1, 192.5, 0, 182.5, 44), .cell(5, 192.5, 88, 182.5, 44),
      ],
      contentSize: LayoutSize(width: 375, height: 440)),
    ConformanceCase(
      name: "C3 distinct sections", makeLayout: { ReferenceLayouts.distinctSections },
      itemCounts: [10, 10, 10],
      expected: [
        .cell(0, 22, 22, 331, 40), .cell(9, 22, 418, 331, 40),
        .cell(0, section: 1, 22, 502, 63, 63), .cell(6, section: 1, 89, 569, 63, 63),
        .cell(4, section: 2, 133.667, 743, 107.667, 63),
        .cell(9, section: 2, 22, 877, 107.667, 63),
      ],
      contentSize: LayoutSize(width: 375, height: 962)),
    ConformanceCase(
      name: "C4 nested groups", makeLayout: { ReferenceLayouts.nestedGroups }, itemCounts: [6],
      expected: [
        .cell(0, 10, 10, 242.5, 304.8), .cell(1, 272.5, 10, 92.5, 142.4),
        .cell(2, 272.5, 172.4, 92.5, 142.4), .cell(3, 10, 334.8, 242.5, 304.8),
      ],
      contentSize: LayoutSize(width: 375, height: 649.6)),
    ConformanceCase(
      name: "C5 plain list", makeLayout: { ReferenceLayouts.list }, itemCounts: [94],
      expected: [.cell(0, 0, 0, 375, 44), .cell(1, 0, 44, 375, 44), .cell(93, 0, 4092, 375, 44)],
      contentSize: LayoutSize(width: 375, height: 4136)),
    ConformanceCase(
      name: "C6 headers and footers", makeLayout: { ReferenceLayouts.headersAndFooters },
      itemCounts: [5, 5],
      expected: [
        .supplementary("header", 10, 0, 355, 44), .cell(0, 10, 44, 355, 44),
        .cell(4, 10, 240, 355, 44), .supplementary("footer", 10, 284, 355, 44),
        .supplementary("header", section: 1, 10, 328, 355, 44),
        .cell(0, section: 1, 10, 372, 355, 44),
      ],
      contentSize: LayoutSize(width: 375, height: 656)),
    // C7 names no content size: two rows of 75 pt squares' groups follow from rule 12.
    ConformanceCase(
      name: "C7 item badges", makeLayout: { ReferenceLayouts.badges }, itemCounts: [8],
      expected: [
        .cell(0, 5, 5, 83.75, 65), .supplementary("badge", 74.75, -1, 20, 20),
        .supplementary("badge", item: 1, 168.5, -1, 20, 20),
      ],
      contentSize: LayoutSize(width: 375, height: 150)),
    ConformanceCase(
      name: "C8 section background", makeLayout: { ReferenceLayouts.backgrounds },
      itemCounts: [5, 5],
      expected: [
        .cell(0, 10, 10, 355, 44), .cell(4, 10, 206, 355, 44),
        .decoration("background", section: 0, 5, 5, 365, 250),
        .cell(0, section: 1, 10, 270, 355, 44),
        .decoration("background", section: 1, 5, 265, 365, 250),
      ],
      contentSize: LayoutSize(width: 375, height: 520)),
  ]
}
