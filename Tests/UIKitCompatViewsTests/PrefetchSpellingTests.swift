#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// `prefetchDataSource` (rule 27): what a view scrolled through UIKit's spellings tells it.
@Suite struct PrefetchSpellingTests {
  /// Records the calls a view makes, in order.
  final class PrefetchLog: UICollectionViewDataSourcePrefetching {
    enum Call: Equatable {
      case prefetch([IndexPath])
      case cancel([IndexPath])
    }

    var calls: [Call] = []

    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      calls.append(.prefetch(indexPaths))
    }

    func collectionView(
      _ collectionView: UICollectionView,
      cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      calls.append(.cancel(indexPaths))
    }
  }

  /// Implements only the required method, as most apps do.
  final class PrefetchOnly: UICollectionViewDataSourcePrefetching {
    var prefetched: [IndexPath] = []

    func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) {
      prefetched += indexPaths
    }
  }

  /// The items of rows `rows` of a grid of five columns.
  static func items(ofRows rows: ClosedRange<Int>) -> [IndexPath] {
    rows.flatMap { row in (0..<5).map { IndexPath(item: row * 5 + $0, section: 0) } }
  }
}

extension PrefetchSpellingTests {
  @Test func scrollingTellsThePrefetchDataSourceWhatComesAheadAndWhatNoLongerDoes() {
    // 200 items, 40 rows of 75 pt, a 812 pt screen.
    let view = TouchSpellingTests.gridView(items: 200)
    let log = PrefetchLog()
    view.prefetchDataSource = log
    #expect(log.calls == [.prefetch(Self.items(ofRows: 11...21))])
    view.setContentOffset(CGPoint(x: 0, y: 75), animated: false)
    #expect(log.calls.last == .prefetch(Self.items(ofRows: 22...22)))
    view.contentOffset = .zero
    #expect(log.calls.last == .cancel(Self.items(ofRows: 12...22)))
    log.calls = []
    // Item 50 (row 10) to the top: rows 10…20 show, rows 21…31 come ahead.
    view.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
    #expect(log.calls == [.prefetch(Self.items(ofRows: 21...31))])
    log.calls = []
    // An animated scroll down to 1000 prefetches rows 32…34 along the way; rows 21…24 show
    // and are never cancelled.
    view.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
    for _ in 0..<240 { view.advance(by: 1.0 / 120) }
    #expect(view.contentOffset.y == 1000)
    #expect(log.calls.allSatisfy { if case .prefetch = $0 { true } else { false } })
    #expect(
      log.calls.flatMap { call -> [IndexPath] in
        guard case .prefetch(let paths) = call else { return [] }
        return paths
      } == Self.items(ofRows: 32...34))
  }

  @Test func nothingIsToldWhilePrefetchingIsOff() {
    let view = TouchSpellingTests.gridView(items: 200)
    let log = PrefetchLog()
    view.isPrefetchingEnabled = false
    view.prefetchDataSource = log
    view.contentOffset = CGPoint(x: 0, y: 500)
    #expect(log.calls.isEmpty)
    // On again: the band ahead of where the screen is now (rows 18…28; row 17 shows).
    view.isPrefetchingEnabled = true
    #expect(log.calls == [.prefetch(Self.items(ofRows: 18...28))])
  }

  @Test func cancellingIsOptional() {
    let view = TouchSpellingTests.gridView(items: 200)
    let prefetchOnly = PrefetchOnly()
    view.prefetchDataSource = prefetchOnly
    view.contentOffset = CGPoint(x: 0, y: 75)
    view.contentOffset = .zero
    #expect(prefetchOnly.prefetched == Self.items(ofRows: 11...22))
  }
}
#endif
