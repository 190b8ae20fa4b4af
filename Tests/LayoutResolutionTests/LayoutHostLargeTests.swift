import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct LargeLayoutTests {}

extension LargeLayoutTests {
  @Test func millionItemGridAnswersDeepQueriesExactly() {
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: LayoutSize(width: 390, height: 844),
      itemCounts: [1_000_000])
    #expect(host.contentSize.height == 78 * 200_000)
    let last = host.attributesForItem(at: LayoutIndexPath(item: 999_999, section: 0))
    #expect(last?.frame == LayoutRect(x: 312, y: 78 * 199_999, width: 78, height: 78))
    let rect = LayoutRect(x: 0, y: 78 * 150_000 + 1, width: 390, height: 844)
    let visible = host.attributesForElements(in: rect)
    #expect(visible.first?.indexPath.item == 750_000)
    #expect(visible.count == 11 * 5)
  }
}
