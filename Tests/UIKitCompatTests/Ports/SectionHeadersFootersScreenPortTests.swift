#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Section Headers/Footers screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`SectionHeadersFootersViewController`), shown in a window as the app
/// shows it: five sections of five 44 pt `ListCell` rows, each with a header and a footer
/// of estimated height, `TitleSupplementaryView`s whose constraints size them to their
/// title: 10 + one 24 pt title3 line + 10, the 44 pt estimated.
@Suite struct SectionHeadersFootersScreenPortTests {
  typealias Screen = SectionHeadersFootersViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func headers(_ collectionView: UICollectionView) -> [TitleSupplementaryView] {
    collectionView.visibleSupplementaryViews(ofKind: Screen.sectionHeaderElementKind)
      .compactMap { $0 as? TitleSupplementaryView }
  }

  static func footers(_ collectionView: UICollectionView) -> [TitleSupplementaryView] {
    collectionView.visibleSupplementaryViews(ofKind: Screen.sectionFooterElementKind)
      .compactMap { $0 as? TitleSupplementaryView }
  }

  static func paths(_ pairs: [(section: Int, item: Int)]) -> [IndexPath] {
    pairs.map { IndexPath(item: $0.item, section: $0.section) }
  }

  @Test func theFirstScreenShowsTwoWholeSectionsAndTheStartOfTheThird() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? ListCell }
    // 328 pt a section: a 44 pt header, five 44 pt rows 5 pt apart (240), a 44 pt footer.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1640))
    #expect(cells.count == 13)
    #expect(cells.map(\.label.text).prefix(6) == ["0,0", "0,1", "0,2", "0,3", "0,4", "1,0"])
    #expect(cells.last?.label.text == "2,2")
    #expect(cells[1].frame == CGRect(x: 10, y: 93, width: 355, height: 44))
    // Section 2's third row starts at 656 + 44 + 2 · 49 = 798, 14 pt above the bottom.
    #expect(cells[12].frame == CGRect(x: 10, y: 798, width: 355, height: 44))

    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind)
        == Self.paths([(0, 0), (1, 0), (2, 0)]))
    let headers = Self.headers(collectionView)
    #expect(
      headers.map(\.label.text) == [
        "section-header-element-kind for section 0", "section-header-element-kind for section 1",
        "section-header-element-kind for section 2",
      ])
    #expect(headers.map(\.frame.minY) == [0, 328, 656])
    #expect(headers[0].frame == CGRect(x: 10, y: 0, width: 355, height: 44))

    let footers = Self.footers(collectionView)
    #expect(
      footers.map(\.label.text) == [
        "section-footer-element-kind for section 0", "section-footer-element-kind for section 1",
      ])
    #expect(footers[0].frame == CGRect(x: 10, y: 284, width: 355, height: 44))
    #expect(footers[1].frame == CGRect(x: 10, y: 612, width: 355, height: 44))
    #expect(collectionView.lastError == nil)
  }

  @Test func theScreenIsTitledAndItsViewsArePlacedByTheirConstraints() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Section Headers/Footers")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    let header = try #require(Self.headers(collectionView).first)
    // Pinned 10 pt inside the 355 × 44 header: one 24 pt line of title3 (20 pt).
    #expect(header.label.frame == CGRect(x: 10, y: 10, width: 335, height: 24))
    #expect(header.label.font == UIFont.preferredFont(forTextStyle: .title3))
    #expect(header.backgroundColor == .lightGray)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ListCell)
    // The chevron 13 × 20 pt, 10 pt from the trailing edge and centred; the label 10 pt
    // before it; the separator a hairline along the bottom.
    #expect(cell.accessoryImageView.frame == CGRect(x: 332, y: 12, width: 13, height: 20))
    #expect(cell.accessoryImageView.image == UIImage(systemName: "chevron.right"))
    #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 312, height: 24))
    #expect(cell.seperatorView.frame == CGRect(x: 10, y: 43.5, width: 335, height: 0.5))
    #expect(
      cell.selectedBackgroundView?.backgroundColor == UIColor.lightGray.withAlphaComponent(0.3))
  }

  @Test func rotatingTheWindowWidensTheRowsHeadersAndFooters() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    // Rows 812 − 2 · 10 wide; the 375 pt show section 0 whole (0 to 328), section 1's
    // header and the top of its first row (372 to 416).
    #expect(
      Self.headers(collectionView).first?.frame == CGRect(x: 10, y: 0, width: 792, height: 44))
    #expect(collectionView.indexPathsForVisibleItems.count == 6)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? ListCell)
    #expect(cell.frame == CGRect(x: 10, y: 240, width: 792, height: 44))
    #expect(cell.accessoryImageView.frame.minX == 769)
  }

  @Test func scrollingBringsInTheNextSectionsHeadersAndFootersAndReusesTheOnesThatLeft() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let firstHeaders = Set(Self.headers(collectionView).map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 700)
    collectionView.layoutIfNeeded()

    // Visible: 700 to 1512, from section 2's first row to section 4's fourth.
    let cells = collectionView.visibleCells.compactMap { $0 as? ListCell }
    #expect(cells.first?.label.text == "2,0")
    #expect(cells.last?.label.text == "4,3")
    #expect(cells.first?.frame == CGRect(x: 10, y: 700, width: 355, height: 44))

    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind)
        == Self.paths([(3, 0), (4, 0)]))
    let headers = Self.headers(collectionView)
    #expect(
      headers.map(\.label.text) == [
        "section-header-element-kind for section 3", "section-header-element-kind for section 4",
      ])
    #expect(headers[0].frame == CGRect(x: 10, y: 984, width: 355, height: 44))
    #expect(headers[1].frame == CGRect(x: 10, y: 1312, width: 355, height: 44))
    // Headers 0 and 1 left and came back as 3 and 4; header 2 left too and waits in its pool.
    #expect(Set(headers.map(ObjectIdentifier.init)).isSubset(of: firstHeaders))

    let footers = Self.footers(collectionView)
    #expect(
      footers.map(\.label.text) == [
        "section-footer-element-kind for section 2", "section-footer-element-kind for section 3",
      ])
    #expect(footers[0].frame == CGRect(x: 10, y: 940, width: 355, height: 44))
    #expect(footers[1].frame == CGRect(x: 10, y: 1268, width: 355, height: 44))
  }

  @Test func scrollingToTheLastRowThenToTheEndShowsTheLastFooter() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 4), at: .bottom, animated: false)
    // The last row ends at 1596: 1596 − 812.
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 784))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 4, section: 4))
    #expect(
      Self.footers(collectionView).last?.label.text == "section-footer-element-kind for section 3")

    collectionView.contentOffset = CGPoint(x: 0, y: 828)
    let footers = Self.footers(collectionView)
    #expect(footers.last?.label.text == "section-footer-element-kind for section 4")
    #expect(footers.last?.frame == CGRect(x: 10, y: 1596, width: 355, height: 44))
    #expect(
      collectionView.supplementaryView(
        forElementKind: Screen.sectionHeaderElementKind, at: IndexPath(item: 0, section: 2))
        == nil)
  }

  @Test func tappingARowSelectsThenDeselectsIt() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 3, section: 1))
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
    #expect(
      (collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) as? ListCell)?.label.text
        == "1,3")
  }
}
#endif
