import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Inset-grouped lists against the frames iOS 26.1 reported (Vercantez/openuikit, iPhone 16
/// simulator, 393 pt wide at 3×, rows and headers self-sized by Auto Layout to 50.333 and
/// 36.333 pt).
@Suite struct MeasuredListMetricsTests {
  static let rowHeight = 151.0 / 3
  static let headerHeight = 109.0 / 3

  /// Two sections of `rows` rows, every row and header given its measured height.
  static func host(headers: Bool, rows: Int) -> LayoutHost {
    let configuration = ListHosts.configuration(.insetGrouped) {
      $0.headerMode = headers ? .supplementary : .none
    }
    let host = LayoutHost(
      layout: .list(using: configuration), size: LayoutSize(width: 393, height: 852),
      itemCounts: [rows, rows], traits: LayoutTraits(displayScale: 3))
    for section in 0..<2 {
      if headers {
        host.setPreferredSize(
          LayoutSize(width: 361, height: headerHeight),
          for: .supplementary(
            ofKind: ListLayout.headerKind, at: LayoutIndexPath(item: 0, section: section)))
      }
      for item in 0..<rows {
        host.setPreferredSize(
          LayoutSize(width: 361, height: rowHeight),
          for: .cell(at: LayoutIndexPath(item: item, section: section)))
      }
    }
    return host
  }

  static func isClose(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.01 } ?? false }

  @Test func rowsWithoutHeadersStart35PointsDownAndSections35PointsApart() {
    // listseparatorprobe: rows at 35, 85.33, 135.67, 186; section 1 at 271.33.
    let host = Self.host(headers: false, rows: 4)
    let firstSection = (0..<4).map { ListHosts.row(host, $0)?.minY }
    for (actual, expected) in zip(firstSection, [35, 85.33, 135.67, 186]) {
      #expect(Self.isClose(actual, expected), "\(String(describing: actual))")
    }
    #expect(Self.isClose(ListHosts.row(host, 0, section: 1)?.minY, 271.33))
    #expect(ListHosts.row(host, 0)?.minX == 16)
    #expect(ListHosts.row(host, 0)?.width == 361)
  }

  @Test func supplementaryHeadersSitOnTheirRowsAndSections17PointsApart() {
    // listheaderprobe: header 0 at 0, rows at 36.33, 86.67, 137; header 1 at 205, its rows
    // from 241.33; with ten rows, section 1's first row at 593.67.
    let host = Self.host(headers: true, rows: 3)
    let header = ListHosts.supplementary(host, ListLayout.headerKind)
    #expect(header.map { $0.minX == 16 && $0.minY == 0 && $0.width == 361 } == true)
    for (item, expected) in [36.33, 86.67, 137].enumerated() {
      #expect(Self.isClose(ListHosts.row(host, item)?.minY, expected))
    }
    #expect(
      Self.isClose(ListHosts.supplementary(host, ListLayout.headerKind, section: 1)?.minY, 205))
    #expect(Self.isClose(ListHosts.row(host, 0, section: 1)?.minY, 241.33))
    let longer = Self.host(headers: true, rows: 10)
    #expect(Self.isClose(ListHosts.row(longer, 0, section: 1)?.minY, 593.67))
  }

  @Test func separatorsAreOnePointTallAndInset16PointsOnBothSides() {
    // listseparatorprobe: (32, 84.33, 329, 1) below row 0, none below a section's last row.
    let host = Self.host(headers: false, rows: 4)
    let list = ListLayout(configuration: ListConfiguration(appearance: .insetGrouped))
    let below = ListHosts.separators(host, list, 0)[ListLayout.separatorKind]
    #expect(below.map { $0.minX == 32 && $0.width == 329 && $0.height == 1 } == true)
    #expect(Self.isClose(below?.minY, 84.33))
    #expect(ListHosts.separators(host, list, 3).isEmpty)
  }
}
