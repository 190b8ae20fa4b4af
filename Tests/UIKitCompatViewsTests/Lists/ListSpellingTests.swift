#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutLists
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// UIKit's list spellings: they compile as in UIKit samples and lay out as the core lists.
@Suite struct ListSpellingTests {
  /// UIKit's sample, unchanged.
  static func insetGroupedLayout() -> UICollectionViewCompositionalLayout {
    let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: config)
  }

  static func host(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int])
    -> CollectionViewLayoutHost
  {
    CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  static func frame(_ host: CollectionViewLayoutHost, _ item: Int, section: Int = 0) -> CGRect? {
    host.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func insetGroupedSampleLaysOutTheMeasuredNumbers() {
    let host = Self.host(Self.insetGroupedLayout(), itemCounts: [2, 2])
    #expect(Self.frame(host, 0) == CGRect(x: 16, y: 35, width: 343, height: 44))
    #expect(Self.frame(host, 1)?.maxY == 123)
    #expect(Self.frame(host, 0, section: 1)?.minY == 158)
  }

  @Test func headerModeIsSetAsInUIKit() {
    var c = UICollectionLayoutListConfiguration(appearance: .plain)
    c.headerMode = .firstItemInSection
    #expect(c.core.headerMode == .firstItemInSection)
    #expect(c.showsSeparators)
    #expect(!UICollectionLayoutListConfiguration(appearance: .sidebar).showsSeparators)
  }

  @Test func plainHeadersUseUIKitKindsAndPin() {
    var config = UICollectionLayoutListConfiguration(appearance: .plain)
    config.headerMode = .supplementary
    config.footerMode = .supplementary
    let host = Self.host(.list(using: config), itemCounts: [30, 2])
    let start = IndexPath(item: 0, section: 0)
    let header = UICollectionView.elementKindSectionHeader
    #expect(
      host.layoutAttributesForSupplementaryView(ofKind: header, at: start)?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 28))
    #expect(
      host.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: start)?.frame
        == CGRect(x: 0, y: 28 + 30 * 44, width: 375, height: 28))
    host.contentOffset = CGPoint(x: 0, y: 300)
    #expect(host.layoutAttributesForSupplementaryView(ofKind: header, at: start)?.frame.minY == 300)
  }

  @Test func groupedHeaderTopPaddingIsBridged() {
    var config = UICollectionLayoutListConfiguration(appearance: .grouped)
    config.headerMode = .supplementary
    config.headerTopPadding = 10
    let host = Self.host(.list(using: config), itemCounts: [1])
    #expect(
      host.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame.height == 34)
    #expect(Self.frame(host, 0)?.minY == 34)
  }

  @Test func listSectionsMixWithOtherSectionsInAProvider() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      if index == 0 {
        return .list(
          using: UICollectionLayoutListConfiguration(appearance: .sidebar),
          layoutEnvironment: environment)
      }
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
      return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
    let host = Self.host(layout, itemCounts: [1, 1])
    #expect(Self.frame(host, 0) == CGRect(x: 10, y: 10, width: 355, height: 44))
    #expect(Self.frame(host, 0, section: 1) == CGRect(x: 0, y: 54, width: 375, height: 100))
  }

  @Test func swipeActionsAndSeparatorHandlerReachTheCore() {
    var performed = false
    var config = UICollectionLayoutListConfiguration(appearance: .plain)
    config.trailingSwipeActionsConfigurationProvider = { indexPath in
      guard indexPath.item == 0 else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        _, sourceView, completion in
        performed = sourceView == nil
        completion(true)
      }
      delete.image = UIImage(systemName: "trash")
      let actions = UISwipeActionsConfiguration(actions: [delete])
      actions.performsFirstActionWithFullSwipe = false
      return actions
    }
    config.itemSeparatorHandler = { indexPath, configuration in
      var adjusted = configuration
      if indexPath.item == 1 { adjusted.bottomSeparatorVisibility = .hidden }
      return adjusted
    }
    config.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 40, bottom: 0, trailing: 0)
    let host = Self.host(.list(using: config), itemCounts: [2])
    let list = ListLayout(configuration: config.core)
    let layout = host.core.solvedLayout
    let first = LayoutIndexPath(item: 0, section: 0)
    #expect(
      list.trailingSwipeActions(for: first, in: layout)
        == SwipeActionsConfiguration(
          actions: [ContextualAction(style: .destructive, title: "Delete", imageName: "trash")],
          performsFirstActionWithFullSwipe: false))
    #expect(list.trailingSwipeActions(for: LayoutIndexPath(item: 1, section: 0), in: layout) == nil)
    #expect(
      list.separatorAttributes(for: first, in: layout).map(\.frame)
        == [LayoutRect(x: 40, y: 43, width: 335, height: 1)])
    #expect(list.separatorAttributes(for: LayoutIndexPath(item: 1, section: 0), in: layout).isEmpty)
    var completed: Bool?
    config.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))?.actions
      .first?.perform { completed = $0 }
    #expect(performed)
    #expect(completed == true)
  }

  @Test func automaticSeparatorInsetsMapToTheCoresAutomatic() {
    var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
    #expect(separators.core.bottomSeparatorInsets == nil)
    #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    separators.topSeparatorVisibility = .visible
    separators.topSeparatorInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 12, bottom: 0, trailing: 4)
    #expect(separators.core.topSeparatorVisibility == .visible)
    #expect(separators.core.topSeparatorInsets == LayoutDirectionalInsets(leading: 12, trailing: 4))
  }

  @Test func contentConfigurationsAndAccessoriesSpellAsInUIKit() {
    var content = UIListContentConfiguration.valueCell()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    content.image = UIImage(systemName: "wifi")
    #expect(content.core.lines == ["Wi-Fi\tHome"])
    #expect(UIListContentConfiguration.cell().core.style == .cell)
    #expect(UIListContentConfiguration.subtitleCell().core.style == .subtitleCell)
    #expect(UIListContentConfiguration.sidebarCell().core.style == .sidebarCell)
    #expect(UIListContentConfiguration.sidebarHeader().core.style == .sidebarHeader)
    let accessories: [UICellAccessory] = [
      .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(),
      .reorder(), .multiselect(), .detail(), .label(text: "3"), .custom(name: "star"),
    ]
    #expect(
      accessories.map(\.core) == [
        .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
        .multiselect, .detail, .label(text: "3"), .custom(name: "star"),
      ])
  }
}
#endif
