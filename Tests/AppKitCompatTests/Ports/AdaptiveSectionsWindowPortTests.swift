#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Adaptive Sections window as `MacExamples` ports it: Distinct Sections'
/// list, five-column and three-column sections, whose column counts double (2, 10, 6) once
/// the window is wider than 800 pt, resized, clicked and scrolled as on a Mac.
@Suite struct AdaptiveSectionsWindowPortTests {
  /// The sample's section for `index` at the container width `width`.
  static func section(_ index: Int, width: CGFloat) -> NSCollectionLayoutSection? {
    guard let narrow = [1, 5, 3].dropFirst(index).first else { return nil }
    let columns = width > 800 ? narrow * 2 : narrow
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let height: NSCollectionLayoutDimension = index == 0 ? .absolute(44) : .fractionalWidth(0.2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: height),
      subitem: item, count: columns)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return section
  }

  static func path(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func atThreeHundredTwentyPointsTheWindowLooksLikeDistinctSections() throws {
    let controller = AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    // 280 pt inside the insets, 320 ≤ 800: one list column, five and three grid columns.
    // The items' fractionalWidth(0.2) gives way to the groups' counts.
    #expect(
      collectionView.frameForItem(at: Self.path(3, 0))
        == NSRect(x: 22, y: 20 + 3 * 44 + 2, width: 276, height: 40))
    #expect(
      collectionView.frameForItem(at: Self.path(7, 1))
        == NSRect(x: 20 + 2 * 56 + 2, y: 556 + 2, width: 52, height: 52))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 896))
    #expect(collectionView.shownIndexPaths == indexPaths(0..<10) + indexPaths(0..<10, section: 1))
    let list = try #require(collectionView.item(at: Self.path(0, 0)) as? ListItem)
    #expect(list.textField?.stringValue == "0")
    let grid5 = try #require(collectionView.item(at: Self.path(9, 1)) as? TextItem)
    #expect(grid5.textField?.stringValue == "19")
    #expect((grid5.view as? NSBox)?.cornerRadius == 8)
    #expect(collectionView.lastError == nil)
  }

  @Test func widerThanEightHundredPointsTheColumnsDouble() throws {
    let controller = AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    // Exactly 800 is not wider than 800: the list keeps one 760 pt column.
    window.setContentSize(NSSize(width: 800, height: 600))
    #expect(
      collectionView.frameForItem(at: Self.path(1, 0))
        == NSRect(x: 22, y: 20 + 44 + 2, width: 756, height: 40))
    window.setContentSize(NSSize(width: 900, height: 600))
    #expect(collectionView.frame.size == NSSize(width: 900, height: 600))
    // 860 pt inside the insets. List: two 430 pt columns, five rows; the section ends at
    // 20 + 5·44 + 20 = 260.
    #expect(
      collectionView.frameForItem(at: Self.path(1, 0))
        == NSRect(x: 20 + 430 + 2, y: 22, width: 426, height: 40))
    // Ten columns of 86 pt in one row a fifth of 860 (172 pt) tall, from 280; the section
    // ends at 280 + 172 + 20 = 472.
    #expect(
      collectionView.frameForItem(at: Self.path(3, 1))
        == NSRect(x: 20 + 3 * 86 + 2, y: 282, width: 82, height: 168))
    // Six columns of 860 / 6 pt in two 172 pt rows from 492.
    let sixth = CGFloat(860) / 6
    let grid6 = collectionView.frameForItem(at: Self.path(7, 2))
    #expect(abs(grid6.minX - (20 + sixth + 2)) < 1e-9)
    #expect(abs(grid6.width - (sixth - 4)) < 1e-9)
    // 492 + 172 + 2.
    #expect(grid6.minY == 666)
    #expect(grid6.height == 168)
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 900, height: 492 + 344 + 20))
    // The second row of six (from 664) is below the 600 pt shown.
    #expect(
      collectionView.shownIndexPaths
        == indexPaths(0..<10) + indexPaths(0..<10, section: 1) + indexPaths(0..<6, section: 2))
    let list = try #require(collectionView.item(at: Self.path(1, 0)) as? ListItem)
    #expect(list.view.frame == NSRect(x: 452, y: 22, width: 426, height: 40))
    // Narrowing again under 800 brings one column back.
    window.setContentSize(NSSize(width: 700, height: 600))
    #expect(
      collectionView.frameForItem(at: Self.path(1, 0))
        == NSRect(x: 22, y: 66, width: 656, height: 40))
    #expect(collectionView.lastError == nil)
    #expect(collectionView.collectionViewLayout?.layoutErrors.isEmpty == true)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayoutNarrowAndWide() throws {
    let controller = AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindow")
    let window = try #require(controller.shown())
    for width in [320, 900] as [CGFloat] {
      window.setContentSize(NSSize(width: width, height: 600))
      let expected = UIKitFrames.itemFrames(
        size: CGSize(width: width, height: 600), counts: [10, 10, 10]
      ) { index, size in Self.section(index, width: size.width) }
      #expect(expected.count == 30)
      #expect(controller.collectionView.allItemFrames == expected)
    }
  }

  @Test func clicksSelectAndTheSelectionSurvivesTheResize() throws {
    let controller = AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    collectionView.clickItem(at: Self.path(2, 1))
    collectionView.clickItem(at: Self.path(5, 0), modifierFlags: .command)
    let selected: Set<IndexPath> = [Self.path(2, 1), Self.path(5, 0)]
    #expect(collectionView.selectionIndexPaths == selected)
    window.setContentSize(NSSize(width: 900, height: 600))
    #expect(collectionView.selectionIndexPaths == selected)
    let square = try #require(collectionView.item(at: Self.path(2, 1)) as? TextItem)
    #expect(square.isSelected)
    #expect((square.view as? NSBox)?.fillColor == .selectedControlColor)
    #expect(square.view.frame == NSRect(x: 20 + 2 * 86 + 2, y: 282, width: 82, height: 168))
    let row = try #require(collectionView.item(at: Self.path(5, 0)) as? ListItem)
    #expect(row.view.layer?.backgroundColor == NSColor.selectedControlColor.cgColor)
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingAWideWindowShowsTheSecondRowOfSix() throws {
    let controller = AdaptiveSectionsWindowController(windowNibName: "AdaptiveSectionsWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 900, height: 600))
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 400))
    // Kept within 856 − 600 = 256: the list's last items end at 22 + 4·44 + 40 = 238, so
    // the list is gone; the second row of six (666…834) now shows.
    #expect(scrollView.documentVisibleRect.minY == 256)
    #expect(
      collectionView.shownIndexPaths
        == indexPaths(0..<10, section: 1) + indexPaths(0..<10, section: 2))
    let last = try #require(collectionView.item(at: Self.path(9, 2)) as? TextItem)
    #expect(last.textField?.stringValue == "29")
    #expect((last.view as? NSBox)?.cornerRadius == 0)
    #expect(collectionView.lastError == nil)
  }
}
#endif
