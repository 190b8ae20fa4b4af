#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// Scrolling by a clip view's bounds and by item positions, as AppKit spells it.
@Suite struct NSCollectionViewScrollingTests {
  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  /// 100 rows of 44 pt in a 440 pt view: content 4400 tall, offsets 0…3960.
  static func view() -> (NSCollectionView, CountsDataSource) { rowsView([100]) }

  @Test func scrollToItemsPutsTheItemsBoundingBoxWhereAsked() {
    let (collectionView, dataSource) = Self.view()
    collectionView.scrollToItems(at: [Self.path(20)], scrollPosition: .top)
    #expect(abs(collectionView.visibleRect.minY - (880)) < 0.001)
    collectionView.scrollToItems(at: [Self.path(20), Self.path(22)], scrollPosition: .bottom)
    // Rows 20…22 span 880…1012; their bottom at the view's bottom.
    #expect(abs(collectionView.visibleRect.minY - (1012 - 440)) < 0.001)
    collectionView.scrollToItems(at: [Self.path(50)], scrollPosition: .centeredVertically)
    #expect(abs(collectionView.visibleRect.minY - (2200 + 22 - 220)) < 0.001)
    collectionView.scrollToItems(at: [Self.path(99)], scrollPosition: .top)
    #expect(abs(collectionView.visibleRect.minY - (3960)) < 0.001)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func theNearestEdgeMovesAsLittleAsItCan() {
    let (collectionView, dataSource) = Self.view()
    collectionView.scrollToItems(at: [Self.path(5)], scrollPosition: .nearestHorizontalEdge)
    #expect(abs(collectionView.visibleRect.minY - (0)) < 0.001)
    collectionView.scrollToItems(at: [Self.path(30)], scrollPosition: .nearestHorizontalEdge)
    // Row 30 spans 1320…1364: its bottom at the view's bottom.
    #expect(abs(collectionView.visibleRect.minY - (1364 - 440)) < 0.001)
    collectionView.scrollToItems(at: [Self.path(10)], scrollPosition: .nearestHorizontalEdge)
    #expect(abs(collectionView.visibleRect.minY - (440)) < 0.001)
    withExtendedLifetime(dataSource) {}
  }

  @Test func twoVerticalPositionsAreRefusedAndNothingMoves() {
    let (collectionView, dataSource) = Self.view()
    collectionView.scroll(NSPoint(x: 0, y: 100))
    collectionView.scrollToItems(at: [Self.path(50)], scrollPosition: [.top, .bottom])
    #expect(collectionView.lastError == .conflictingScrollPositions([.top, .bottom]))
    #expect(abs(collectionView.visibleRect.minY - (100)) < 0.001)
    collectionView.lastError = nil
    collectionView.selectItems(at: [Self.path(50)], scrollPosition: [.left, .nearestVerticalEdge])
    #expect(collectionView.lastError == .conflictingScrollPositions([.left, .nearestVerticalEdge]))
    #expect(collectionView.selectionIndexPaths.isEmpty)
    collectionView.scrollToItems(at: [Self.path(50)], scrollPosition: [.top, .left])
    #expect(abs(collectionView.visibleRect.minY - (2200)) < 0.001)
    withExtendedLifetime(dataSource) {}
  }

  @Test func theClipViewsBoundsOriginIsTheScrollPositionKeptWithinTheContent() throws {
    let (collectionView, dataSource) = Self.view()
    let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    scrollView.documentView = collectionView
    #expect(collectionView.enclosingScrollView === scrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1000))
    #expect(scrollView.contentView.bounds == NSRect(x: 0, y: 1000, width: 200, height: 440))
    #expect(collectionView.indexPathsForVisibleItems().sorted().first == Self.path(22))
    scrollView.contentView.scroll(to: NSPoint(x: 50, y: 99_999))
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 3960, width: 200, height: 440))
    scrollView.frame.size = NSSize(width: 300, height: 880)
    #expect(collectionView.frame.size == NSSize(width: 300, height: 880))
    #expect(collectionView.frameForItem(at: Self.path(0)).width == 300)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aScrollByANumberThatIsNotFiniteIsRefused() {
    let (collectionView, dataSource) = Self.view()
    collectionView.scroll(NSPoint(x: 0, y: 88))
    collectionView.scroll(NSPoint(x: 0, y: CGFloat.nan))
    #expect(collectionView.lastError == .refused(.geometryNotFinite))
    #expect(abs(collectionView.visibleRect.minY - (88)) < 0.001)
    withExtendedLifetime(dataSource) {}
  }
}
#endif
