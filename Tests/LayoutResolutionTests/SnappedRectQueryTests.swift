import LayoutGeometry
import LayoutResolution
import Testing

/// A rect query returns exactly the elements whose returned (pixel-snapped) frames meet the
/// rect, as per-item lookups give them, though it searches the solver's unsnapped frames.
struct SnappedRectQueryTests {
  /// Rows `height` tall under a top inset of `inset`, at one pixel per point.
  static func rows(height: Double, inset: Double) -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
      subitems: [item])
    var section = LayoutSection(group: group)
    section.contentInsets = LayoutDirectionalInsets(top: inset, leading: 0, bottom: 0, trailing: 0)
    return LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: 100, height: 400),
      itemCounts: [20], traits: LayoutTraits(displayScale: 1))
  }

  static func cells(of host: LayoutHost, in rect: LayoutRect) -> [Int] {
    host.attributesForElements(in: rect).filter { $0.category == .cell }.map(\.indexPath.item)
      .sorted()
  }

  @Test func aRowSnappedAwayFromTheRectIsNotReturned() throws {
    // Found by FuzzLayout: a row at y 0.2 to 0.4 snaps to a line at 0, which does not meet
    // a rect from 0.3; the query returned it because its unsnapped frame did.
    let host = Self.rows(height: 0.2, inset: 0.2)
    let first = try #require(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
    #expect(first.frame == LayoutRect(x: 0, y: 0, width: 100, height: 0))
    #expect(
      !Self.cells(of: host, in: LayoutRect(x: 0, y: 0.3, width: 100, height: 0.05)).contains(0))
  }

  @Test func aRowSnappedIntoTheRectIsReturned() throws {
    // A row from 0 to 1.5 snaps to 0 to 2, which meets a rect from 1.7 that its unsnapped
    // frame misses.
    let host = Self.rows(height: 1.5, inset: 0)
    let first = try #require(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0)))
    #expect(first.frame == LayoutRect(x: 0, y: 0, width: 100, height: 2))
    #expect(Self.cells(of: host, in: LayoutRect(x: 0, y: 1.7, width: 100, height: 1)) == [0, 1])
  }

  @Test func queriesAgreeWithLookupsAcrossSubPixelRects() {
    let host = Self.rows(height: 1.3, inset: 0.45)
    let frames = (0..<20).compactMap {
      host.attributesForItem(at: LayoutIndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.count == 20)
    for top in stride(from: 0.0, through: 20, by: 0.35) {
      let rect = LayoutRect(x: 0, y: top, width: 100, height: 0.9)
      let expected = frames.indices.filter { frames[$0].intersects(rect) }
      #expect(Self.cells(of: host, in: rect) == expected, "rect at y \(top)")
    }
  }
}
