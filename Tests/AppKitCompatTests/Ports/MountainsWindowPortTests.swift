#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Mountains Search window as `MacExamples` ports it: our 48 summits by name
/// in two columns under a search field, in a 400 × 600 window, searched by typing as a Mac
/// user does and widened past 800 pt.
@Suite struct MountainsWindowPortTests {
  static func section(width: CGFloat) -> NSCollectionLayoutSection {
    let columns = width > 800 ? 3 : 2
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32)),
      subitem: item, count: columns)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return section
  }

  /// The names shown, in index path order.
  static func names(_ collectionView: NSCollectionView) -> [String?] {
    collectionView.visibleItems().map { $0.textField?.stringValue }
  }

  /// The frame of the item at `item`.
  static func frame(_ collectionView: NSCollectionView, _ item: Int) -> NSRect {
    collectionView.frameForItem(at: IndexPath(item: item, section: 0))
  }

  @Test func theWindowShowsEveryMountainByNameInTwoColumns() throws {
    let controller = MountainsWindowController(windowNibName: "MountainsWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 400, height: 550))
    #expect(controller.searchField.frame == NSRect(x: 20, y: 558, width: 360, height: 22))
    #expect(controller.searchField.stringValue.isEmpty)
    #expect(collectionView.numberOfItems(inSection: 0) == 48)
    // Rows of 32 at y = 10 + 42 i: row 12 (514…546) is the last within 550, so 13 rows of two.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<26))
    let names = Self.names(collectionView)
    #expect(names.prefix(5) == ["Aconcagua", "Annapurna", "Aoraki", "Ben Nevis", "Broad Peak"])
    #expect(names.last == "Mount Etna")
    // 400 less 10 + 10 of insets is 380; less 10 between, two columns of 185.
    #expect(Self.frame(collectionView, 0) == NSRect(x: 10, y: 10, width: 185, height: 32))
    #expect(Self.frame(collectionView, 1) == NSRect(x: 205, y: 10, width: 185, height: 32))
    #expect(Self.frame(collectionView, 2) == NSRect(x: 10, y: 52, width: 185, height: 32))
    #expect(
      collectionView.item(at: IndexPath(item: 25, section: 0))?.view.frame
        == NSRect(x: 205, y: 514, width: 185, height: 32))
    // 24 rows: 10 + 24 × 32 + 23 × 10 + 10.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 1018))
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = MountainsWindowController(windowNibName: "MountainsWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 400, height: 550), counts: [48]
    ) { _, size in Self.section(width: size.width) }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 48)
  }

  @Test func typingFiltersTheNamesAtEachKeystroke() throws {
    let controller = MountainsWindowController(windowNibName: "MountainsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let searchField = controller.searchField

    searchField.type("m")
    // 26 names hold an "m", whatever its case.
    #expect(collectionView.numberOfItems(inSection: 0) == 26)
    #expect(
      Self.names(collectionView).prefix(3) == ["Chimborazo", "Gasherbrum I", "Gasherbrum II"])

    searchField.type("ount")
    // The fifteen "Mount …" and Table Mountain, by name: eight rows, all shown.
    #expect(searchField.stringValue == "mount")
    #expect(collectionView.numberOfItems(inSection: 0) == 16)
    #expect(collectionView.shownIndexPaths == indexPaths(0..<16))
    let mount = Self.names(collectionView)
    #expect(mount.first == "Mount Ararat")
    #expect(mount.last == "Table Mountain")
    // Item 15 is the second of row 7: y = 10 + 7 × 42.
    #expect(Self.frame(collectionView, 15) == NSRect(x: 205, y: 304, width: 185, height: 32))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 346))
    let everestIndex = try #require(mount.firstIndex(of: "Mount Everest"))
    let everest = try #require(collectionView.item(at: IndexPath(item: everestIndex, section: 0)))

    searchField.type(" e")
    #expect(Self.names(collectionView) == ["Mount Elbrus", "Mount Etna", "Mount Everest"])
    // An item that stays keeps its item object through the apply, as in AppKit.
    #expect(collectionView.item(at: IndexPath(item: 2, section: 0)) === everest)
    #expect(everest.textField?.stringValue == "Mount Everest")
    #expect(Self.frame(collectionView, 1) == NSRect(x: 205, y: 10, width: 185, height: 32))
    #expect(Self.frame(collectionView, 2) == NSRect(x: 10, y: 52, width: 185, height: 32))

    searchField.deleteBackward(count: 2)
    #expect(searchField.stringValue == "mount")
    #expect(collectionView.numberOfItems(inSection: 0) == 16)
    #expect(
      collectionView.item(at: IndexPath(item: 0, section: 0))?.textField?.stringValue
        == "Mount Ararat")

    searchField.type("zz")
    #expect(collectionView.numberOfItems(inSection: 0) == 0)
    #expect(collectionView.shownIndexPaths.isEmpty)
    // A section without items takes no room, its insets neither (rule 14).
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 0))

    searchField.deleteBackward(count: 20)
    #expect(searchField.stringValue.isEmpty)
    #expect(collectionView.numberOfItems(inSection: 0) == 48)
    #expect(collectionView.shownIndexPaths == indexPaths(0..<26))
    #expect(Self.frame(collectionView, 47) == NSRect(x: 205, y: 976, width: 185, height: 32))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aWindowWiderThan800GivesThreeColumns() throws {
    let controller = MountainsWindowController(windowNibName: "MountainsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    // At 800 exactly the layout keeps two columns: (780 − 10) / 2 = 385.
    window.setContentSize(NSSize(width: 800, height: 600))
    #expect(collectionView.frame.size == NSSize(width: 800, height: 550))
    #expect(Self.frame(collectionView, 1) == NSRect(x: 405, y: 10, width: 385, height: 32))
    // Past 800: three columns of (800 − 20) / 3 = 260 in 820 − 20.
    window.setContentSize(NSSize(width: 820, height: 600))
    #expect(collectionView.frame.size == NSSize(width: 820, height: 550))
    #expect(controller.searchField.frame == NSRect(x: 20, y: 558, width: 780, height: 22))
    #expect(Self.frame(collectionView, 1) == NSRect(x: 280, y: 10, width: 260, height: 32))
    #expect(Self.frame(collectionView, 2) == NSRect(x: 550, y: 10, width: 260, height: 32))
    #expect(Self.frame(collectionView, 3) == NSRect(x: 10, y: 52, width: 260, height: 32))
    // 13 rows of three within 550; 16 rows in all: 10 + 16 × 32 + 15 × 10 + 10.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<39))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 820, height: 682))
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 820, height: 550), counts: [48]
    ) { _, size in Self.section(width: size.width) }
    #expect(collectionView.allItemFrames == expected)
    #expect(collectionView.lastError == nil)
  }

  @Test func aTallerWindowKeepsTheSearchFieldAtTheTop() throws {
    let controller = MountainsWindowController(windowNibName: "MountainsWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 400, height: 700))
    // The scroll view grows with the window; the field stays 20 pt from the top.
    #expect(controller.collectionView.frame.size == NSSize(width: 400, height: 650))
    #expect(controller.collectionView.shownIndexPaths == indexPaths(0..<32))
    #expect(controller.searchField.frame == NSRect(x: 20, y: 658, width: 360, height: 22))
  }
}
#endif
