#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import GalleryKit
import Testing
import UIKitCompat

/// The gallery scrolls its screens through the views' own spellings, so its scrolls are the
/// view's like any other: a wheel is a drag let go, the view decelerates on its own clock, and
/// its prefetch data source hears of what comes.
@Suite struct ViewScrollingTests {
  /// Records what the view prefetches.
  final class Prefetches: UICollectionViewDataSourcePrefetching {
    var items: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
      items += indexPaths
    }
  }

  @Test func aWheelFlingIsTheViewsDeceleration() throws {
    let session = GallerySession(columns: 60, rows: 24, example: "grid")
    let view = try #require(session.screen.collectionView)
    session.handle(.wheelDown)
    #expect(!view.isDragging)
    #expect(view.isDecelerating)
    #expect(session.isAnimating)
    session.settle()
    #expect(!view.isDecelerating)
    #expect(view.contentOffset.y > 0)
  }

  @Test func thePrefetchDataSourceHearsOfTheGallerysScrolls() throws {
    let session = GallerySession(columns: 60, rows: 24, example: "grid")
    let view = try #require(session.screen.collectionView)
    let prefetches = Prefetches()
    view.prefetchDataSource = prefetches
    let ahead = prefetches.items
    #expect(!ahead.isEmpty)
    session.handle(.pageDown)
    session.settle()
    #expect(prefetches.items.count > ahead.count)
    #expect(Set(prefetches.items).count == prefetches.items.count)
  }
}
#endif
