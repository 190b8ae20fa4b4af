#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// Code that imports the core modules as well as UIKitCompat (as the `CompositionalLayout`
/// umbrella does) still means UIKitCompat's host by `CollectionViewLayoutHost`, and the bridges agree
/// with the core.
@Suite struct CoreInteropTests {
  @Test func unqualifiedLayoutHostIsTheCompatHostWhenCoreIsImportedToo() {
    let layout: UICollectionViewLayout = UICollectionViewCompositionalLayout(
      section: SampleLayouts.gridSection())
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100])
    let errors: [LayoutError] = host.layout.layoutErrors
    #expect(errors.isEmpty)
    let coreHost: LayoutResolution.LayoutHost = host.core
    #expect(coreHost.contentSize == LayoutSize(width: 375, height: 1500))
  }

  @Test func compatLayoutMatchesTheSameLayoutWrittenWithTheCoreAPI() {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let coreHost = LayoutResolution.LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [100])
    let compatHost = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [100])
    for index in 0..<100 {
      let core = coreHost.attributesForItem(at: LayoutIndexPath(item: index, section: 0))
      let compat = compatHost.layoutAttributesForItem(at: IndexPath(item: index, section: 0))
      let coreFrame = core.map {
        CGRect(x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height)
      }
      #expect(compat?.frame == coreFrame)
    }
  }

  @Test func supplementaryAndDecorationValuesReachTheCoreModel() throws {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: "header", alignment: .top)
    header.pinToVisibleBounds = true
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: "footer", alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: 4))
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.boundarySupplementaryItems = [header, footer]
    section.decorationItems = [background]
    section.supplementariesFollowContentInsets = false
    section.orthogonalScrollingBehavior = .groupPagingCentered

    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: LayoutSize(width: 375, height: 812)))
    let core = try #require(
      try UICollectionViewCompositionalLayout(section: section).makeCollectionLayout()
        .section(at: 0, environment: environment))

    #expect(
      core.boundarySupplementaryItems == [
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
          elementKind: "header", alignment: .top, pinToVisibleBounds: true),
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
          elementKind: "footer", alignment: .bottom, absoluteOffset: LayoutPoint(x: 0, y: 4)),
      ])
    #expect(
      core.decorationItems == [
        LayoutDecorationItem(
          elementKind: "background", contentInsets: LayoutDirectionalInsets(all: 5), zIndex: -1)
      ])
    #expect(!core.supplementariesFollowContentInsets)
    #expect(core.orthogonalScrollingBehavior == .groupPagingCentered)
    guard case .sequence(_, let subitems) = core.group.arrangement,
      case .item(let coreItem) = subitems.first
    else {
      Issue.record("expected a sequence group holding an item")
      return
    }
    #expect(
      coreItem.supplementaryItems == [
        LayoutSupplementaryItem(
          size: LayoutSizeSpec(width: .absolute(20), height: .absolute(20)),
          elementKind: "badge",
          containerAnchor: LayoutAnchor(
            edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.3, y: -0.3))))
      ])
  }

  @Test func supplementaryAndDecorationLookupsAnswerFromTheCore() {
    let section = SampleLayouts.headedListSection()
    section.decorationItems = [.background(elementKind: "background")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(nil, forDecorationViewOfKind: "background")
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [5])
    let path = IndexPath(item: 0, section: 0)
    let header = host.layoutAttributesForSupplementaryView(ofKind: "header", at: path)
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(header?.representedElementKind == "header")
    let background = host.layoutAttributesForDecorationView(ofKind: "background", at: path)
    #expect(background?.frame == CGRect(x: 0, y: 0, width: 375, height: 264))
    #expect(background?.zIndex == -1)
    #expect(host.layoutAttributesForSupplementaryView(ofKind: "header", at: [0, 0, 0]) == nil)
  }

  @Test func unregisteredDecorationIsLeftOutAndDiagnosed() {
    let section = SampleLayouts.listSection()
    section.decorationItems = [.background(elementKind: "background")]
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section),
      size: CGSize(width: 375, height: 812), itemCounts: [5])
    let path = IndexPath(item: 0, section: 0)
    #expect(host.layoutAttributesForDecorationView(ofKind: "background", at: path) == nil)
    #expect(
      host.core.solvedLayout.diagnostics == [
        .unregisteredDecorationKind(section: 0, kind: "background")
      ])
  }

  @Test func visibleItemsHandlerSeesUIKitStyleItemsAndItsChangesApply() throws {
    let section = SampleLayouts.listSection()
    var seenOffsets: [CGPoint] = []
    var seenWidths: [CGFloat] = []
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      seenOffsets.append(offset)
      seenWidths.append(environment.container.contentSize.width)
      items.forEach { item in
        let distance = abs(item.frame.midY - offset.y)
        item.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        item.alpha = distance > 50 ? 0.25 : 1
        item.zIndex = item.indexPath.item
      }
    }
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: LayoutSize(width: 375, height: 812)))
    let core = try #require(
      try UICollectionViewCompositionalLayout(section: section).makeCollectionLayout()
        .section(at: 0, environment: environment))
    let handler = try #require(core.visibleItemsInvalidationHandler)
    var items = (0..<2).map { index in
      LayoutVisibleItem(
        attributes: LayoutAttributes(
          indexPath: LayoutIndexPath(item: index, section: 0), category: .cell,
          frame: LayoutRect(x: 0, y: 44 * Double(index), width: 375, height: 44)))
    }
    handler(&items, LayoutPoint(x: 0, y: 80), environment)
    #expect(seenOffsets == [CGPoint(x: 0, y: 80)])
    #expect(seenWidths == [375])
    #expect(items.map(\.transform) == Array(repeating: .scale(x: 0.5, y: 0.5), count: 2))
    #expect(items.map(\.alpha) == [0.25, 1])
    #expect(items.map(\.zIndex) == [0, 1])
  }
}
#endif
