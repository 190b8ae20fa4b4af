#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// The view's geometry, insets and layout are its host's, and its cells follow changes of
/// size and layout on the next layout pass.
@Suite struct CollectionViewGeometryTests {
  static func collectionView(dataSource: Rows) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.gridSection()))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
    return collectionView
  }

  /// 100 items in one section.
  final class Rows: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 100 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func insetsAndOffsetsAreTheScrollViews() {
    let rows = Rows()
    let collectionView = Self.collectionView(dataSource: rows)
    defer { withExtendedLifetime(rows) {} }
    collectionView.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
    #expect(collectionView.adjustedContentInset.top == 67)
    #expect(collectionView.adjustedContentInset.bottom == 54)
    collectionView.contentOffset = CGPoint(x: 0, y: 150)
    #expect(collectionView.bounds == CGRect(x: 0, y: 150, width: 375, height: 812))
    // 20 rows of 75 pt.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1500))
    #expect(collectionView.numberOfSections == 1)
    #expect(
      collectionView.indexPathForItem(at: CGPoint(x: 80, y: 160)) == IndexPath(item: 11, section: 0)
    )
  }

  @Test func aNarrowerFrameLaysTheCellsOutAgain() {
    let rows = Rows()
    let collectionView = Self.collectionView(dataSource: rows)
    defer { withExtendedLifetime(rows) {} }
    let cell = collectionView.cellForItem(at: IndexPath(item: 6, section: 0))
    #expect(cell?.frame == CGRect(x: 75, y: 75, width: 75, height: 75))
    collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
    collectionView.layoutIfNeeded()
    // Five 64 pt columns now: item 6 is row 1, column 1.
    #expect(cell?.frame == CGRect(x: 64, y: 64, width: 64, height: 64))
    #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) === cell)
    // 568 pt of 64 pt rows: rows 0 to 8.
    #expect(collectionView.indexPathsForVisibleItems.count == 45)
  }

  @Test func aNewLayoutMovesTheCellsAndCompletes() {
    let rows = Rows()
    let collectionView = Self.collectionView(dataSource: rows)
    defer { withExtendedLifetime(rows) {} }
    _ = collectionView.visibleCells
    var finished: Bool?
    let list = UICollectionViewCompositionalLayout(section: SampleLayouts.listSection())
    collectionView.setCollectionViewLayout(list, animated: false) { finished = $0 }
    #expect(finished == true)
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 88, width: 375, height: 44))
    #expect(collectionView.collectionViewLayout === list)
  }
}
#endif
