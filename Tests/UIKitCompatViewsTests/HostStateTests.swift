#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// The compat host's UIKit-style state: bounds, offset, traits, insets, counts.
@Suite struct HostStateTests {
  /// Counts section provider calls and records the environments it saw.
  final class ProviderLog {
    var calls = 0
    var environments: [NSCollectionLayoutEnvironment] = []
  }

  private func listLayout(log: ProviderLog, reference: UIContentInsetsReference = .automatic)
    -> UICollectionViewLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      log.calls += 1
      log.environments.append(environment)
      let section = SampleLayouts.listSection()
      section.contentInsetsReference = reference
      return section
    }
  }

  @Test func scrollingLaysOutNothingAndInvalidatingLaysOutAgain() {
    let log = ProviderLog()
    let host = CollectionViewLayoutHost(
      layout: listLayout(log: log), size: CGSize(width: 375, height: 812), itemCounts: [50, 50])
    _ = host.collectionViewContentSize
    #expect(log.calls == 2)
    host.contentOffset = CGPoint(x: 0, y: 2000)
    let visible = host.layoutAttributesForElements(in: host.bounds)
    #expect(log.calls == 2)
    // Section 1 starts at 2200; the rect 2000..2812 holds rows 45–49 and 0–13 of section 1.
    #expect(visible.first?.indexPath == IndexPath(item: 45, section: 0))
    #expect(visible.last?.indexPath == IndexPath(item: 13, section: 1))
    host.layout.invalidateLayout()
    _ = host.collectionViewContentSize
    #expect(log.calls == 4)
  }

  @Test func settingBoundsMovesAndResizes() {
    let log = ProviderLog()
    let host = CollectionViewLayoutHost(
      layout: listLayout(log: log), size: CGSize(width: 375, height: 812), itemCounts: [30])
    host.bounds = CGRect(x: 0, y: 100, width: 1024, height: 768)
    #expect(host.contentOffset == CGPoint(x: 0, y: 100))
    #expect(host.size == CGSize(width: 1024, height: 768))
    #expect(host.bounds == CGRect(x: 0, y: 100, width: 1024, height: 768))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(0, 88, 1024, 44))
    #expect(log.environments.last?.container.contentSize == CGSize(width: 1024, height: 768))
  }

  @Test func itemCountsAndSectionCountsFollowTheDataSource() {
    let view = CountedCollectionView(
      layout: listLayout(log: ProviderLog()), size: CGSize(width: 375, height: 812),
      itemCounts: [3, 7])
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfItems(inSection: 1) == 7)
    #expect(view.numberOfItems(inSection: 2) == 0)
    view.counts.counts = [3, 7, 1]
    view.reloadData()
    #expect(view.numberOfSections == 3)
    expectSize(view.contentSize, 375, 44 * 11)
  }

  @Test func traitsReachTheProviderAndRightToLeftMirrorsFrames() {
    let log = ProviderLog()
    let layout = UICollectionViewCompositionalLayout { _, environment in
      log.environments.append(environment)
      return SampleLayouts.twoColumnSection()
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [2])
    host.traitCollection = UITraitCollection(
      horizontalSizeClass: .compact, verticalSizeClass: .regular, layoutDirection: .rightToLeft)
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(192.5, 0, 182.5, 44))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      ExpectedRect(0, 0, 182.5, 44))
    let traits = log.environments.last?.traitCollection
    #expect(traits?.horizontalSizeClass == .compact)
    #expect(traits?.verticalSizeClass == .regular)
    #expect(traits?.layoutDirection == .rightToLeft)
    #expect(host.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test(arguments: [UIUserInterfaceLayoutDirection.leftToRight, .rightToLeft])
  func safeAreaInsetsStayOnTheirPhysicalSide(_ direction: UIUserInterfaceLayoutDirection) {
    let log = ProviderLog()
    let host = CollectionViewLayoutHost(
      layout: listLayout(log: log), size: CGSize(width: 375, height: 812), itemCounts: [1])
    host.safeAreaInsets = UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 0)
    host.traitCollection = UITraitCollection(layoutDirection: direction)
    #expect(host.safeAreaInsets == UIEdgeInsets(top: 47, left: 44, bottom: 34, right: 0))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(44, 0, 331, 44))
    let container = log.environments.last?.container
    #expect(container?.effectiveContentSize.width == 331)
    let expectedLeading: CGFloat = direction == .leftToRight ? 44 : 0
    #expect(container?.effectiveContentInsets.leading == expectedLeading)
  }

  @Test func layoutMarginsInsetSectionsThatMeasureFromThem() {
    let host = CollectionViewLayoutHost(
      layout: listLayout(log: ProviderLog(), reference: .layoutMargins),
      size: CGSize(width: 375, height: 812), itemCounts: [1])
    host.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    #expect(host.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(16, 0, 343, 44))
  }

  @Test func replacingTheLayoutLaysOutTheNewOne() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [10])
    host.layout = UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    expectSize(host.collectionViewContentSize, 375, 150)
  }

  @Test func attributesKeepFrameCentreSizeAndBoundsInStep() {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
    #expect(attributes.representedElementCategory == .cell)
    #expect(attributes.representedElementKind == nil)
    #expect(attributes.alpha == 1 && !attributes.isHidden && attributes.transform.isIdentity)
    attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(attributes.center == CGPoint(x: 60, y: 40))
    attributes.size = CGSize(width: 50, height: 20)
    #expect(attributes.frame == CGRect(x: 35, y: 30, width: 50, height: 20))
    attributes.center = CGPoint(x: 0, y: 0)
    #expect(attributes.frame == CGRect(x: -25, y: -10, width: 50, height: 20))
    attributes.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(attributes.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
    #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))

    let header = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: 2))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
    let background = UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 2))
    #expect(background.representedElementCategory == .decorationView)
  }
}
#endif
