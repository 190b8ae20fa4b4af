#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Emoji Explorer list ("Implementing Modern Collection Views") as `Examples`
/// ports it (`EmojiExplorerListViewController`), shown in a window as the app shows it: an
/// inset grouped list with a section per category, the last category first.
@Suite struct EmojiExplorerListScreenPortTests {
  typealias Screen = EmojiExplorerListViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func rows(_ collectionView: UICollectionView) -> [UICollectionViewListCell] {
    collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }.sorted {
      let (a, b) = (collectionView.indexPath(for: $0), collectionView.indexPath(for: $1))
      return (a?.section ?? 0, a?.item ?? 0) < (b?.section ?? 0, b?.item ?? 0)
    }
  }

  @Test func theSectionsAreTheCategoriesLastFirstAndTheFirstRowsAreValueCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Emoji Explorer - List")
    #expect(screen.navigationItem.largeTitleDisplayMode == .always)
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    #expect(collectionView.backgroundColor == .systemGroupedBackground)
    // Each section snapshot applied to a new section appended it.
    #expect(
      dataSource.snapshot().sectionIdentifiers
        == Emoji.explorerTable.reversed().map(\.category))

    // Symbols (five rows) from 35, Objects (five) from 35 + 5 · 52 + 35 = 330, Travel from
    // 330 + 5 · 52 + 35 = 625; its fourth row starts at 625 + 3 · 52 = 781, before 812.
    // Each value cell holds its emoji and category on one line: 52 pt (rule 40).
    let rows = Self.rows(collectionView)
    #expect(
      rows.map { $0.listContent?.text } == [
        "❤️", "⭐️", "☮️", "♻️", "✅", "💡", "⌚️", "📷", "🔑", "📚", "✈️", "🚲", "🚂", "⛵️",
      ])
    #expect(rows[0].listContent?.secondaryText == "Symbols")
    #expect(rows[5].listContent?.secondaryText == "Objects")
    #expect(rows[13].listContent?.secondaryText == "Travel")
    #expect(rows[0].frame == CGRect(x: 16, y: 35, width: 343, height: 52))
    #expect(rows[4].frame == CGRect(x: 16, y: 243, width: 343, height: 52))
    #expect(rows[5].frame == CGRect(x: 16, y: 330, width: 343, height: 52))
    #expect(rows[10].frame == CGRect(x: 16, y: 625, width: 343, height: 52))
    #expect(rows[13].frame == CGRect(x: 16, y: 781, width: 343, height: 52))
    #expect(rows.allSatisfy { $0.accessories == [.disclosureIndicator()] })
    #expect(collectionView.lastError == nil)
  }

  @Test func tappingAnEmojiPushesItsDetailAndGoingBackDeselectsIt() throws {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let collectionView = try #require(screen.collectionView)
    let path = IndexPath(item: 1, section: 1)
    collectionView.tapItem(at: path)

    let detail = try #require(navigation.topViewController as? EmojiDetailViewController)
    #expect(detail.emoji.text == "⌚️")
    #expect(detail.emoji.title == "Watch")
    #expect(collectionView.indexPathsForSelectedItems == [path])

    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === screen)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
#endif
