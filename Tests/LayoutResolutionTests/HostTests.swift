import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct HostTests {}

extension HostTests {
  @Test func scrollingDoesNotSolveAgain() {
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [1000])
    _ = host.visibleAttributes
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    let visible = host.visibleAttributes
    #expect(host.layoutPassCount == 1)
    #expect(visible.first?.indexPath.item == 20)
    #expect(visible.count == 11 * 5)
  }

  @Test func changingSizeItemCountsOrTraitsRunsTheProviderAgain() {
    let calls = CallCounter()
    let layout = CollectionLayout { _, _ in
      calls.count += 1
      return ReferenceLayouts.list.sectionForAnyIndex
    }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1, 1])
    _ = host.contentSize
    #expect(calls.count == 2)
    host.size = LayoutSize(width: 812, height: 375)
    _ = host.contentSize
    host.itemCounts = [1, 1, 1]
    _ = host.contentSize
    host.traits.readingDirection = .rightToLeft
    _ = host.contentSize
    host.size = LayoutSize(width: 812, height: 375)
    _ = host.contentSize
    #expect(calls.count == 2 + 2 + 3 + 3)
    #expect(host.layoutPassCount == 4)
  }

  @Test func safeAreaNarrowsSectionsAcrossTheScrollAxisOnly() {
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: LayoutSize(width: 812, height: 375), itemCounts: [1],
      referenceInsets: ReferenceInsets(
        safeArea: LayoutDirectionalInsets(top: 20, leading: 44, bottom: 21, trailing: 44)))
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 44, y: 0, width: 724, height: 44))
    #expect(host.environment.container.effectiveContentSize == LayoutSize(width: 724, height: 375))
  }

  @Test func insetsReferenceNoneIgnoresTheSafeArea() {
    let section = ReferenceLayouts.list.sectionForAnyIndex
    let layout = CollectionLayout(
      section: section, configuration: LayoutConfiguration(contentInsetsReference: .none))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 812, height: 375), itemCounts: [1],
      referenceInsets: ReferenceInsets(safeArea: LayoutDirectionalInsets(leading: 44, trailing: 44))
    )
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.width == 812)
  }

  @Test func solvedLayoutIsAValueThatOutlivesChanges() {
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: ReferenceLayouts.phone, itemCounts: [3])
    let before = host.solvedLayout
    host.itemCounts = [10]
    #expect(before.numberOfItems(inSection: 0) == 3)
    #expect(host.solvedLayout.numberOfItems(inSection: 0) == 10)
  }
}

/// Counts section provider calls. A plain class: the host calls its provider on the caller's
/// thread, so a provider may capture it.
private final class CallCounter {
  var count = 0
}
