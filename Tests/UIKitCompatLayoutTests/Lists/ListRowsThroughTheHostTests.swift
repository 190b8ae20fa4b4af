#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutLists
import Testing
import UIKitCompatLayout

/// A list's separators and swipe actions, reached through UIKit's spellings on the host.
@Suite struct ListRowsThroughTheHostTests {
  static let bottom = UICollectionLayoutListConfiguration.bottomSeparatorElementKind

  static func host(
    _ configuration: UICollectionLayoutListConfiguration, itemCounts: [Int],
    width: CGFloat = 375
  ) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout.list(using: configuration),
      size: CGSize(width: width, height: 812),
      itemCounts: itemCounts)
  }

  static func grid() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    return NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }

  @Test func rectQueryReturnsEachRowFollowedByItsSeparator() {
    let host = Self.host(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [3])
    let elements = host.layoutAttributesForElements(in: host.bounds)
    #expect(
      elements.map(\.representedElementKind) == [
        nil, Self.bottom, nil, Self.bottom, nil, Self.bottom,
      ])
    #expect(
      elements.map(\.indexPath) == [0, 0, 1, 1, 2, 2].map { IndexPath(item: $0, section: 0) })
    let separators = elements.filter { $0.representedElementCategory == .decorationView }
    // One point high at scale 0, along the row's bottom edge, 20 pt in from the leading side.
    #expect(
      separators.map(\.frame)
        == [43, 87, 131].map {
          CGRect(x: 20, y: $0, width: 355, height: 1)
        })
    #expect(separators.allSatisfy { $0.zIndex == 1 })
  }

  @Test func separatorsOutsideTheRectAreLeftOut() {
    let host = Self.host(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [3])
    // Meets row 1's last half point, where its separator is, and row 2's first half point.
    let elements = host.layoutAttributesForElements(
      in: CGRect(x: 0, y: 87.5, width: 375, height: 1))
    #expect(elements.map(\.representedElementKind) == [nil, Self.bottom, nil])
    #expect(elements.map(\.indexPath.item) == [1, 1, 2])
  }

  @Test func decorationLookupFindsASeparatorAtItsRow() {
    let host = Self.host(
      UICollectionLayoutListConfiguration(appearance: .insetGrouped), itemCounts: [2])
    // Inset grouped: rows 343 wide at x 16, from y 35; separators 16 pt in on both sides
    // (iOS 26.1, openuikit listseparatorprobe); none under the last.
    #expect(
      host.layoutAttributesForDecorationView(
        ofKind: Self.bottom, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 32, y: 78, width: 311, height: 1))
    #expect(
      host.layoutAttributesForDecorationView(
        ofKind: Self.bottom, at: IndexPath(item: 1, section: 0))
        == nil)
    #expect(
      host.layoutAttributesForDecorationView(
        ofKind: UICollectionLayoutListConfiguration.topSeparatorElementKind,
        at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      host.layoutAttributesForDecorationView(
        ofKind: Self.bottom, at: IndexPath(item: 2, section: 0))
        == nil)
  }

  @Test func hiddenSeparatorsAndOtherSectionsAddNothing() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let plain = Self.host(configuration, itemCounts: [2])
    #expect(plain.layoutAttributesForElements(in: plain.bounds).count == 2)

    let layout = UICollectionViewCompositionalLayout { index, environment in
      index == 0
        ? .list(
          using: UICollectionLayoutListConfiguration(appearance: .plain),
          layoutEnvironment: environment)
        : Self.grid()
    }
    let mixed = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [1, 2])
    #expect(
      mixed.layoutAttributesForElements(in: mixed.bounds).map(\.representedElementKind) == [
        nil, Self.bottom, nil, nil,
      ])
  }

  @Test func eachHostAnswersFromTheSectionsItLaidOut() {
    // A list on a narrow screen, a grid on a wide one: one layout, two hosts.
    let layout = UICollectionViewCompositionalLayout { _, environment in
      environment.container.contentSize.width < 500
        ? .list(
          using: UICollectionLayoutListConfiguration(appearance: .plain),
          layoutEnvironment: environment)
        : Self.grid()
    }
    let phone = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [2])
    let tablet = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 1024, height: 768), itemCounts: [2])
    #expect(phone.layoutAttributesForElements(in: phone.bounds).count == 4)
    #expect(tablet.layoutAttributesForElements(in: tablet.bounds).count == 2)
    #expect(phone.layoutAttributesForElements(in: phone.bounds).count == 4)

    phone.size = CGSize(width: 812, height: 375)
    #expect(phone.layoutAttributesForElements(in: phone.bounds).count == 2)
    phone.layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    #expect(phone.layoutAttributesForElements(in: phone.bounds).count == 4)
  }

  @Test func trailingSwipeActionsAreTheProvidersOwn() {
    var asked: [IndexPath] = []
    var deleted: [String] = []
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      asked.append(indexPath)
      guard indexPath.item < 2 else { return UISwipeActionsConfiguration(actions: []) }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
        deleted.append(action.title ?? "")
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
    let host = Self.host(configuration, itemCounts: [3])
    let actions = host.layout.trailingSwipeActionsConfiguration(
      forItemAt: IndexPath(item: 1, section: 0))
    #expect(actions?.actions.map(\.title) == ["Delete"])
    #expect(actions?.actions.map(\.style) == [.destructive])
    var completed: Bool?
    actions?.actions.first?.perform { completed = $0 }
    #expect(deleted == ["Delete"])
    #expect(completed == true)

    // No actions is no swipe; rows that do not exist are not asked about.
    #expect(
      host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0))
        == nil)
    #expect(
      host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 3, section: 0))
        == nil)
    #expect(
      host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 1))
        == nil)
    #expect(host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(index: 0)) == nil)
    #expect(asked == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(
      host.layout.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil
    )
  }

  @Test func leadingSwipeRevealsItsActionsAsTheCoreSwipeDoes() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
      return UISwipeActionsConfiguration(actions: [flag, pin])
    }
    let host = Self.host(configuration, itemCounts: [3])
    let path = IndexPath(item: 2, section: 0)
    #expect(
      host.layout.leadingSwipeActionsConfiguration(forItemAt: path)?.actions.map(\.title) == [
        "Flag", "Pin",
      ])
    #expect(host.layout.swipe(ofItemAt: path, from: .trailing, distance: 10) == nil)
    let swipe = try #require(host.layout.swipe(ofItemAt: path, from: .leading, distance: 74))
    // Two actions are shown in full at 148 pt: half way, the row moved 74 pt right.
    #expect(swipe.progress == 0.5)
    #expect(swipe.contentFrame == LayoutRect(x: 74, y: 88, width: 375, height: 44))
    #expect(swipe.configuration.actions.map(\.title) == ["Flag", "Pin"])
    #expect(swipe.restingDistance == 148)
  }

  @Test func sectionsThatAreNotListsOfferNoSwipe() {
    let layout = UICollectionViewCompositionalLayout(section: Self.grid())
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [2])
    #expect(
      host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0))
        == nil)
    #expect(
      host.layout.swipe(ofItemAt: IndexPath(item: 0, section: 0), from: .trailing, distance: 40)
        == nil)
  }
}
#endif
