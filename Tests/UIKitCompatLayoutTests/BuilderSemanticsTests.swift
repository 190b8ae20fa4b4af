#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// The builder objects behave as UIKit's do: classes, `CGFloat` values, copies where UIKit
/// copies.
@Suite struct BuilderSemanticsTests {
  private let phone = CGSize(width: 375, height: 812)

  @Test func cgFloatValuesAreAcceptedWhereUIKitAcceptsThem() {
    let inset: CGFloat = 8
    let spacing: CGFloat = 10
    let rowHeight: CGFloat = 44
    let sideInset: CGFloat = 16
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(
      top: inset, leading: inset, bottom: inset, trailing: inset)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section), size: phone,
      itemCounts: [4])

    // Columns of (343 − 10) / 2 = 166.5 pt; rows 44 pt, 10 pt apart; cells inset by 8.
    let expected = [
      ExpectedRect(24, 8, 150.5, 28), ExpectedRect(200.5, 8, 150.5, 28),
      ExpectedRect(24, 62, 150.5, 28), ExpectedRect(200.5, 62, 150.5, 28),
    ]
    for (index, frame) in expected.enumerated() {
      expectFrame(
        host.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame, frame)
    }
    expectSize(host.collectionViewContentSize, 375, 98)
  }

  @Test func changingAnItemAfterItsGroupIsBuiltChangesTheLayout() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      repeatingSubitem: item, count: 3)
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    group.interItemSpacing = .fixed(15)
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      size: phone, itemCounts: [3])
    // (375 − 2 × 15) / 3 = 115 pt slots at 0, 130 and 260, inset by 5.
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      ExpectedRect(135, 5, 105, 40))
  }

  @Test func sectionValuesAreCopiedWhenTheLayoutIsMade() {
    let section = SampleLayouts.listSection()
    let layout = UICollectionViewCompositionalLayout(section: section)
    section.contentInsets = NSDirectionalEdgeInsets(top: 100, leading: 0, bottom: 0, trailing: 0)
    let host = CollectionViewLayoutHost(layout: layout, size: phone, itemCounts: [1])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(0, 0, 375, 44))
  }

  @Test func providerSectionsAreReadOnEveryLayoutPass() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let host = CollectionViewLayoutHost(layout: layout, size: phone, itemCounts: [1])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(0, 0, 375, 44))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    host.layout.invalidateLayout()
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(20, 0, 335, 44))
  }

  @Test func configurationIsCopiedInAndOutAsInUIKit() {
    let layout = UICollectionViewCompositionalLayout(section: SampleLayouts.listSection())
    let host = CollectionViewLayoutHost(layout: layout, size: phone, itemCounts: [2, 2])
    layout.configuration.interSectionSpacing = 10
    #expect(layout.configuration.interSectionSpacing == 0)
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(0, 88, 375, 44))

    let configuration = layout.configuration
    configuration.interSectionSpacing = 10
    layout.configuration = configuration
    configuration.interSectionSpacing = 50
    #expect(layout.configuration.interSectionSpacing == 10)
    // The host notices the new configuration without being told.
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(0, 98, 375, 44))
    expectSize(host.collectionViewContentSize, 375, 186)
  }

  @Test func horizontalScrollDirectionLaysGroupsOutAlongX() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let host = CollectionViewLayoutHost(layout: layout, size: phone, itemCounts: [3])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(200, 0, 100, 812))
    expectSize(host.collectionViewContentSize, 300, 812)
  }

  @Test func customGroupFramesComeFromTheItemProvider() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    ) { environment in
      let half = environment.container.contentSize.width / 2
      return [
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 100)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: half, y: 50, width: half, height: 50), zIndex: 3),
      ]
    }
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      size: phone, itemCounts: [3])
    let second = host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    expectFrame(second?.frame, ExpectedRect(187.5, 50, 187.5, 50))
    #expect(second?.zIndex == 3)
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(0, 100, 187.5, 100))
  }

  /// A sample's own subclass, as UIKit allows.
  final class FeedLayout: UICollectionViewCompositionalLayout {}

  @Test func compositionalLayoutSubclassesInheritItsInitializers() {
    let layout: UICollectionViewLayout = FeedLayout(section: SampleLayouts.twoColumnSection())
    let host = CollectionViewLayoutHost(layout: layout, size: phone, itemCounts: [20])
    expectSize(host.collectionViewContentSize, 375, 440)
  }

  @Test func builderObjectsReportTheValuesTheyWereMadeWith() {
    let width = NSCollectionLayoutDimension.fractionalWidth(0.2)
    #expect(width.isFractionalWidth && !width.isFractionalHeight && !width.isAbsolute)
    #expect(width.dimension == 0.2)
    #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
    #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
    #expect(NSCollectionLayoutDimension.estimated(60).isEstimated)
    let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 30)
    #expect(uniform.isUniformAcrossSiblings && !uniform.isEstimated && uniform.dimension == 30)

    let flexible = NSCollectionLayoutSpacing.flexible(8)
    #expect(flexible.isFlexibleSpacing && !flexible.isFixedSpacing && flexible.spacing == 8)
    #expect(NSCollectionLayoutSpacing.fixed(4).isFixedSpacing)

    let edges = NSCollectionLayoutEdgeSpacing(
      leading: .fixed(1), top: nil, trailing: .flexible(2), bottom: nil)
    #expect(edges.leading?.spacing == 1 && edges.top == nil && edges.trailing?.spacing == 2)

    let anchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
    #expect(anchor.edges == [.top, .trailing] && anchor.offset == CGPoint(x: 0.3, y: -0.3))
    #expect(NSCollectionLayoutAnchor(edges: .all).isAbsoluteOffset)

    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)
    #expect(group.subitems.count == 1 && group.subitems[0] === item)
    #expect(group.layoutSize === size && item.contentInsets == .zero && item.edgeSpacing == nil)
  }
}
#endif
