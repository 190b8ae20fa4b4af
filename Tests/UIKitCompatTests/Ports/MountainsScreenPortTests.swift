#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Mountains Search screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`MountainsViewController` over `MountainsController`). The search
/// bar's delegate calls `performQuery(with:)` with the text typed; the tests call it the
/// same way.
@Suite struct MountainsScreenPortTests {
  typealias MountainsScreen = MountainsViewController

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
    screen.collectionView.visibleCells.compactMap { $0 as? LabelCell }
  }

  /// The frame of the mountain at `index` in two columns 375 pt wide: 172.5 pt cells
  /// ((375 − 2 · 10 − 10) / 2) in 32 pt rows 10 pt apart, below a 10 pt inset.
  static func twoColumnFrame(_ index: Int) -> CGRect {
    CGRect(
      x: index % 2 == 0 ? 10 : 192.5, y: CGFloat(10 + 42 * (index / 2)), width: 172.5, height: 32)
  }

  @Test func theFirstScreenShowsTwentyRowsOfTwoSortedMountains() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    let cells = Self.cells(screen)
    // 24 rows: 10 + 24 · 32 + 23 · 10 + 10.
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 1018))
    #expect(cells.map(\.text) == Self.sortedNames.prefix(40).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<40).map(Self.twoColumnFrame))
    #expect(cells[39].frame == CGRect(x: 192.5, y: 808, width: 172.5, height: 32))
    #expect(screen.collectionView.lastError == nil)
  }

  @Test func typingAFilterNarrowsTheCellsLetterByLetter() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    let shown = Set(Self.cells(screen).map(ObjectIdentifier.init))

    screen.performQuery(with: "M")
    let m = Self.cells(screen)
    #expect(m.count == 26)
    #expect(m.first?.text == "Chimborazo")
    #expect(m.last?.frame == CGRect(x: 192.5, y: 514, width: 172.5, height: 32))
    // 13 rows: 10 + 13 · 32 + 12 · 10 + 10.
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 556))

    screen.performQuery(with: "Ma")
    let ma = Self.cells(screen)
    #expect(
      ma.map(\.text) == [
        "Kilimanjaro", "Makalu", "Manaslu", "Matterhorn", "Shishapangma", "Vinson Massif",
      ])
    #expect(ma.map(\.frame) == (0..<6).map(Self.twoColumnFrame))
    #expect(ma[5].frame == CGRect(x: 192.5, y: 94, width: 172.5, height: 32))

    screen.performQuery(with: "Mat")
    let mat = Self.cells(screen)
    #expect(mat.map(\.text) == ["Matterhorn"])
    #expect(mat[0].frame == CGRect(x: 10, y: 10, width: 172.5, height: 32))
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 52))
    #expect(screen.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    // Narrowing reuses the cells the first screen made.
    #expect(shown.contains(ObjectIdentifier(mat[0])))
  }

  @Test func clearingTheFilterRestoresEveryMountain() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    screen.performQuery(with: "peak")
    #expect(Self.cells(screen).map(\.text) == ["Broad Peak", "Pikes Peak"])
    screen.performQuery(with: "xyz")
    #expect(Self.cells(screen).isEmpty)
    screen.performQuery(with: "")
    let cells = Self.cells(screen)
    #expect(cells.map(\.text) == Self.sortedNames.prefix(40).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<40).map(Self.twoColumnFrame))
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 48)
  }

  @Test func filteringWhileScrolledShowsTheMatchesFromTheTop() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    screen.collectionView.contentOffset = CGPoint(x: 0, y: 206)
    let scrolled = Self.cells(screen)
    // 206 to 1018, the end: rows 4 to 23.
    #expect(scrolled.map(\.text) == Self.sortedNames[8...].map(Optional.init))
    #expect(scrolled[0].frame == CGRect(x: 10, y: 178, width: 172.5, height: 32))

    screen.performQuery(with: "mount")
    let cells = Self.cells(screen)
    #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(cells.count == 16)
    #expect(cells.first?.text == "Mount Ararat")
    #expect(cells.last?.text == "Table Mountain")
    #expect(cells.last?.frame == CGRect(x: 192.5, y: 304, width: 172.5, height: 32))
  }

  @Test func aWideScreenShowsThreeColumns() {
    let screen = MountainsScreen(size: CGSize(width: 1024, height: 768))
    defer { withExtendedLifetime(screen) {} }
    let cells = Self.cells(screen)
    // (1024 − 2 · 10 − 2 · 10) / 3 = 328 a cell; 16 rows, all in view.
    #expect(cells.count == 48)
    #expect(cells[0].frame == CGRect(x: 10, y: 10, width: 328, height: 32))
    #expect(cells[1].frame == CGRect(x: 348, y: 10, width: 328, height: 32))
    #expect(cells[47].frame == CGRect(x: 686, y: 640, width: 328, height: 32))
    #expect(cells[47].text == "Zugspitze")

    screen.collectionView.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let portrait = Self.cells(screen)
    // 768 is not wider than 800: two columns of (768 − 30) / 2 = 369.
    #expect(portrait[1].frame == CGRect(x: 389, y: 10, width: 369, height: 32))
    #expect(portrait[47].frame == CGRect(x: 389, y: 976, width: 369, height: 32))
  }
}
#endif
