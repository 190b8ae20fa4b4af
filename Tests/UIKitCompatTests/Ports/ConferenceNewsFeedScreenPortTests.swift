#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Conference News Feed screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`ConferenceNewsFeedViewController`), shown in a window as the app
/// shows it: five news items stacked 10 pt apart, each as tall as its text.
@Suite struct ConferenceNewsFeedScreenPortTests {
  typealias Screen = ConferenceNewsFeedViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func cells(_ collectionView: UICollectionView) -> [ConferenceNewsFeedCell] {
    collectionView.visibleCells.compactMap { $0 as? ConferenceNewsFeedCell }.sorted {
      (collectionView.indexPath(for: $0)?.item ?? 0)
        < (collectionView.indexPath(for: $1)?.item ?? 0)
    }
  }

  /// A title line (22 pt) of 26.333, a date line (11 pt) of 13.333 and body lines (17 pt)
  /// of 20.333, each rounded up to the pixel (rule 40).
  static let titleLine: CGFloat = 26 + 1 / 3
  static let dateLine: CGFloat = 13 + 1 / 3
  static let bodyLine: CGFloat = 20 + 1 / 3

  /// A cell's height: the 8 pt top margin, the title, 8 pt, the date, 8 pt, the body,
  /// 20 pt and the 1 pt separator at the bottom edge.
  static func height(bodyLines: Int) -> CGFloat {
    8 + titleLine + 8 + dateLine + 8 + CGFloat(bodyLines) * bodyLine + 20 + 1
  }

  @Test func theFiveItemsStackAsTallAsTheirText() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Conference News Feed")
    let collectionView = try #require(screen.collectionView)
    // Pinned to the view's edges by constraints.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .systemBackground)

    // Bodies wrap at 375 − 2 · 10 (insets) − 2 · 8 (margins) = 339 pt, 44 characters of
    // 17 · 0.45 pt: 75, 67 and 78 characters take two lines, 145 and 132 four (three
    // would need lines broken inside words). Titles are one line (at most 24 characters
    // of 22 · 0.45 pt, 237.6 pt).
    let heights = [2, 4, 2, 2, 4].map { Self.height(bodyLines: $0) }
    #expect(heights[0] == 125 + 1 / 3 as CGFloat)
    #expect(heights[1] == 166)
    var y: CGFloat = 10
    var frames: [CGRect] = []
    for height in heights {
      frames.append(CGRect(x: 10, y: y, width: 355, height: height))
      y += height + 10
    }
    let cells = Self.cells(collectionView)
    #expect(
      cells.compactMap { collectionView.indexPath(for: $0) }
        == (0..<5).map { IndexPath(item: $0, section: 0) })
    for (cell, frame) in zip(cells, frames) {
      #expect(abs(cell.frame.minY - frame.minY) < 1e-9)
      #expect(cell.frame.size == frame.size)
      #expect(cell.frame.minX == 10)
    }
    // The last item ends 10 pt above the content's end: 5 items, 4 gaps, 2 insets.
    #expect(collectionView.contentSize == CGSize(width: 375, height: y))
    #expect(y == 768)
    #expect(collectionView.lastError == nil)
  }

  @Test func aCellShowsTitleDateAndBodyInsideItsMargins() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cells = Self.cells(collectionView)
    let items = ConferenceNewsController().items
    #expect(cells.map { $0.titleLabel.text } == items.map(\.title))
    #expect(cells.map { $0.bodyLabel.text } == items.map(\.body))
    // The short date style of the current locale.
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .short
    #expect(cells.map { $0.dateLabel.text } == items.map { dateFormatter.string(from: $0.date) })
    #expect(cells[0].dateLabel.text == dateFormatter.string(from: items[0].date))

    // The first cell: everything 8 pt in from the content view's leading margin, the
    // title and body across the 339 pt between the margins, the separator 20 pt under
    // the body and 1 pt tall at the bottom.
    let first = cells[0]
    #expect(first.titleLabel.frame == CGRect(x: 8, y: 8, width: 339, height: Self.titleLine))
    let dateY = 8 + Self.titleLine + 8
    #expect(first.dateLabel.frame.origin == CGPoint(x: 8, y: dateY))
    #expect(first.dateLabel.frame.height == Self.dateLine)
    let bodyY = dateY + Self.dateLine + 8
    #expect(abs(first.bodyLabel.frame.minY - bodyY) < 1e-9)
    #expect(first.bodyLabel.frame.size == CGSize(width: 339, height: 2 * Self.bodyLine))
    #expect(abs(first.separatorView.frame.minY - (first.frame.height - 1)) < 1e-9)
    #expect(first.separatorView.frame.size == CGSize(width: 339, height: 1))
    #expect(first.separatorView.backgroundColor == .placeholderText)
    #expect(first.titleLabel.font == UIFont.preferredFont(forTextStyle: .title2))
    #expect(first.dateLabel.font == UIFont.preferredFont(forTextStyle: .caption2))
    #expect(first.bodyLabel.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(first.titleLabel.numberOfLines == 0)
    #expect(first.bodyLabel.numberOfLines == 0)

    // Every item but the last has its separator.
    #expect(cells.map(\.showsSeparator) == [true, true, true, true, false])
    #expect(cells.map(\.separatorView.isHidden) == [false, false, false, false, true])
  }
}
#endif
