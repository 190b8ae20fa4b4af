#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Section Background Decoration View screen ("Implementing Modern Collection
/// Views") as `Examples` ports it (`SectionDecorationViewController`), shown in a window as
/// the app shows it: five sections of five 44 pt `ListCell` rows 5 pt apart, each section
/// inset 10 pt (10 + 5 · 44 + 4 · 5 + 10 = 260 pt tall) over a
/// `SectionBackgroundDecorationView` covering the section less 5 pt on every side (rule 18).
@Suite struct SectionDecorationScreenPortTests {
  typealias Screen = SectionDecorationViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func backgrounds(_ collectionView: UICollectionView) -> [UICollectionReusableView] {
    collectionView.visibleDecorationViews(ofKind: Screen.sectionBackgroundDecorationElementKind)
  }

  @Test func eachSectionSitsOnItsBackground() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Section Background Decoration View")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1300))
    // Sections at 0, 260, 520 and 780: the fourth shows its first row (790 to 834).
    let cells = collectionView.visibleCells.compactMap { $0 as? ListCell }
    #expect(cells.count == 16)
    #expect(cells.map(\.label.text).suffix(2) == ["2,4", "3,0"])
    #expect(cells[0].frame == CGRect(x: 10, y: 10, width: 355, height: 44))
    // Section 1's row 2: 260 + 10 + 2 · 49.
    #expect(cells[7].frame == CGRect(x: 10, y: 368, width: 355, height: 44))
    #expect(cells[15].frame == CGRect(x: 10, y: 790, width: 355, height: 44))

    let backgrounds = Self.backgrounds(collectionView)
    #expect(backgrounds.count == 4)
    #expect(backgrounds.allSatisfy { $0 is SectionBackgroundDecorationView })
    // Each section's 375 × 260 less 5 pt on every side.
    #expect(
      backgrounds.map(\.frame)
        == [0, 260, 520, 780].map {
          CGRect(x: 5, y: $0 + 5, width: 365, height: 250)
        })
    #expect(collectionView.lastError == nil)
  }

  @Test func theBackgroundsAreTheLayoutsDecorationsDrawnBelowTheRows() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let attributes = collectionView.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: Screen.sectionBackgroundDecorationElementKind, at: IndexPath(item: 0, section: 1))
    #expect(attributes?.frame == CGRect(x: 5, y: 265, width: 365, height: 250))
    #expect(attributes?.zIndex == -1)
    let background = try #require(Self.backgrounds(collectionView).first)
    #expect(background.backgroundColor == UIColor.lightGray.withAlphaComponent(0.5))
  }

  @Test func aSectionsLastRowHidesItsSeparator() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let hidden = (0..<5).map { item in
      (collectionView.cellForItem(at: IndexPath(item: item, section: 1)) as? ListCell)?
        .seperatorView.isHidden
    }
    #expect(hidden == [false, false, false, false, true])
  }

  @Test func scrollingBringsInTheLastBackgroundAndReusesOneThatLeft() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let first = Set(Self.backgrounds(collectionView).map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 488)
    collectionView.layoutIfNeeded()
    // 488 to 1300: section 1's background (265 to 515) still shows; sections 2 to 4 too.
    let backgrounds = Self.backgrounds(collectionView)
    #expect(backgrounds.map(\.frame.minY) == [265, 525, 785, 1045])
    #expect(Set(backgrounds.map(ObjectIdentifier.init)) == first)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 4, section: 4)) as? ListCell)
    // 1040 + 10 + 4 · 49.
    #expect(cell.frame == CGRect(x: 10, y: 1246, width: 355, height: 44))
    #expect(cell.label.text == "4,4")
    #expect(cell.seperatorView.isHidden)
  }
}
#endif
