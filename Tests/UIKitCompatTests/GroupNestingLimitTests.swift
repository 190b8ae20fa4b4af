#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutTestSupport
import Testing
import UIKitCompat

/// Nested groups through UIKit's spellings: converting them to the core recurses once per
/// level, so the conversion stops one level past the core's limit, or at the first subitem
/// past its size limit, and the core names the error (issue 24).
@Suite struct GroupNestingLimitTests {}

extension GroupNestingLimitTests {
  /// A chain of `depth` groups, each the only subitem of the one above it, 50 pt tall and
  /// full width, around one item.
  static func chain(depth: Int) -> NSCollectionLayoutGroup {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    var group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [item])
    for _ in 1..<depth {
      group = NSCollectionLayoutGroup.vertical(layoutSize: row, subitems: [group])
    }
    return group
  }

  /// The layout errors and the frame of item 2 of a host of 3 items whose section is a
  /// chain of `depth` groups, laid out on a thread with a 256 KiB stack.
  static func layOutChain(depth: Int) -> (errors: [LayoutError], frame: CGRect?) {
    SmallStackThread.run(stackSize: 256 * 1024) {
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(group: chain(depth: depth)))
      let host = CollectionViewLayoutHost(
        layout: layout, size: CGSize(width: 300, height: 600), itemCounts: [3])
      return (
        host.layout.layoutErrors,
        host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
      )
    }.result
  }

  @Test func theDeepestAcceptedChainLaysOutOnAQuarterMebibyteStack() {
    let laidOut = Self.layOutChain(depth: 16)  // the core's LayoutGroup.maximumNestingDepth
    #expect(laidOut.errors.isEmpty)
    #expect(laidOut.frame == CGRect(x: 0, y: 100, width: 300, height: 50))
  }

  @Test(arguments: [17, 100])
  func aDeeperChainIsANamedError(depth: Int) {
    let laidOut = Self.layOutChain(depth: depth)
    #expect(laidOut.errors == [.groupNestingTooDeep(section: 0, limit: 16)])
    #expect(laidOut.frame == nil)
  }

  @Test func aGroupStandingTwiceAtEachOfFortyLevelsIsRefusedWithoutConvertingItAll() {
    // 2⁴¹ subitems described by 40 objects: converted whole, this would not finish.
    let size = NSCollectionLayoutSize(
      widthDimension: .absolute(10), heightDimension: .absolute(10))
    var group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    for _ in 1..<40 {
      group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [group, group])
    }
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 300, height: 600), itemCounts: [3])
    #expect(host.layout.layoutErrors == [.groupNestingTooDeep(section: 0, limit: 16)])
  }

  @Test func aWideTreeWithinTheDepthIsRefusedByItsSize() {
    // Eight levels of five: 5 + 25 + … + 5⁸ = 488,280 subitems described.
    let size = NSCollectionLayoutSize(
      widthDimension: .absolute(10), heightDimension: .absolute(10))
    var group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size,
      subitems: Array(repeating: NSCollectionLayoutItem(layoutSize: size), count: 5))
    for _ in 1..<8 {
      group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: Array(repeating: group, count: 5))
    }
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 300, height: 600), itemCounts: [3])
    #expect(host.layout.layoutErrors == [.groupDescriptionTooLarge(section: 0, limit: 100_000)])
  }
}
#endif
