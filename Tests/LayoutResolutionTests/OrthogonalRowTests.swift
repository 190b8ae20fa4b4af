import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct OrthogonalRowTests {}

extension OrthogonalRowTests {
  /// A carousel of 80 %-wide, 120 pt groups with 10 pt spacing and 16 pt insets, holding a
  /// badge on each item, above a plain list section. The groups are 0.8 of the whole 375 pt
  /// (rule 19, iOS 17: faberNovel testDecorationItem; this suite first derived 0.8 of the
  /// 343 pt inside the insets, 274.4 pt).
  static func host(traits: LayoutTraits = LayoutTraits()) -> LayoutHost {
    let badge = LayoutSupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(10), height: .absolute(10)), elementKind: "badge",
      containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    let item = LayoutItem(size: ReferenceLayouts.fractional(1, 1), supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(0.8), height: .absolute(120)),
      subitems: [item])
    var carousel = LayoutSection(group: group, contentInsets: LayoutDirectionalInsets(all: 16))
    carousel.orthogonalScrollingBehavior = .groupPaging
    carousel.interGroupSpacing = 10
    let list = ReferenceLayouts.list.sectionForAnyIndex
    let sections = [carousel, list]
    let layout = CollectionLayout { index, _ in sections[min(index, 1)] }
    return LayoutHost(
      layout: layout, size: ReferenceLayouts.phone, itemCounts: [5, 3], traits: traits)
  }

  @Test func rowDescribesItsScrollableGeometry() {
    let row = Self.host().solvedLayout.orthogonalRow(inSection: 0)
    #expect(row?.behavior == .groupPaging)
    #expect(row?.axis == .horizontal)
    #expect(row?.viewportLength == 375)
    #expect(row?.firstGroupStart == 16)
    #expect(row.map { abs($0.groupLength - 300) < 1e-9 } == true)
    // 16 + 5 · 300 + 4 · 10 + 16.
    #expect(row.map { abs($0.contentLength - 1572) < 1e-9 } == true)
    #expect(Self.host().solvedLayout.orthogonalRow(inSection: 1) == nil)
    #expect(Self.host().solvedLayout.orthogonalSections == [0])
  }

  @Test func rowOffsetMovesTheRowsItemsAndBadgesOnly() {
    let host = Self.host()
    host.rowOffsets[0] = 310
    let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(second.map { abs($0.minX - 16) < 1e-9 } == true)
    let badge = host.attributesForSupplementaryElement(
      ofKind: "badge", at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(badge.map { abs($0.maxX - 316) < 1e-9 } == true)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame.minX == 0)
    let visible = host.visibleAttributes.filter {
      $0.indexPath.section == 0 && $0.category == .cell
    }
    #expect(visible.map(\.indexPath.item) == [0, 1, 2])
    #expect(host.layoutPassCount == 1)
  }

  @Test func rightToLeftRowScrollsMirrored() {
    let host = Self.host(traits: LayoutTraits(readingDirection: .rightToLeft))
    host.rowOffsets[0] = 310
    // The second group comes to the leading (right) inset: 375 − 16 − 300.
    let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(second.map { abs($0.minX - 59) < 1e-9 } == true)
  }
}
