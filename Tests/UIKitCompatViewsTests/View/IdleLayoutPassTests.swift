#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// A layout pass with nothing to place queries nothing: reading the shown views again costs
/// what they are, and what moved them (a scroll, a change of data) brings the query back
/// (rule 31).
@MainActor @Suite struct IdleLayoutPassTests {
  /// A 320 × 480 list of 44 pt rows over `items` items whose visible-items handler counts
  /// the queries of the visible rect (rule 22 runs it on each), with cells of `ValueCell`.
  final class Screen: NSObject, UICollectionViewDataSource {
    var items: [String]
    var queries = 0
    var asked = 0
    private(set) var collectionView: UICollectionView?

    init(items: [String]) {
      self.items = items
      super.init()
      let section = SampleLayouts.listSection()
      section.visibleItemsInvalidationHandler = { [weak self] _, _, _ in self?.queries += 1 }
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      collectionView.register(ValueCell<String>.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = self
      collectionView.layoutIfNeeded()
      self.collectionView = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { items.count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      asked += 1
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? ValueCell<String>)?.value = items[indexPath.item]
      return cell
    }
  }

  @Test func readingTheShownCellsAgainQueriesNothing() throws {
    let screen = Screen(items: (0..<40).map { "Row \($0)" })
    let collectionView = try #require(screen.collectionView)
    let (queries, asked) = (screen.queries, screen.asked)
    #expect(queries > 0 && asked == 11)
    for _ in 0..<5 {
      _ = collectionView.visibleCells
      _ = collectionView.indexPathsForVisibleItems
      _ = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    }
    #expect(screen.queries == queries)
    #expect(screen.asked == asked)
    #expect(collectionView.visibleCells.count == 11)
  }

  @Test func aNewContentInsetPinsTheHeaderAgain() {
    let section = SampleLayouts.listSection()
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "header",
      withReuseIdentifier: "header")
    let source = HeaderSource()
    collectionView.dataSource = source
    collectionView.contentOffset.y = 300
    #expect(collectionView.visibleSupplementaryViews(ofKind: "header").first?.frame.minY == 300)
    collectionView.contentInset.top = 20
    #expect(collectionView.visibleSupplementaryViews(ofKind: "header").first?.frame.minY == 320)
  }

  /// Forty plain cells under one header.
  final class HeaderSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 40 }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      UICollectionViewCell(frame: .zero)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  @Test func aScrollOrAChangeOfDataLaysOutAgain() throws {
    let screen = Screen(items: (0..<40).map { "Row \($0)" })
    let collectionView = try #require(screen.collectionView)
    let queries = screen.queries
    collectionView.contentOffset.y = 440
    let shown = collectionView.indexPathsForVisibleItems.map(\.item)
    #expect(screen.queries > queries)
    #expect(shown == Array(10..<21))
    screen.items[12] = "Changed"
    collectionView.reloadItems(at: [IndexPath(item: 12, section: 0)])
    let cell = collectionView.cellForItem(at: IndexPath(item: 12, section: 0))
    #expect((cell as? ValueCell<String>)?.value == "Changed")
  }
}
#endif
