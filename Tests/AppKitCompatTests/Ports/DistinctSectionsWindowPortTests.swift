#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Distinct Sections window as `MacExamples` ports it: ten `ListItem` rows,
/// ten rounded `TextItem`s five to a row and ten square-cornered ones three to a row, each
/// section 20 pt inside its edges, clicked, scrolled and resized as on a Mac.
@Suite struct DistinctSectionsWindowPortTests {
  /// The sample's section for `index`: 1, 5 and 3 columns.
  static func section(_ index: Int) -> NSCollectionLayoutSection? {
    guard let columns = [1, 5, 3].dropFirst(index).first else { return nil }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let height: NSCollectionLayoutDimension =
      columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
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

  @Test func theWindowShowsTheListAndTheFiveColumnGrid() throws {
    let controller = DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.numberOfSections == 3)
    #expect((0..<3).map(collectionView.numberOfItems(inSection:)) == [10, 10, 10])
    // Inside the 20 pt section insets the width is 280.
    // List: rows 280 × 44 from y 20, each item 2 pt inside its row; the section ends at
    // 20 + 440 + 20 = 480.
    #expect(
      collectionView.frameForItem(at: Self.path(3, 0))
        == NSRect(x: 22, y: 20 + 3 * 44 + 2, width: 276, height: 40))
    // Five columns: 56 pt squares (280 / 5, rows a fifth of 280 tall) from y 500; item 7 is
    // row 1, column 2. The section ends at 500 + 112 + 20 = 632.
    #expect(
      collectionView.frameForItem(at: Self.path(7, 1))
        == NSRect(x: 20 + 2 * 56 + 2, y: 556 + 2, width: 52, height: 52))
    // Three columns of 280 / 3 pt, 56 pt rows from y 652; item 4 is row 1, column 1.
    let third = CGFloat(280) / 3
    let grid3 = collectionView.frameForItem(at: Self.path(4, 2))
    #expect(abs(grid3.minX - (20 + third + 2)) < 1e-9)
    #expect(abs(grid3.width - (third - 4)) < 1e-9)
    // 708 + 2.
    #expect(grid3.minY == 710)
    #expect(grid3.height == 52)
    // 652 + 4 rows of 56 + 20.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 896))
    // At 0…600 the list and the five-column grid show; the three-column grid starts at 652.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<10) + indexPaths(0..<10, section: 1))
    let list = try #require(collectionView.item(at: Self.path(3, 0)) as? ListItem)
    #expect(list.textField?.stringValue == "3")
    let grid5 = try #require(collectionView.item(at: Self.path(7, 1)) as? TextItem)
    #expect(grid5.textField?.stringValue == "17")
    #expect((grid5.view as? NSBox)?.cornerRadius == 8)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [10, 10, 10]
    ) { index, _ in Self.section(index) }
    #expect(expected.count == 30)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func scrollingToTheEndShowsTheSquareCorneredGrid() throws {
    let controller = DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1000))
    // Kept within the content: 896 − 600 = 296. List row 5's item ends at 282, row 6's
    // spans 286…326.
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 296, width: 320, height: 600))
    #expect(
      collectionView.shownIndexPaths
        == indexPaths(6..<10) + indexPaths(0..<10, section: 1) + indexPaths(0..<10, section: 2))
    let grid3 = try #require(collectionView.item(at: Self.path(9, 2)) as? TextItem)
    #expect(grid3.textField?.stringValue == "29")
    #expect((grid3.view as? NSBox)?.cornerRadius == 0)
    #expect(grid3.view.frame == NSRect(x: 22, y: 822, width: CGFloat(280) / 3 - 4, height: 52))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func clicksSelectRowsAndSquaresAcrossSections() throws {
    let controller = DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    collectionView.clickItem(at: Self.path(8, 0))
    let row = try #require(collectionView.item(at: Self.path(8, 0)) as? ListItem)
    #expect(row.view.layer?.backgroundColor == NSColor.selectedControlColor.cgColor)
    // A shift-click runs on from the list's row 8 into the grid, in index-path order.
    collectionView.clickItem(at: Self.path(1, 1), modifierFlags: .shift)
    #expect(
      collectionView.selectionIndexPaths
        == [Self.path(8, 0), Self.path(9, 0), Self.path(0, 1), Self.path(1, 1)])
    let square = try #require(collectionView.item(at: Self.path(1, 1)) as? TextItem)
    #expect((square.view as? NSBox)?.fillColor == .selectedControlColor)
    collectionView.clickItem(at: Self.path(8, 0), modifierFlags: .command)
    #expect(row.view.layer?.backgroundColor == nil)
    #expect(collectionView.selectionIndexPaths.count == 3)
    collectionView.clickItem(at: Self.path(4, 1))
    #expect(collectionView.selectionIndexPaths == [Self.path(4, 1)])
    #expect((square.view as? NSBox)?.fillColor == .cornflowerBlue)
    #expect(collectionView.lastError == nil)
  }

  @Test func aWiderWindowKeepsTheColumnCounts() throws {
    let controller = DistinctSectionsWindowController(windowNibName: "DistinctSectionsWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 900, height: 600))
    let collectionView = controller.collectionView
    // 860 pt inside the insets: still five columns of 172 pt, where Adaptive Sections
    // doubles them.
    #expect(
      collectionView.frameForItem(at: Self.path(6, 1))
        == NSRect(x: 20 + 172 + 2, y: 480 + 20 + 172 + 2, width: 168, height: 168))
    #expect(
      collectionView.frameForItem(at: Self.path(0, 0))
        == NSRect(x: 22, y: 22, width: 856, height: 40))
    #expect(collectionView.lastError == nil)
  }
}
#endif
