#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// An item inserted, reloaded or reconfigured is measured by a cell configured for its new
/// content, and the size that cell prefers replaces the old one (rule 21a).
@Suite struct MeasuringChangedItemsTests {
  /// A cell of the size its item asks for, along the axes given.
  final class SizedCell: UICollectionViewCell {
    var size = CGSize.zero

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      if size.width > 0 { layoutAttributes.size.width = size.width }
      if size.height > 0 { layoutAttributes.size.height = size.height }
      return layoutAttributes
    }
  }

  /// The sizes of the items, as an app's model holds them.
  final class Model {
    var sizes: [Int: CGSize]

    init(_ sizes: [Int: CGSize]) {
      self.sizes = sizes
    }
  }

  /// A screen whose items' sizes its model holds.
  struct Screen {
    let collectionView: UICollectionView
    let model: Model
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(layout: UICollectionViewLayout, sizes: [Int: CGSize], items: [Int]) {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 400), collectionViewLayout: layout)
      let model = Model(sizes)
      self.model = model
      let registration = UICollectionView.CellRegistration<SizedCell, Int> { cell, _, item in
        cell.size = model.sizes[item] ?? .zero
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(items)
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
    }

    func frame(_ item: Int) -> CGRect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
  }

  /// Full-width rows estimated 44 pt tall.
  static func rows(_ heights: [Int: CGFloat]) -> Screen {
    Screen(
      layout: SelfSizingCellTests.estimatedList(),
      sizes: heights.mapValues { CGSize(width: 0, height: $0) }, items: heights.keys.sorted())
  }

  /// Chips estimated 80 pt wide and 32 pt tall, 8 pt apart, in lines 8 pt apart (rule 21c).
  static func chips(_ widths: [Int: CGFloat]) -> Screen {
    let chip = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
    let line = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
      subitems: [chip])
    line.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: line)
    section.interGroupSpacing = 8
    return Screen(
      layout: UICollectionViewCompositionalLayout(section: section),
      sizes: widths.mapValues { CGSize(width: $0, height: 0) }, items: widths.keys.sorted())
  }

  @Test func anItemAppliedAtTheTopTakesItsOwnHeight() {
    let screen = Self.rows([1: 40, 2: 50, 3: 60])
    screen.model.sizes[0] = CGSize(width: 0, height: 90)
    var snapshot = screen.dataSource.snapshot()
    snapshot.insertItems([0], beforeItem: 1)
    screen.dataSource.apply(snapshot)
    screen.collectionView.layoutIfNeeded()
    #expect(screen.frame(0) == CGRect(x: 0, y: 0, width: 375, height: 90))
    #expect(screen.frame(1) == CGRect(x: 0, y: 90, width: 375, height: 40))
    #expect(screen.frame(3) == CGRect(x: 0, y: 180, width: 375, height: 60))  // 90 + 40 + 50
  }

  /// Items of their sizes, by a data source of the app's own, told of changes by the view's
  /// own update methods.
  typealias SizesDataSource = ArrayDataSource<SizedCell, CGSize>

  static func sizes(_ sizes: [CGSize]) -> SizesDataSource {
    ArrayDataSource(
      sizes,
      registration: UICollectionView.CellRegistration<SizedCell, CGSize> { cell, _, size in
        cell.size = size
      })
  }

  /// A view of full-width rows estimated 44 pt tall, of `heights`, laid out.
  static func rows(_ dataSource: SizesDataSource) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 400),
      collectionViewLayout: SelfSizingCellTests.estimatedList())
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    return collectionView
  }

  static func heights(_ heights: [CGFloat]) -> [CGSize] {
    heights.map { CGSize(width: 0, height: $0) }
  }

  @Test func anItemInsertedAtTheTopTakesItsOwnHeight() {
    let dataSource = Self.sizes(Self.heights([40, 50, 60]))
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    let collectionView = Self.rows(dataSource)
    dataSource.items.insert(CGSize(width: 0, height: 90), at: 0)
    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    collectionView.layoutIfNeeded()
    let frames = collectionView.visibleCells.map(\.frame)
    #expect(frames.map(\.height) == [90, 40, 50, 60])
    #expect(frames.map(\.minY) == [0, 90, 130, 180])
  }

  /// How a view is told that an item's content changed.
  enum ContentChange: String, CaseIterable, Sendable {
    case reload, reconfigure

    func tell(_ collectionView: UICollectionView, _ indexPaths: [IndexPath]) {
      switch self {
      case .reload: collectionView.reloadItems(at: indexPaths)
      case .reconfigure: collectionView.reconfigureItems(at: indexPaths)
      }
    }
  }

  @Test(arguments: ContentChange.allCases)
  func anItemChangedThroughTheViewTakesItsNewHeight(_ change: ContentChange) {
    let dataSource = Self.sizes(Self.heights([40, 60, 50]))
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    let collectionView = Self.rows(dataSource)
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    dataSource.items[1].height = 200
    change.tell(collectionView, [IndexPath(item: 1, section: 0)])
    collectionView.layoutIfNeeded()
    #expect(collectionView.visibleCells.map(\.frame.height) == [40, 200, 50])
    // A reconfigured item keeps its cell, configured anew (UIKit's reconfigureItems(at:)).
    let kept = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell
    #expect(kept == (change == .reconfigure))
  }

  @Test func aReloadedItemIsMeasuredAgain() {
    let screen = Self.rows([0: 40, 1: 60, 2: 50])
    screen.model.sizes[1] = CGSize(width: 0, height: 200)
    var snapshot = screen.dataSource.snapshot()
    snapshot.reloadItems([1])
    screen.dataSource.apply(snapshot)
    screen.collectionView.layoutIfNeeded()
    #expect(screen.frame(1) == CGRect(x: 0, y: 40, width: 375, height: 200))
    #expect(screen.frame(2)?.minY == 240)  // 40 + 200
  }

  @Test func aReconfiguredChipTakesItsNewWidthAndItsLineReflows() {
    // 100 + 8 + 100 + 8 + 100 + 8 + 50 = 374: one line of four.
    let screen = Self.chips([0: 100, 1: 100, 2: 100, 3: 50])
    #expect(screen.frame(3) == CGRect(x: 324, y: 0, width: 50, height: 32))
    screen.model.sizes[1] = CGSize(width: 150, height: 0)
    var snapshot = screen.dataSource.snapshot()
    snapshot.reconfigureItems([1])
    screen.dataSource.apply(snapshot)
    screen.collectionView.layoutIfNeeded()
    #expect(screen.frame(1) == CGRect(x: 108, y: 0, width: 150, height: 32))
    #expect(screen.frame(2) == CGRect(x: 266, y: 0, width: 100, height: 32))
    // 366 + 8 + 50 > 375: the last chip wraps to the next line.
    #expect(screen.frame(3) == CGRect(x: 0, y: 40, width: 50, height: 32))
  }
}
#endif
