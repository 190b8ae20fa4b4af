#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Pinned Section Headers screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`PinnedSectionHeaderFooterViewController`), shown in a window as the
/// app shows it: Section Headers/Footers' five sections, each 328 pt (a 44 pt header, five
/// 44 pt rows 5 pt apart, a 44 pt footer), whose headers pin to the top of the view: at
/// `max(natural, min(offset, rowsEnd − 44))`, the rows' end being the section's end less its
/// footer (docs/scrolling.md, pinned boundary items).
@Suite struct PinnedSectionHeadersScreenPortTests {
  typealias Screen = PinnedSectionHeaderFooterViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func header(_ collectionView: UICollectionView, _ section: Int)
    -> UICollectionReusableView?
  {
    collectionView.supplementaryView(
      forElementKind: Screen.sectionHeaderElementKind, at: IndexPath(item: 0, section: section))
  }

  static func paths(_ sections: [Int]) -> [IndexPath] {
    sections.map { IndexPath(item: 0, section: $0) }
  }

  @Test func atRestTheHeadersSitAboveTheirSections() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Pinned Section Headers")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1640))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind) == Self.paths([0, 1, 2]))
    let header = try #require(Self.header(collectionView, 0) as? TitleSupplementaryView)
    #expect(header.frame == CGRect(x: 10, y: 0, width: 355, height: 44))
    #expect(header.label.text == "section-header-element-kind for section 0")
    #expect(Self.header(collectionView, 1)?.frame.minY == 328)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? ListCell)
    #expect(cell.frame == CGRect(x: 10, y: 372, width: 355, height: 44))
    #expect(cell.label.text == "1,0")
    // Pinned headers draw over the rows passing under them.
    let attributes = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: Screen.sectionHeaderElementKind, at: IndexPath(item: 0, section: 0))
    #expect(attributes?.zIndex == 2)
    #expect(collectionView.lastError == nil)
  }

  @Test func aHeaderStaysAtTheTopWhileItsSectionsRowsScrollUnderIt() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 100)
    collectionView.layoutIfNeeded()
    // min(100, 284 − 44) = 100: the header covers the top of rows 1 and 2 (93, 142).
    #expect(
      Self.header(collectionView, 0)?.frame == CGRect(x: 10, y: 100, width: 355, height: 44))
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 93)
    // The next header has not reached the top: it stays where it is.
    #expect(Self.header(collectionView, 1)?.frame.minY == 328)
    // Footers do not pin.
    #expect(
      collectionView.supplementaryView(
        forElementKind: Screen.sectionFooterElementKind, at: IndexPath(item: 0, section: 0))?
        .frame.minY == 284)
  }

  @Test func theEndOfItsRowsPushesAHeaderOut() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 250)
    collectionView.layoutIfNeeded()
    // min(250, 284 − 44) = 240: the header rides on its last row's bottom, 10 pt above the
    // top, while the footer below it scrolls.
    #expect(
      Self.header(collectionView, 0)?.frame == CGRect(x: 10, y: 240, width: 355, height: 44))
    #expect(Self.header(collectionView, 1)?.frame.minY == 328)
  }

  @Test func theNextSectionsHeaderTakesOverTheTop() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    collectionView.layoutIfNeeded()
    // Header 0 rests at 240, above the top; header 1 pins at 400 (its rows end at 612).
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind) == Self.paths([1, 2, 3]))
    let header = try #require(Self.header(collectionView, 1) as? TitleSupplementaryView)
    #expect(header.frame == CGRect(x: 10, y: 400, width: 355, height: 44))
    #expect(header.label.text == "section-header-element-kind for section 1")
    #expect(Self.header(collectionView, 2)?.frame.minY == 656)
    #expect(Self.header(collectionView, 3)?.frame.minY == 984)
  }

  @Test func scrollingToTheLastRowPinsTheHeaderOfTheSectionAtTheTop() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 4), at: .bottom, animated: false)
    // The last row ends at 1596: 1596 − 812 = 784, inside section 2 (656 to 984, rows to
    // 940), whose header pins there; the headers below keep their places.
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 784))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind) == Self.paths([2, 3, 4]))
    #expect(Self.header(collectionView, 2)?.frame.minY == 784)
    #expect(Self.header(collectionView, 3)?.frame.minY == 984)
    #expect(Self.header(collectionView, 4)?.frame.minY == 1312)
    collectionView.contentOffset = CGPoint(x: 0, y: 828)
    collectionView.layoutIfNeeded()
    // At the end of the content the header follows: min(828, 940 − 44).
    #expect(Self.header(collectionView, 2)?.frame.minY == 828)
  }
}
#endif
