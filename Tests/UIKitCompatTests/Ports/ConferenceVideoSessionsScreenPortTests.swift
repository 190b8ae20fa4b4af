#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Conference Videos screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`ConferenceVideoSessionsViewController`), shown in a window as the
/// app shows it: five titled collections of videos, each a row of 250 pt cells that
/// scrolls sideways on its own.
@Suite struct ConferenceVideoSessionsScreenPortTests {
  typealias Screen = ConferenceVideoSessionsViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func cell(_ collectionView: UICollectionView, _ item: Int, _ section: Int)
    -> ConferenceVideoCell?
  {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
      as? ConferenceVideoCell
  }

  /// A video 0.85 of the 375 pt container wide (a row resolves its group against the
  /// whole width, not less the 20 pt insets: rule 19; 375 is not past 500).
  static let videoWidth: CGFloat = 0.85 * 375

  @Test func threeCollectionsShowTheirFirstTwoVideos() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Conference Videos")
    let collectionView = try #require(screen.collectionView)
    // Pinned to the view's edges by constraints.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.orthogonalScrollingSections == [0, 1, 2, 3, 4])
    #expect(collectionView.orthogonalScrollingBehavior(inSection: 0) == .continuous)

    // A section is its 44 pt title (10 + one 24 pt title3 line + 10) and a 250 pt row:
    // 294 pt, 20 pt apart, so sections start at 0, 314, 628 (and 942, past 812). Each row
    // starts 20 pt in; the second video 20 pt after the first, at 20 + 318.75 + 20.
    #expect(Self.videoWidth == 318.75)
    #expect(
      collectionView.indexPathsForVisibleItems.sorted()
        == [0, 1, 2].flatMap { section in [0, 1].map { IndexPath(item: $0, section: section) } })
    for (section, top) in [(0, 0), (1, 314), (2, 628)] as [(Int, CGFloat)] {
      let first = try #require(Self.cell(collectionView, 0, section))
      let second = try #require(Self.cell(collectionView, 1, section))
      #expect(first.frame == CGRect(x: 20, y: top + 44, width: Self.videoWidth, height: 250))
      #expect(
        second.frame == CGRect(x: 358.75, y: top + 44, width: Self.videoWidth, height: 250))
      let title = try #require(
        collectionView.supplementaryView(
          forElementKind: Screen.titleElementKind, at: IndexPath(item: 0, section: section))
          as? TitleSupplementaryView)
      // The title spans the section's content, inside its 20 pt insets.
      #expect(title.frame == CGRect(x: 20, y: top, width: 335, height: 44))
      #expect(title.label.text == screen.videosController.collections[section].title)
    }
    // Five sections and four gaps.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 5 * 294 + 4 * 20))
    #expect(collectionView.lastError == nil)
  }

  @Test func aCellShowsTheVideosTitleAndCategory() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let collections = screen.videosController.collections
    #expect(collections.map(\.videos.count) == [2, 4, 5, 7, 5])
    let cell = try #require(Self.cell(collectionView, 1, 1))
    #expect(cell.titleLabel.text == collections[1].videos[1].title)
    #expect(cell.categoryLabel.text == collections[1].videos[1].category)
    #expect(cell.titleLabel.font == UIFont.preferredFont(forTextStyle: .caption1))
    #expect(cell.categoryLabel.font == UIFont.preferredFont(forTextStyle: .caption2))
    #expect(cell.categoryLabel.textColor == .placeholderText)
    #expect(cell.imageView.backgroundColor == .cornflowerBlue)
    // The category sits on the cell's bottom edge: one caption2 line (11 pt, 13.333 at the
    // pixel) above 250; the image view spans the cell's width from its top.
    let categoryLine: CGFloat = 13 + 1 / 3
    let titleLine: CGFloat = 14 + 1 / 3
    #expect(
      cell.categoryLabel.frame
        == CGRect(x: 0, y: 250 - categoryLine, width: Self.videoWidth, height: categoryLine))
    #expect(cell.imageView.frame.origin == .zero)
    #expect(cell.imageView.frame.width == Self.videoWidth)
    // The title (one caption1 line, 12 pt, 14.333) sits on the category and the image
    // view, 10 pt above it, takes the rest: 250 − 13.333 − 14.333 − 10. An image view
    // without an image has no intrinsic size, so the constraints stretch it.
    #expect(cell.imageView.frame.height == 250 - categoryLine - titleLine - 10)
    #expect(cell.titleLabel.frame.minY == 250 - categoryLine - titleLine)
  }

  @Test func aRowScrollsToItsLastVideoOnItsOwn() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // Two videos: 20 + 2 · 318.75 + 20 + 20 = 697.5 pt of row, 322.5 more than the view.
    #expect(collectionView.orthogonalScrollingOffsetRange(inSection: 0) == 0...322.5)
    // Seven videos: 20 + 7 · 318.75 + 6 · 20 + 20 − 375.
    #expect(collectionView.orthogonalScrollingOffsetRange(inSection: 3) == 0...2016.25)

    collectionView.dragOrthogonalSection(0, by: 322.5)
    collectionView.endDraggingOrthogonalSection(0, withVelocity: 0)
    collectionView.advance(by: 3)
    // Continuous: it rests where it was left, the other rows and the view unmoved.
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 322.5)
    #expect(collectionView.orthogonalScrollingOffset(inSection: 1) == 0)
    #expect(collectionView.contentOffset == .zero)
    let second = try #require(Self.cell(collectionView, 1, 0))
    #expect(abs(second.frame.minX - (358.75 - 322.5)) < 1e-9)
    #expect(abs(second.frame.maxX - (375 - 20)) < 1e-9)
  }
}
#endif
