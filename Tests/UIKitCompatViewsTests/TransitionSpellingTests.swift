#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Animated changes through UIKit's spellings (rule 21d): batch updates and new layouts
/// animate, and a layout's appearing and disappearing hooks decide their ends.
@Suite struct TransitionSpellingTests {
  /// Full-width rows 50 pt tall in a 375 × 812 viewport, shown by `layout` (one column by
  /// default).
  static func view(_ layout: UICollectionViewLayout = layout(columns: 1), rows: Int = 20)
    -> CountedCollectionView
  {
    CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [rows])
  }

  /// The section of rows `columns` to a row, 50 pt tall.
  static func section(columns: Int) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / CGFloat(columns)),
        heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  static func layout(columns: Int) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: section(columns: columns))
  }

  /// A layout whose inserted items grow in from half their size and deleted ones slide
  /// out to the left.
  final class GrowingLayout: UICollectionViewCompositionalLayout {
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      let start = collectionView?.layoutAttributesForItem(at: itemIndexPath)
      start?.alpha = 0
      start?.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      return start
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      let end = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
      end.frame = CGRect(x: -375, y: 50 * CGFloat(itemIndexPath.item), width: 375, height: 50)
      return end
    }
  }
}

extension TransitionSpellingTests {
  @Test func aBatchUpdateAnimatesAndCompletesAtOnce() {
    let view = Self.view()
    view.counts.counts = [19]
    var finished: Bool?
    view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }) {
      finished = $0
    }
    #expect(finished == true)
    #expect(view.core.transition?.duration == 0.3)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    view.advance(by: 0.3)
    #expect(view.core.transition == nil)
  }

  @Test func theLayoutsHooksDecideHowItemsAppearAndDisappear() throws {
    let view = Self.view(GrowingLayout(section: Self.section(columns: 1)))
    view.performBatchUpdates({
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      view.insertItems(at: [IndexPath(item: 3, section: 0)])
    })
    let transition = try #require(view.core.transition)
    let appearing = transition.elements.first { $0.role == .appearing }
    #expect(appearing?.initial.transform == .scale(x: 0.5, y: 0.5))
    #expect(appearing?.initial.alpha == 0)
    #expect(appearing?.final.indexPath == LayoutIndexPath(item: 3, section: 0))
    let disappearing = transition.elements.first { $0.role == .disappearing }
    #expect(disappearing?.final.frame.minX == -375)
    #expect(disappearing?.final.alpha == 1)
  }

  @Test func aNewLayoutAnimatedRunsItemsToTheirNewFrames() throws {
    let view = Self.view()
    var completed = false
    view.setCollectionViewLayout(Self.layout(columns: 2), animated: true) { completed = $0 }
    #expect(completed)
    let transition = try #require(view.core.transition)
    let third = transition.elements.first {
      $0.final.indexPath == LayoutIndexPath(item: 3, section: 0)
    }
    #expect(third?.initial.frame == LayoutRect(x: 0, y: 150, width: 375, height: 50))
    #expect(third?.final.frame == LayoutRect(x: 187.5, y: 50, width: 187.5, height: 50))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 187.5, y: 50, width: 187.5, height: 50))
  }

  @Test func aNewLayoutWithoutAnimationJumps() {
    let view = Self.view()
    view.setCollectionViewLayout(Self.layout(columns: 2), animated: false)
    #expect(view.core.transition == nil)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 187.5)
  }
}
#endif
