#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Mountains Search screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`MountainsViewController` over `MountainsController`), shown in a
/// window as the app shows it. The tests type in its search bar, whose delegate calls
/// `performQuery(with:)` with the text typed.
///
/// The names' collection view now sits where the sample's constraints put it, 20 pt below a
/// 56 pt search bar 8 pt below the safe area's top: from y 84 to the bottom, 728 pt tall on
/// a 812 pt phone, where the port before the view controller made it the whole 812 pt. So
/// fewer rows show (18, not 20); the frames inside the view are as before.
@Suite struct MountainsScreenPortTests {
  typealias MountainsScreen = MountainsViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(
    _ screen: MountainsScreen, size: CGSize = CGSize(width: 375, height: 812)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  /// Every name of the table, sorted as the screen sorts them.
  static let sortedNames = [
    "Aconcagua", "Annapurna", "Aoraki", "Ben Nevis", "Broad Peak", "Chimborazo", "Cho Oyu",
    "Denali", "Dhaulagiri", "Dufourspitze", "Eiger", "Gasherbrum I", "Gasherbrum II",
    "Grossglockner", "Jungfrau", "K2", "Kangchenjunga", "Kilimanjaro", "Lhotse", "Makalu",
    "Manaslu", "Matterhorn", "Mont Blanc", "Mount Ararat", "Mount Elbrus", "Mount Etna",
    "Mount Everest", "Mount Fuji", "Mount Hood", "Mount Kenya", "Mount Kinabalu",
    "Mount Kosciuszko", "Mount Logan", "Mount Olympus", "Mount Rainier", "Mount Saint Helens",
    "Mount Washington", "Mount Whitney", "Nanga Parbat", "Ojos del Salado", "Pico de Orizaba",
    "Pikes Peak", "Puncak Jaya", "Shishapangma", "Table Mountain", "Teide", "Vinson Massif",
    "Zugspitze",
  ]

  static func cells(_ screen: MountainsScreen) -> [LabelCell] {
    screen.mountainsCollectionView?.visibleCells.compactMap { $0 as? LabelCell } ?? []
  }

  /// The frame of the mountain at `index` in two columns 375 pt wide: 172.5 pt cells
  /// ((375 − 2 · 10 − 10) / 2) in 32 pt rows 10 pt apart, below a 10 pt inset.
  static func twoColumnFrame(_ index: Int) -> CGRect {
    CGRect(
      x: index % 2 == 0 ? 10 : 192.5, y: CGFloat(10 + 42 * (index / 2)), width: 172.5, height: 32)
  }

  @Test func theFirstScreenShowsEighteenRowsOfTwoSortedMountains() throws {
    let screen = MountainsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.mountainsCollectionView)
    let cells = Self.cells(screen)
    // 24 rows: 10 + 24 · 32 + 23 · 10 + 10.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1018))
    // The 728 pt view shows rows 0 to 17: row 17 starts at 10 + 17 · 42 = 724.
    #expect(cells.map(\.label.text) == Self.sortedNames.prefix(36).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<36).map(Self.twoColumnFrame))
    #expect(cells[35].frame == CGRect(x: 192.5, y: 724, width: 172.5, height: 32))
    #expect(collectionView.lastError == nil)
  }

  @Test func typingAFilterNarrowsTheCellsLetterByLetter() throws {
    let screen = MountainsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.mountainsCollectionView)
    let shown = Set(Self.cells(screen).map(ObjectIdentifier.init))

    screen.searchBar.type("M")
    let m = Self.cells(screen)
    #expect(m.count == 26)
    #expect(m.first?.label.text == "Chimborazo")
    #expect(m.last?.frame == CGRect(x: 192.5, y: 514, width: 172.5, height: 32))
    // 13 rows: 10 + 13 · 32 + 12 · 10 + 10.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 556))

    screen.searchBar.type("Ma")
    let ma = Self.cells(screen)
    #expect(
      ma.map(\.label.text) == [
        "Kilimanjaro", "Makalu", "Manaslu", "Matterhorn", "Shishapangma", "Vinson Massif",
      ])
    #expect(ma.map(\.frame) == (0..<6).map(Self.twoColumnFrame))
    #expect(ma[5].frame == CGRect(x: 192.5, y: 94, width: 172.5, height: 32))

    screen.searchBar.type("Mat")
    let mat = Self.cells(screen)
    #expect(mat.map(\.label.text) == ["Matterhorn"])
    #expect(mat[0].frame == CGRect(x: 10, y: 10, width: 172.5, height: 32))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 52))
    #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    // Narrowing reuses the cells the first screen made.
    #expect(shown.contains(ObjectIdentifier(mat[0])))
  }

  @Test func clearingTheFilterRestoresEveryMountain() throws {
    let screen = MountainsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.mountainsCollectionView)
    screen.searchBar.type("peak")
    #expect(Self.cells(screen).map(\.label.text) == ["Broad Peak", "Pikes Peak"])
    screen.searchBar.type("xyz")
    #expect(Self.cells(screen).isEmpty)
    screen.searchBar.type("")
    let cells = Self.cells(screen)
    #expect(cells.map(\.label.text) == Self.sortedNames.prefix(36).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<36).map(Self.twoColumnFrame))
    #expect(collectionView.numberOfItems(inSection: 0) == 48)
  }

  @Test func filteringWhileScrolledShowsTheMatchesFromTheTop() throws {
    let screen = MountainsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.mountainsCollectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 206)
    let scrolled = Self.cells(screen)
    // 206 to 934: rows 4 to 21.
    #expect(scrolled.map(\.label.text) == Self.sortedNames[8..<44].map(Optional.init))
    #expect(scrolled[0].frame == CGRect(x: 10, y: 178, width: 172.5, height: 32))

    screen.searchBar.type("mount")
    let cells = Self.cells(screen)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(cells.count == 16)
    #expect(cells.first?.label.text == "Mount Ararat")
    #expect(cells.last?.label.text == "Table Mountain")
    #expect(cells.last?.frame == CGRect(x: 192.5, y: 304, width: 172.5, height: 32))
  }

  @Test func aWideScreenShowsThreeColumnsAndTwoOnceRotated() throws {
    let screen = MountainsScreen()
    let window = Self.show(screen, size: CGSize(width: 1024, height: 768))
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.mountainsCollectionView)
    let cells = Self.cells(screen)
    // (1024 − 2 · 10 − 2 · 10) / 3 = 328 a cell; 16 rows, all in the 684 pt view.
    #expect(cells.count == 48)
    #expect(cells[0].frame == CGRect(x: 10, y: 10, width: 328, height: 32))
    #expect(cells[1].frame == CGRect(x: 348, y: 10, width: 328, height: 32))
    #expect(cells[47].frame == CGRect(x: 686, y: 640, width: 328, height: 32))
    #expect(cells[47].label.text == "Zugspitze")

    window.transition(to: CGSize(width: 768, height: 1024))
    // The constraints give the view the new width: 768 is not wider than 800, so two
    // columns of (768 − 30) / 2 = 369.
    #expect(collectionView.frame == CGRect(x: 0, y: 84, width: 768, height: 940))
    let portrait = Self.cells(screen)
    #expect(portrait[1].frame == CGRect(x: 389, y: 10, width: 369, height: 32))
    // Row 23, at 976, is below the 940 pt view: 46 cells show.
    #expect(portrait.count == 46)
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 47, section: 0))?.frame
        == CGRect(x: 389, y: 976, width: 369, height: 32))
  }

  @Test func theScreenIsTitledAndTheGridSitsBelowTheSearchBar() throws {
    let screen = MountainsScreen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Mountains Search")
    let collectionView = try #require(screen.mountainsCollectionView)
    // The bar 8 pt below the safe area's top, 56 pt tall; the grid 20 pt below it.
    #expect(screen.searchBar.frame == CGRect(x: 0, y: 55, width: 375, height: 56))
    #expect(collectionView.frame == CGRect(x: 0, y: 131, width: 375, height: 681))
    let cell = try #require(Self.cells(screen).first)
    // The label 10 pt in from the sides, one 20.333 pt body line centred in the 32 pt.
    #expect(cell.label.frame.minX == 10)
    #expect(cell.label.frame.width == 152.5)
    #expect(abs(cell.label.frame.midY - 16) < 1e-9)

    screen.searchBar.type("Mat")
    #expect(screen.searchBar.text == "Mat")
    #expect(Self.cells(screen).map(\.label.text) == ["Matterhorn"])
  }
}
#endif
