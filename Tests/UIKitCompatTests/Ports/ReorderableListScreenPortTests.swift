#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Reorderable List ("Implementing Modern Collection Views") as `Examples`
/// ports it (`ReorderableListViewController`), shown in a window as the app shows it: an
/// inset grouped list of emoji by category whose rows are dragged by their grips.
@Suite struct ReorderableListScreenPortTests {
  typealias Screen = ReorderableListViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test func theRowsShowTheirEmojiCategoryChevronAndGrip() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Reorderable List")
    // The gear opens the menu: two reloads, then the methods inline, the current one on.
    let gear = try #require(screen.navigationItem.rightBarButtonItem)
    #expect(gear.image?.name == "gear")
    let menu = try #require(gear.menu)
    #expect(
      menu.actions.map(\.title) == [
        "Reload backingStore", "Reload initialStore", "Final Snapshot Items",
        "Collection Difference",
      ])
    #expect(menu.actions.map(\.state) == [.off, .off, .off, .on])
    #expect((menu.children.last as? UIMenu)?.options == .displayInline)
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    // The sections come in the store dictionary's order, which changes from run to run, as
    // in the sample; each holds its own category's emoji.
    let first = try #require(dataSource.snapshot().sectionIdentifiers.first)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(cell.listContent?.secondaryText == first.name)
    #expect(cell.accessories == [.disclosureIndicator(), .reorder(displayed: .always)])
    // The first row: 35 pt down, inset 16 pt, 52 pt tall (rule 40).
    #expect(cell.frame == CGRect(x: 16, y: 35, width: 343, height: 52))
  }

  @Test func draggingARowDownReordersTheStoreByEitherMethod() throws {
    for method in [Screen.ReorderingMethod.collectionDifference, .finalSnapshot] {
      let screen = Screen()
      let window = Self.show(screen)
      defer { withExtendedLifetime(window) {} }
      let collectionView = try #require(screen.collectionView)
      let dataSource = try #require(screen.dataSource)
      let gear = try #require(screen.navigationItem.rightBarButtonItem)
      #expect(gear.chooseMenuAction(titled: String(describing: method)))
      #expect(screen.reorderingMethod == method)
      // The button gets a new menu, the chosen method on.
      let states = gear.menu?.actions.suffix(2).map(\.state)
      #expect(states == (method == .finalSnapshot ? [.on, .off] : [.off, .on]))
      let section = try #require(dataSource.snapshot().sectionIdentifiers.first)
      let before = try #require(screen.backingStore[section])

      // The first row dragged by its grip to the third row's middle: 35 + 2 · 52 + 26.
      #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 187, y: 165))
      collectionView.endInteractiveMovement()

      let after = [before[1], before[2], before[0]] + before.dropFirst(3)
      #expect(screen.backingStore[section] == after)
      #expect(dataSource.snapshot().itemIdentifiers(inSection: section) == after)
      let moved = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
      #expect(moved?.listContent?.text == before[0].emoji.text)
      #expect(moved?.frame == CGRect(x: 16, y: 139, width: 343, height: 52))

      // Reloading the initial store puts the rows back; the store keeps the move, and
      // reloading from it shows the move again.
      #expect(gear.chooseMenuAction(titled: "Reload initialStore"))
      #expect(
        dataSource.snapshot().itemIdentifiers(inSection: section).map(\.emoji)
          == before.map(\.emoji))
      #expect(gear.chooseMenuAction(titled: "Reload backingStore"))
      #expect(dataSource.snapshot().itemIdentifiers(inSection: section) == after)
    }
  }

  @Test func theScreenGoesWithItsWindowAfterItsMenuWasUsed() throws {
    weak var gone: Screen?
    do {
      let screen = Screen()
      let window = Self.show(screen)
      let gear = try #require(screen.navigationItem.rightBarButtonItem)
      #expect(gear.chooseMenuAction(titled: "Final Snapshot Items"))
      gone = screen
      withExtendedLifetime(window) {}
    }
    // The menu's actions keep the menu's maker, which reads no `self`: nothing keeps the
    // screen once its window is gone.
    #expect(gone == nil)
  }
}
#endif
