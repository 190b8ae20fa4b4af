#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutLists
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Emoji Explorer screen ("Implementing Modern Collection Views"), ported as its
/// view controller is written, less the navigation item, the view controller life cycle and
/// what only draws (fonts, colours, backgrounds, the grid content's margins, the star's image
/// view, which is a named custom accessory here). Three sections from one section provider:
/// recent emojis in a row that scrolls across, an outline of the categories in a sidebar
/// list, and every emoji in an inset grouped list whose rows star with a leading swipe.
/// The emojis are a table of our own, not the sample's.
@Suite struct EmojiExplorerScreenPortTests {
  /// The sample's `Emoji`: a character, its name and its category.
  struct Emoji: Hashable, Sendable {
    enum Category: CaseIterable, CustomStringConvertible {
      case recents, smileys, nature, food, activities, travel, objects, symbols

      var description: String {
        switch self {
        case .recents: "Recents"
        case .smileys: "Smileys"
        case .nature: "Nature"
        case .food: "Food"
        case .activities: "Activities"
        case .travel: "Travel"
        case .objects: "Objects"
        case .symbols: "Symbols"
        }
      }

      var emojis: [Emoji] {
        let table: [(String, String)] =
          switch self {
          case .recents:
            [
              ("😂", "Face with Tears of Joy"), ("🍕", "Pizza"), ("🦊", "Fox"),
              ("🎸", "Guitar"), ("✈️", "Airplane"), ("💡", "Light Bulb"), ("❤️", "Red Heart"),
              ("🌻", "Sunflower"), ("🍣", "Sushi"), ("⚽️", "Soccer Ball"),
            ]
          case .smileys:
            [
              ("😀", "Grinning Face"), ("😂", "Face with Tears of Joy"),
              ("😍", "Smiling Face with Heart-Eyes"), ("🤔", "Thinking Face"),
              ("😴", "Sleeping Face"), ("🥳", "Partying Face"),
            ]
          case .nature:
            [
              ("🐶", "Dog Face"), ("🦊", "Fox"), ("🐢", "Turtle"), ("🌵", "Cactus"),
              ("🌻", "Sunflower"), ("🍁", "Maple Leaf"),
            ]
          case .food:
            [
              ("🍎", "Red Apple"), ("🍕", "Pizza"), ("🍣", "Sushi"), ("🥐", "Croissant"),
              ("🍩", "Doughnut"),
            ]
          case .activities:
            [
              ("⚽️", "Soccer Ball"), ("🎸", "Guitar"), ("🎯", "Bullseye"),
              ("🧩", "Puzzle Piece"), ("🎳", "Bowling"),
            ]
          case .travel:
            [
              ("✈️", "Airplane"), ("🚲", "Bicycle"), ("🚂", "Locomotive"), ("⛵️", "Sailboat"),
              ("🗼", "Tokyo Tower"),
            ]
          case .objects:
            [
              ("💡", "Light Bulb"), ("⌚️", "Watch"), ("📷", "Camera"), ("🔑", "Key"),
              ("📚", "Books"),
            ]
          case .symbols:
            [
              ("❤️", "Red Heart"), ("⭐️", "Star"), ("☮️", "Peace Symbol"),
              ("♻️", "Recycling Symbol"), ("✅", "Check Mark Button"),
            ]
          }
        return table.map { Emoji(text: $0.0, title: $0.1, category: self) }
      }
    }

    let text: String
    let title: String
    let category: Category
    private let identifier = UUID()
  }

  /// The screen: the sample's `EmojiExplorerViewController`, its bounds an iPhone's. Its
  /// implicitly unwrapped properties are lazy here (the house lint refuses `!`), made in the
  /// order the sample's `viewDidLoad` makes them.
  final class EmojiExplorerScreen: UICollectionViewDelegate {
    enum Section: Int, Hashable, CaseIterable, CustomStringConvertible {
      case recents, outline, list

      var description: String {
        switch self {
        case .recents: "Recents"
        case .outline: "Outline"
        case .list: "List"
        }
      }
    }

    struct Item: Hashable, Sendable {
      let title: String?
      let emoji: Emoji?
      let hasChildren: Bool

      init(emoji: Emoji? = nil, title: String? = nil, hasChildren: Bool = false) {
        self.emoji = emoji
        self.title = title
        self.hasChildren = hasChildren
      }

      private let identifier = UUID()
    }

    var starredEmojis = Set<Item>()

    lazy var collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: createLayout())
    lazy var dataSource = makeDataSource()

    init() {
      configureHierarchy()
      applyInitialSnapshots()
    }

    func configureHierarchy() {
      collectionView.delegate = self
    }

    func createLayout() -> UICollectionViewLayout {
      // Weak here too: the inner provider's `[weak self]` alone would make this closure,
      // which the layout keeps, hold the screen that holds the layout.
      let sectionProvider = {
        [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
          -> NSCollectionLayoutSection? in
        guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
        let section: NSCollectionLayoutSection

        if sectionKind == .recents {
          let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
          let item = NSCollectionLayoutItem(layoutSize: itemSize)
          item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
          let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2))
          let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
          section = NSCollectionLayoutSection(group: group)
          section.interGroupSpacing = 10
          section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
          section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        } else if sectionKind == .outline {
          section = NSCollectionLayoutSection.list(
            using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
          section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 0, trailing: 10)
        } else {
          var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
          configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self else { return nil }
            guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            return self.leadingSwipeActionConfigurationForListCellItem(item)
          }
          section = NSCollectionLayoutSection.list(
            using: configuration, layoutEnvironment: layoutEnvironment)
        }
        return section
      }
      return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }

    func accessoriesForListCellItem(_ item: Item) -> [UICellAccessory] {
      let isStarred = starredEmojis.contains(item)
      var accessories = [UICellAccessory.disclosureIndicator()]
      if isStarred {
        accessories.append(.custom(name: "star.fill"))
      }
      return accessories
    }

    func leadingSwipeActionConfigurationForListCellItem(_ item: Item)
      -> UISwipeActionsConfiguration?
    {
      let isStarred = starredEmojis.contains(item)
      let starAction = UIContextualAction(style: .normal, title: nil) {
        [weak self] _, _, completion in
        guard let self else {
          completion(false)
          return
        }
        // The action does what its image promised when the row was swiped, whatever the
        // starred state is by now.
        if isStarred {
          self.starredEmojis.remove(item)
        } else {
          self.starredEmojis.insert(item)
        }
        if let currentIndexPath = self.dataSource.indexPath(for: item),
          let cell = self.collectionView.cellForItem(at: currentIndexPath)
            as? UICollectionViewListCell
        {
          cell.accessories = self.accessoriesForListCellItem(item)
        }
        completion(true)
      }
      starAction.imageName = isStarred ? "star.slash" : "star.fill"
      return UISwipeActionsConfiguration(actions: [starAction])
    }

    func createGridCellRegistration()
      -> UICollectionView.CellRegistration<
        UICollectionViewCell, Emoji
      >
    {
      UICollectionView.CellRegistration<UICollectionViewCell, Emoji> { cell, indexPath, emoji in
        var content = UIListContentConfiguration.cell()
        content.text = emoji.text
        cell.contentConfiguration = content
      }
    }

    func createOutlineHeaderCellRegistration()
      -> UICollectionView.CellRegistration<
        UICollectionViewListCell, String
      >
    {
      UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, indexPath, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
      }
    }

    func createOutlineCellRegistration()
      -> UICollectionView.CellRegistration<
        UICollectionViewListCell, Emoji
      >
    {
      UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
        cell, indexPath, emoji in
        var content = cell.defaultContentConfiguration()
        content.text = emoji.text
        content.secondaryText = emoji.title
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
    }

    func createListCellRegistration()
      -> UICollectionView.CellRegistration<
        UICollectionViewListCell, Item
      >
    {
      UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
        [weak self] cell, indexPath, item in
        guard let self, let emoji = item.emoji else { return }
        var content = UIListContentConfiguration.valueCell()
        content.text = emoji.text
        content.secondaryText = String(describing: emoji.category)
        cell.contentConfiguration = content
        cell.accessories = self.accessoriesForListCellItem(item)
      }
    }

    func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Item> {
      let gridCellRegistration = createGridCellRegistration()
      let listCellRegistration = createListCellRegistration()
      let outlineHeaderCellRegistration = createOutlineHeaderCellRegistration()
      let outlineCellRegistration = createOutlineCellRegistration()

      return UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
        (collectionView, indexPath, item) -> UICollectionViewCell? in
        guard let section = Section(rawValue: indexPath.section) else { return nil }
        switch section {
        case .recents:
          return collectionView.dequeueConfiguredReusableCell(
            using: gridCellRegistration, for: indexPath, item: item.emoji)
        case .list:
          return collectionView.dequeueConfiguredReusableCell(
            using: listCellRegistration, for: indexPath, item: item)
        case .outline:
          if item.hasChildren, let title = item.title {
            return collectionView.dequeueConfiguredReusableCell(
              using: outlineHeaderCellRegistration, for: indexPath, item: title)
          } else {
            return collectionView.dequeueConfiguredReusableCell(
              using: outlineCellRegistration, for: indexPath, item: item.emoji)
          }
        }
      }
    }

    func applyInitialSnapshots() {
      let sections = Section.allCases
      var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      snapshot.appendSections(sections)
      dataSource.apply(snapshot, animatingDifferences: false)

      let recentItems = Emoji.Category.recents.emojis.map { Item(emoji: $0) }
      var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      recentsSnapshot.append(recentItems)
      dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

      var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      for category in Emoji.Category.allCases where category != .recents {
        let allSnapshotItems = category.emojis.map { Item(emoji: $0) }
        allSnapshot.append(allSnapshotItems)

        let rootItem = Item(title: String(describing: category), hasChildren: true)
        outlineSnapshot.append([rootItem])
        let outlineItems = category.emojis.map { Item(emoji: $0) }
        outlineSnapshot.append(outlineItems, to: rootItem)
      }
      dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
      dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
      dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

      for _ in 0..<5 {
        if let item = allSnapshot.items.randomElement() {
          starredEmojis.insert(item)
        }
      }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      guard dataSource.itemIdentifier(for: indexPath)?.emoji != nil else {
        collectionView.deselectItem(at: indexPath, animated: true)
        return
      }
    }
  }

  typealias Screen = EmojiExplorerScreen

  static let header = [UICellAccessory.outlineDisclosure(options: .init(style: .header))]

  static func cells(_ screen: Screen, inSection section: Int) -> [UICollectionViewCell] {
    let collectionView = screen.collectionView
    return collectionView.visibleCells.filter {
      collectionView.indexPath(for: $0)?.section == section
    }
  }

  static func listCells(_ screen: Screen, inSection section: Int) -> [UICollectionViewListCell] {
    cells(screen, inSection: section).compactMap { $0 as? UICollectionViewListCell }
  }

  static func texts(_ cells: [UICollectionViewCell]) -> [String?] {
    cells.map { $0.contentConfiguration?.text }
  }

  /// The accessories the screen gives the list row of `item`: a chevron, and a star when
  /// the item is starred.
  static func listAccessories(_ screen: Screen, _ item: Screen.Item) -> [UICellAccessory] {
    screen.starredEmojis.contains(item)
      ? [.disclosureIndicator(), .custom(name: "star.fill")] : [.disclosureIndicator()]
  }

  @Test func theFirstScreenShowsTheRecentsTheCategoriesAndTheStartOfTheList() {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    // Recents 95 (10 + 0.2 · 375 + 10), the outline 10 + 7 · 44, the list 35 + 37 · 44.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 2076))

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
    #expect(outline.map(\.frame.minY) == [105, 149, 193, 237, 281, 325, 369])
    #expect(outline[0].frame == CGRect(x: 10, y: 105, width: 355, height: 44))
    #expect(outline.allSatisfy { $0.accessories == Self.header && $0.indentationLevel == 0 })

    let list = Self.listCells(screen, inSection: 2)
    #expect(Self.texts(list) == ["😀", "😂", "😍", "🤔", "😴", "🥳", "🐶", "🦊", "🐢"])
    #expect(list[6].contentConfiguration?.secondaryText == "Nature")
    #expect(list[0].contentConfiguration?.secondaryText == "Smileys")
    #expect(list[0].frame == CGRect(x: 16, y: 448, width: 343, height: 44))
    #expect(list[8].frame == CGRect(x: 16, y: 800, width: 343, height: 44))
    for (row, cell) in list.enumerated() {
      let item = screen.dataSource.itemIdentifier(for: IndexPath(item: row, section: 2))
      #expect(item.map { cell.accessories == Self.listAccessories(screen, $0) } == true)
    }
    #expect(collectionView.lastError == nil)
  }

  @Test func draggingTheRecentsRowRestsOnAGroupsLeadingEdge() {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
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

  @Test func tappingACategoryExpandsItThroughTheHandlersAndTappingAgainCollapsesIt() {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    var told: [String] = []
    screen.dataSource.sectionSnapshotHandlers.willExpandItem = {
      told.append("expand \($0.title ?? "")")
    }
    screen.dataSource.sectionSnapshotHandlers.willCollapseItem = {
      told.append("collapse \($0.title ?? "")")
    }

    collectionView.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(told == ["expand Nature"])
    let expanded = Self.listCells(screen, inSection: 1)
    #expect(
      Self.texts(expanded) == [
        "Smileys", "Nature", "🐶", "🦊", "🐢", "🌵", "🌻", "🍁", "Food", "Activities", "Travel",
        "Objects", "Symbols",
      ])
    #expect(expanded.map(\.indentationLevel) == [0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0])
    #expect(expanded[2].contentConfiguration?.secondaryText == "Dog Face")
    #expect(expanded[2].accessories == [.disclosureIndicator()])
    #expect(expanded[8].accessories == Self.header)
    #expect(expanded[2].frame == CGRect(x: 10, y: 193, width: 355, height: 44))
    #expect(expanded[12].frame == CGRect(x: 10, y: 633, width: 355, height: 44))
    // The list moved down by the six rows: 448 + 6 · 44.
    #expect(Self.listCells(screen, inSection: 2).first?.frame.minY == 712)
    #expect(collectionView.contentSize.height == 2340)
    // A header-style row toggles and is never selected.
    #expect(collectionView.indexPathsForSelectedItems == nil)

    collectionView.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(told == ["expand Nature", "collapse Nature"])
    let collapsed = Self.listCells(screen, inSection: 1)
    #expect(Self.texts(collapsed).count == 7)
    #expect(collapsed[2].contentConfiguration?.text == "Food")
    #expect(collapsed[2].frame == CGRect(x: 10, y: 193, width: 355, height: 44))
    #expect(Self.listCells(screen, inSection: 2).first?.frame.minY == 448)
    #expect(collectionView.contentSize.height == 2076)
  }

  @Test func aCategoryTheHandlersRefuseToExpandStaysCollapsed() {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0.title != "Food" }
    screen.collectionView.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(Self.texts(Self.listCells(screen, inSection: 1)).count == 7)
    #expect(screen.collectionView.indexPathsForSelectedItems == nil)
    screen.collectionView.tapItem(at: IndexPath(item: 3, section: 1))
    #expect(Self.texts(Self.listCells(screen, inSection: 1))[4] == "⚽️")
  }

  @Test func swipingAListRowRevealsTheStarAndPerformingItTogglesTheRowsStar() throws {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    let path = IndexPath(item: 3, section: 2)
    let item = try #require(screen.dataSource.itemIdentifier(for: path))
    #expect(item.emoji?.title == "Thinking Face")
    let wasStarred = screen.starredEmojis.contains(item)

    let swipe = try #require(
      collectionView.collectionViewLayout.swipe(ofItemAt: path, from: .leading, distance: 74))
    #expect(
      swipe.configuration.actions.map(\.imageName) == [wasStarred ? "star.slash" : "star.fill"])
    // Row 3 at 448 + 3 · 44; the action fills the 74 pt its content uncovered.
    #expect(swipe.rowFrame == LayoutRect(x: 16, y: 580, width: 343, height: 44))
    #expect(swipe.actionFrames == [LayoutRect(x: 16, y: 580, width: 74, height: 44)])
    #expect(swipe.contentFrame == LayoutRect(x: 90, y: 580, width: 343, height: 44))

    let action = try #require(
      collectionView.collectionViewLayout.leadingSwipeActionsConfiguration(forItemAt: path)?.actions
        .first)
    var performed: Bool?
    action.perform { performed = $0 }
    #expect(performed == true)
    #expect(screen.starredEmojis.contains(item) == !wasStarred)
    let cell = try #require(collectionView.cellForItem(at: path) as? UICollectionViewListCell)
    #expect(
      cell.accessories
        == (wasStarred
          ? [.disclosureIndicator()] : [.disclosureIndicator(), .custom(name: "star.fill")]))
    #expect(cell.contentConfiguration?.text == "🤔")

    // Swiped again, the row offers the opposite action.
    let again = collectionView.collectionViewLayout.leadingSwipeActionsConfiguration(
      forItemAt: path)
    #expect(again?.actions.map(\.imageName) == [wasStarred ? "star.fill" : "star.slash"])
    #expect(
      collectionView.collectionViewLayout.trailingSwipeActionsConfiguration(forItemAt: path) == nil)
  }

  @Test func tappingAnEmojiSelectsItAndScrollingToTheEndShowsTheLastRow() {
    let screen = Screen()
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)

    collectionView.contentOffset = CGPoint(x: 0, y: 1260)
    let list = Self.listCells(screen, inSection: 2)
    #expect(list.last?.contentConfiguration?.text == "✅")
    #expect(list.last?.contentConfiguration?.secondaryText == "Symbols")
    // Row 36: 448 + 36 · 44, at the end of the 2076 pt content.
    #expect(list.last?.frame == CGRect(x: 16, y: 2032, width: 343, height: 44))
    #expect(Self.cells(screen, inSection: 0).isEmpty)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }
}
#endif
