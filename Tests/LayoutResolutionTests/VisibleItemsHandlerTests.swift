import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct VisibleItemsHandlerTests {}

extension VisibleItemsHandlerTests {
  /// A carousel of 200 pt groups whose handler scales each item by its distance from the
  /// row's centre — the common idiom — and a list section whose handler fades rows.
  static func host() -> LayoutHost {
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(200, 100),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    var carousel = LayoutSection(group: group)
    carousel.orthogonalScrollingBehavior = .continuous
    carousel.visibleItemsInvalidationHandler = { items, offset, environment in
      let width = environment.container.contentSize.width
      for index in items.indices {
        let distance = abs(items[index].frame.midX - offset.x - width / 2)
        let scale = max(0.5, 1 - distance / width)
        items[index].transform = .scale(x: scale, y: scale)
      }
    }
    var list = ReferenceLayouts.list.sectionForAnyIndex
    list.visibleItemsInvalidationHandler = { items, offset, _ in
      for index in items.indices { items[index].alpha = offset.y > 0 ? 0.5 : 1 }
    }
    let sections = [carousel, list]
    return LayoutHost(
      layout: CollectionLayout { index, _ in sections[min(index, 1)] },
      size: ReferenceLayouts.phone, itemCounts: [6, 20])
  }

  @Test func carouselHandlerScalesItemsByTheirDistanceFromTheRowCentre() {
    let host = Self.host()
    host.rowOffsets[0] = 200
    let carousel = host.visibleAttributes.filter { $0.indexPath.section == 0 }
    // Item 1 spans 200…400 in row coordinates: at offset 200 its centre (300) is 87.5 pt
    // from the visible centre (200 + 187.5), so its scale is 1 − 87.5 / 375.
    let second = carousel.first { $0.indexPath.item == 1 }
    #expect(second.map { abs($0.transform.a - (1 - 87.5 / 375)) < 1e-9 } == true)
    #expect(second?.frame.minX == 0)
    #expect(carousel.map(\.indexPath.item) == [1, 2])
  }

  @Test func handlerSeesTheContentOffsetForAnOrdinarySection() {
    let host = Self.host()
    #expect(
      host.visibleAttributes.filter { $0.indexPath.section == 1 }.allSatisfy { $0.alpha == 1 })
    host.contentOffset = LayoutPoint(x: 0, y: 10)
    let faded = host.visibleAttributes.filter { $0.indexPath.section == 1 }
    #expect(!faded.isEmpty)
    #expect(faded.allSatisfy { $0.alpha == 0.5 })
  }

  @Test func handlerChangesShowOnlyInVisibleQueries() {
    let host = Self.host()
    host.contentOffset = LayoutPoint(x: 0, y: 10)
    #expect(host.attributesForElements(in: host.visibleRect).allSatisfy { $0.alpha == 1 })
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.transform == .identity)
    #expect(host.layoutPassCount == 1)
  }

  @Test func nonsenseFromAHandlerIsClampedOrIgnored() {
    var list = ReferenceLayouts.list.sectionForAnyIndex
    list.visibleItemsInvalidationHandler = { items, _, _ in
      for index in items.indices {
        switch index % 3 {
        case 0: items[index].alpha = .nan
        case 1: items[index].alpha = 7
        default:
          items[index].center = LayoutPoint(x: .infinity, y: 1)
          items[index].transform = LayoutTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }
      }
    }
    let host = LayoutHost(
      layout: CollectionLayout(section: list), size: ReferenceLayouts.phone, itemCounts: [3])
    let visible = host.visibleAttributes
    #expect(visible.map(\.alpha) == [1, 1, 1])
    #expect(visible[2].frame == LayoutRect(x: 0, y: 88, width: 375, height: 44))
    #expect(visible[2].transform == .identity)
  }
}
