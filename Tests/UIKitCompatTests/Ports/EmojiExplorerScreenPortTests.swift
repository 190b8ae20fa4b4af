#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import LayoutGeometry
import LayoutLists
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Emoji Explorer screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`EmojiExplorerViewController`), shown in a window as the app shows
/// it: recent emojis in a row that scrolls across, an outline of the categories in a
/// sidebar list, and every emoji in an inset grouped list whose rows star with a leading
/// swipe.
@Suite struct EmojiExplorerScreenPortTests {
  typealias Screen = EmojiExplorerViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static var header: [UICellAccessory] { [.outlineDisclosure(options: .init(style: .header))] }

  static func cells(_ screen: Screen, inSection section: Int) -> [UICollectionViewCell] {
    guard let collectionView = screen.collectionView else { return [] }
    return collectionView.visibleCells.filter {
      collectionView.indexPath(for: $0)?.section == section
    }
  }

  static func listCells(_ screen: Screen, inSection section: Int) -> [UICollectionViewListCell] {
    cells(screen, inSection: section).compactMap { $0 as? UICollectionViewListCell }
  }

  static func texts(_ cells: [UICollectionViewCell]) -> [String?] {
    cells.map { $0.listContent?.text }
  }

  /// What the accessories the screen gives the list row of `item` show: a chevron, and a
  /// star's image view when the item is starred.
  static func listAccessories(_ screen: Screen, _ item: Screen.Item) -> [CellAccessory] {
    screen.starredEmojis.contains(item)
      ? [.disclosureIndicator, .custom(name: "star.fill")] : [.disclosureIndicator]
  }

  @Test func recentEmojisSitOnARoundedOutlinedBackgroundOfOnePixel() throws {
    let screen = Screen()
    screen.loadViewIfNeeded()
    let collectionView = try #require(screen.collectionView)
    collectionView.traitCollection = UITraitCollection(displayScale: 3)
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let recent = try #require(Self.cells(screen, inSection: 0).first)
    let background = try #require(recent.backgroundConfiguration)
    #expect(background.cornerRadius == 8)
    #expect(background.strokeColor == .systemGray3)
    #expect(background.strokeWidth == 1.0 / 3)
    #expect(background.backgroundColor == .systemBackground)
  }

  @Test func theFirstScreenShowsTheRecentsTheCategoriesAndTheStartOfTheList() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    // Recents 95 (10 + 0.2 · 375 + 10), the outline 10 + 7 · 52 (list rows are at least
    // 52 pt on iOS 26.1, rule 40), the list 35 + 37 rows: the nine that showed while the
    // outline was still estimated at 44 pt rows are measured at 52, the rest estimated at 44.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 504 + 9 * 52 + 28 * 44))

    // Groups 0.28 · 375 = 105 wide, 10 apart; each item inset by 5. The recents row scrolls
    // across, so its fractions are of the whole 375 pt (rule 19, iOS 17: faberNovel
    // testDecorationItem); this port first took them of the 355 pt inside the insets.
    let recents = Self.cells(screen, inSection: 0)
    #expect(Self.texts(recents) == ["😂", "🍕", "🦊", "🎸"])
    expectFrame(recents[0].frame, ExpectedRect(15, 15, 95, 65))
    expectFrame(recents[1].frame, ExpectedRect(130, 15, 95, 65))
    expectFrame(recents[3].frame, ExpectedRect(360, 15, 95, 65))

    let outline = Self.listCells(screen, inSection: 1)
    #expect(
      Self.texts(outline) == [
        "Smileys", "Nature", "Food", "Activities", "Travel", "Objects", "Symbols",
      ])
    #expect(outline.map(\.frame.minY) == [105, 157, 209, 261, 313, 365, 417])
    #expect(outline[0].frame == CGRect(x: 10, y: 105, width: 355, height: 52))
    #expect(outline.allSatisfy { $0.accessories == Self.header && $0.indentationLevel == 0 })

    let list = Self.listCells(screen, inSection: 2)
    // The list starts at 95 + 10 + 7 · 52 + 35 = 504; six 52 pt rows reach the 812 pt edge.
    #expect(Self.texts(list) == ["😀", "😂", "😍", "🤔", "😴", "🥳"])
    #expect(list[5].listContent?.secondaryText == "Smileys")
    #expect(list[0].frame == CGRect(x: 16, y: 504, width: 343, height: 52))
    #expect(list.last?.frame == CGRect(x: 16, y: 764, width: 343, height: 52))
    for (row, cell) in list.enumerated() {
      let item = dataSource.itemIdentifier(for: IndexPath(item: row, section: 2))
      #expect(item.map { cell.accessories.map(\.core) == Self.listAccessories(screen, $0) } == true)
    }
    #expect(collectionView.lastError == nil)
  }

  @Test func theScreenIsTitledLargeAndAnEmojiTappedIsDeselectedWhenTheScreenAppearsAgain()
    throws
  {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Emoji Explorer")
    #expect(screen.navigationItem.largeTitleDisplayMode == .always)
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == screen.view.bounds)
    #expect(collectionView.backgroundColor == .systemGroupedBackground)

    collectionView.tapItem(at: IndexPath(item: 0, section: 2))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 2)])
    // Another screen covers this one, then goes: viewWillAppear deselects the emoji
    // alongside the transition back.
    window.rootViewController = UIViewController()
    window.rootViewController = screen
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
  }

  @Test func draggingTheRecentsRowRestsOnAGroupsLeadingEdge() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.dragOrthogonalSection(0, by: 150)
    collectionView.endDraggingOrthogonalSection(0, withVelocity: 0)
    collectionView.advance(by: 3)
    // 150 is nearer the second group's edge (115) than the third's (230).
    #expect(abs(collectionView.orthogonalScrollingOffset(inSection: 0) - 115) < 1e-9)
    let recents = Self.cells(screen, inSection: 0)
    #expect(Self.texts(recents) == ["🍕", "🦊", "🎸", "✈️"])
    expectFrame(recents[0].frame, ExpectedRect(15, 15, 95, 65))
    expectFrame(recents[1].frame, ExpectedRect(130, 15, 95, 65))
    // The main scroll view did not move.
    #expect(collectionView.contentOffset == .zero)

    // A flick back from the far end: 770 − 300, then 500 pt/s projects to 220.25, nearer
    // the third group's edge.
    collectionView.scrollToItem(at: IndexPath(item: 9, section: 0), at: .right, animated: false)
    // The last item's right edge on the view's: 15 + 9 · 115 + 95 − 375.
    #expect(abs(collectionView.orthogonalScrollingOffset(inSection: 0) - 770) < 1e-9)
    let end = Self.cells(screen, inSection: 0)
    #expect(Self.texts(end) == ["❤️", "🌻", "🍣", "⚽️"])
    expectFrame(end[3].frame, ExpectedRect(280, 15, 95, 65))
    collectionView.dragOrthogonalSection(0, by: -300)
    collectionView.endDraggingOrthogonalSection(0, withVelocity: -0.5)
    collectionView.advance(by: 5)
    #expect(abs(collectionView.orthogonalScrollingOffset(inSection: 0) - 230) < 1e-9)
    #expect(Self.texts(Self.cells(screen, inSection: 0)) == ["🦊", "🎸", "✈️", "💡"])
  }

  @Test func tappingACategoryExpandsItThroughTheHandlersAndTappingAgainCollapsesIt() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    var told: [String] = []
    dataSource.sectionSnapshotHandlers.willExpandItem = {
      told.append("expand \($0.title ?? "")")
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = {
      told.append("collapse \($0.title ?? "")")
    }

    collectionView.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(told == ["expand Nature"])
    let expanded = Self.listCells(screen, inSection: 1)
    // Nature's six emojis are subtitle rows of 15 + 20.333 + 18 + 15 = 68.333 pt at 3×, so
    // Symbols, at 105 + 2 · 52 + 6 · 68.333 + 4 · 52 = 827, is below the 812 pt screen.
    #expect(
      Self.texts(expanded) == [
        "Smileys", "Nature", "🐶", "🦊", "🐢", "🌵", "🌻", "🍁", "Food", "Activities", "Travel",
        "Objects",
      ])
    #expect(expanded.map(\.indentationLevel) == [0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0])
    #expect(expanded[2].listContent?.secondaryText == "Dog Face")
    #expect(expanded[2].accessories == [.disclosureIndicator()])
    #expect(expanded[8].accessories == Self.header)
    #expect(expanded[2].frame == CGRect(x: 10, y: 209, width: 355, height: 205.0 / 3))
    expectFrame(expanded[11].frame, ExpectedRect(10, 775, 355, 52))
    // The list moved down by the six rows: 504 + 6 · 68.333.
    #expect(abs(collectionView.contentSize.height - (914 + 9 * 52 + 28 * 44)) < 0.001)
    // A header-style row toggles and is never selected.
    #expect(collectionView.indexPathsForSelectedItems == nil)

    collectionView.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(told == ["expand Nature", "collapse Nature"])
    let collapsed = Self.listCells(screen, inSection: 1)
    #expect(Self.texts(collapsed).count == 7)
    #expect(collapsed[2].listContent?.text == "Food")
    #expect(collapsed[2].frame == CGRect(x: 10, y: 209, width: 355, height: 52))
    #expect(Self.listCells(screen, inSection: 2).first?.frame.minY == 504)
    #expect(abs(collectionView.contentSize.height - (504 + 9 * 52 + 28 * 44)) < 0.001)
  }

  @Test func aCategoryTheHandlersRefuseToExpandStaysCollapsed() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0.title != "Food" }
    collectionView.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(Self.texts(Self.listCells(screen, inSection: 1)).count == 7)
    #expect(collectionView.indexPathsForSelectedItems == nil)
    collectionView.tapItem(at: IndexPath(item: 3, section: 1))
    #expect(Self.texts(Self.listCells(screen, inSection: 1))[4] == "⚽️")
  }

  @Test func swipingAListRowRevealsTheStarAndPerformingItTogglesTheRowsStar() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    let path = IndexPath(item: 3, section: 2)
    let item = try #require(dataSource.itemIdentifier(for: path))
    #expect(item.emoji?.title == "Thinking Face")
    let wasStarred = screen.starredEmojis.contains(item)

    let swipe = try #require(
      collectionView.collectionViewLayout.swipe(ofItemAt: path, from: .leading, distance: 74))
    #expect(
      swipe.configuration.actions.map(\.imageName) == [wasStarred ? "star.slash" : "star.fill"])
    // Row 3 at 504 + 3 · 52; the action fills the 74 pt its content uncovered.
    #expect(swipe.rowFrame == LayoutRect(x: 16, y: 660, width: 343, height: 52))
    #expect(swipe.actionFrames == [LayoutRect(x: 16, y: 660, width: 74, height: 52)])
    #expect(swipe.contentFrame == LayoutRect(x: 90, y: 660, width: 343, height: 52))

    let action = try #require(
      collectionView.collectionViewLayout.leadingSwipeActionsConfiguration(forItemAt: path)?.actions
        .first)
    var performed: Bool?
    action.perform { performed = $0 }
    #expect(performed == true)
    #expect(screen.starredEmojis.contains(item) == !wasStarred)
    let cell = try #require(collectionView.cellForItem(at: path) as? UICollectionViewListCell)
    #expect(
      cell.accessories.map(\.core)
        == (wasStarred
          ? [.disclosureIndicator] : [.disclosureIndicator, .custom(name: "star.fill")]))
    // The star is the sample's image view, at the trailing edge.
    let star = cell.accessories.last?.customViewConfiguration
    #expect(wasStarred || (star?.customView as? UIImageView)?.image?.name == "star.fill")
    #expect(wasStarred || star?.placement.edge == .trailing)
    #expect(cell.listContent?.text == "🤔")

    // Swiped again, the row offers the opposite action.
    let again = collectionView.collectionViewLayout.leadingSwipeActionsConfiguration(
      forItemAt: path)
    #expect(again?.actions.map(\.image?.name) == [wasStarred ? "star.fill" : "star.slash"])
    #expect(
      collectionView.collectionViewLayout.trailingSwipeActionsConfiguration(forItemAt: path) == nil)
  }

  @Test func tappingAnEmojiSelectsItAndScrollingToTheEndShowsTheLastRow() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)

    // Scrolled to the end until it stops moving, as a finger keeps going: rows measured on
    // the way make the content taller than estimated.
    for _ in 0..<10 where collectionView.contentOffset.y != collectionView.contentSize.height - 812
    {
      collectionView.contentOffset.y = collectionView.contentSize.height - 812
      collectionView.layoutIfNeeded()
    }
    let list = Self.listCells(screen, inSection: 2)
    #expect(list.last?.listContent?.text == "✅")
    #expect(list.last?.listContent?.secondaryText == "Symbols")
    // Row 36, measured at 52 pt, ends the content and the screen.
    let row = try #require(list.last?.frame)
    #expect(row.height == 52 && row.maxY == collectionView.contentSize.height)
    #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 812)
    #expect(Self.cells(screen, inSection: 0).isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func tappingAnEmojiPushesItsDetailAndGoingBackDeselectsIt() throws {
    let screen = Screen()
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let collectionView = try #require(screen.collectionView)
    #expect(screen.navigationController === navigation)
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))

    let detail = try #require(navigation.topViewController as? EmojiDetailViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(screen.view.superview == nil)
    #expect(detail.view.superview === navigation.view)
    let label = try #require(detail.emojiLabel)
    let description = try #require(detail.emojiDescription)
    #expect(label.text == detail.emoji.text && description.text == detail.emoji.title)
    // The emoji is one character of 0.45 em at 60 pt, one line of 60 × 2444 / 2048 rounded
    // up to the pixel (71.667), centred in 375 × 812; its name sits the system spacing, 8 pt,
    // below it.
    #expect(label.frame.size == CGSize(width: 27, height: 215.0 / 3))
    #expect(abs(label.frame.midX - 187.5) < 0.001 && abs(label.frame.midY - 406) < 0.001)
    #expect(abs(description.frame.minY - (label.frame.maxY + 8)) < 0.001)
    #expect(abs(description.frame.midX - 187.5) < 0.001)

    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === screen)
    #expect(screen.view.superview === navigation.view)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
#endif
