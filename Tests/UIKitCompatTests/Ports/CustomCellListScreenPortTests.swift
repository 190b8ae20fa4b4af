#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import LayoutLists
import Testing
import UIKitCompat

/// The sample's List with Custom Cells screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`CustomCellListViewController`), shown in a window as the app shows
/// it: a plain list of nine subtitle rows, each with its category's name and icon on the
/// trailing side, placed by constraints.
@Suite struct CustomCellListScreenPortTests {
  typealias Screen = CustomCellListViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func rows(_ collectionView: UICollectionView) -> [CustomListCell] {
    collectionView.visibleCells.compactMap { $0 as? CustomListCell }.sorted {
      (collectionView.indexPath(for: $0)?.item ?? 0)
        < (collectionView.indexPath(for: $1)?.item ?? 0)
    }
  }

  static func content(_ cell: CustomListCell) -> UIListContentConfiguration? {
    cell.listContentView.configuration as? UIListContentConfiguration
  }

  @Test func allNineRowsShowTheirThingAndCategory() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "List with Custom Cells")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))

    // Nine rows of at most three lines fit in 812 pt: every row is shown.
    let rows = Self.rows(collectionView)
    #expect(
      rows.compactMap { collectionView.indexPath(for: $0) }
        == (0..<9).map { IndexPath(item: $0, section: 0) })
    #expect(
      rows.map { Self.content($0)?.text }
        == [
          "Headphones", "Loudspeaker", "Plane", "Tram", "Car", "Hurricane", "Tornado",
          "Tropical Storm", "Snow",
        ])
    #expect(
      rows.map { $0.categoryLabel.text }
        == [
          "Music", "Music", "Transportation", "Transportation", "Transportation", "Weather",
          "Weather", "Weather", "Weather",
        ])
    #expect(
      rows.map { $0.categoryIconView.image?.name }
        == ["music.mic", "music.mic", "car", "car", "car"]
        + Array(repeating: "cloud.rain", count: 4))
    #expect(rows.allSatisfy { $0.accessories == [.disclosureIndicator()] })

    // The list content: a subtitle cell with the thing's symbol at the title's size, large.
    let tram = try #require(Self.content(rows[3]))
    #expect(tram.image == UIImage(systemName: "tram.fill"))
    #expect(tram.secondaryText == "A street railway car.")
    #expect(
      tram.imageProperties.preferredSymbolConfiguration
        == UIImage.SymbolConfiguration(font: tram.textProperties.font, scale: .large))
    #expect(tram.axesPreservingSuperviewLayoutMargins == [])
    // The category copies a value cell's secondary text: body, secondary label colour.
    let value = UIListContentConfiguration.valueCell()
    #expect(rows[3].categoryLabel.font == value.secondaryTextProperties.font)
    #expect(rows[3].categoryLabel.textColor == value.secondaryTextProperties.color)
    #expect(rows[3].categoryLabel.adjustsFontForContentSizeCategory)
    #expect(
      rows[3].categoryIconView.preferredSymbolConfiguration
        == UIImage.SymbolConfiguration(font: value.secondaryTextProperties.font, scale: .small))
    #expect(collectionView.lastError == nil)
  }

  @Test func theCellCarriesItsItemInItsConfigurationState() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let rows = Self.rows(collectionView)
    let key = UIConfigurationStateCustomKey("com.example.ItemListCell.item")
    #expect(
      rows.map { ($0.configurationState[key] as? Screen.Item)?.title }
        == Screen.Item.all.map(\.title))
  }

  @Test func aShortRowFitsItsTextAndCategoryOnOneLine() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let tram = Self.rows(collectionView)[3]
    // A subtitle row of one line each: 15 + 20.333 (body) + 18 (subheadline, 17.9 rounded
    // up to the pixel) + 15 = 68.333 (rule 40).
    let rowHeight: CGFloat = 15 + (20 + 1 / 3) + 18 + 15
    #expect(tram.frame.height == rowHeight)
    #expect(tram.listContentView.frame.height == tram.frame.height)
    // "A street railway car.": 21 characters of 15 pt at 0.45 em is 141.75, 142 at the
    // pixel, with 16 pt margins each side: 174 pt from the content view's leading edge.
    #expect(tram.listContentView.frame.origin == .zero)
    #expect(tram.listContentView.frame.width == 174)
    // "Transportation": 14 characters of 17 pt at 0.45 em is 107.1, 107.333 at the pixel;
    // it ends the value cell's 8 pt text-to-secondary-text padding before the icon starts,
    // and the icon (no symbol size headless, 0 × 0) ends 16 pt before the content view's
    // trailing edge, both centred on a 68.333 pt row.
    let width = tram.contentView.bounds.width
    #expect(
      tram.categoryIconView.frame
        == CGRect(x: width - 16, y: rowHeight / 2, width: 0, height: 0))
    let labelWidth: CGFloat = 107 + 1 / 3
    let labelHeight: CGFloat = 20 + 1 / 3
    #expect(
      tram.categoryLabel.frame
        == CGRect(x: width - 16 - 8 - labelWidth, y: 24, width: labelWidth, height: labelHeight))
  }

  @Test func aLongDescriptionGivesWayToTheCategory() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let headphones = Self.rows(collectionView)[0]
    let width = headphones.contentView.bounds.width
    // The list content's compression resistance is one below the label's, so it narrows
    // (and its description wraps) while "Music" (5 · 17 · 0.45 = 38.25, 38.333 at the
    // pixel) keeps its width, 16 pt after it and 8 pt before the icon.
    #expect(headphones.categoryLabel.frame.width == CGFloat(38) + 1 / 3)
    #expect(headphones.categoryLabel.frame.maxX == width - 16 - 8)
    #expect(headphones.listContentView.frame.maxX + 16 == headphones.categoryLabel.frame.minX)
    // Narrowed to 296.667 pt, the description wraps to a second 18 pt line: 15 + 20.333 +
    // 18 + 18 + 15 = 86.333 pt (rule 40), where one line made 68.333.
    let category = CGFloat(38) + 1 / 3
    #expect(headphones.listContentView.frame.width == width - 16 - 8 - category - 16)
    let twoLines: CGFloat = 15 + (20 + 1 / 3) + 18 + 18 + 15
    #expect(headphones.frame.height == twoLines)
  }

  @Test func aTappedRowIsDeselectedAtOnce() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
  }

  @Test func eachSeparatorStartsWhereTheRowsTextStarts() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let layout = collectionView.collectionViewLayout
    // The symbol takes a body line's width, then the 12 pt padding, from the 16 pt margin.
    let textStart = 16 + UIFont.preferredFont(forTextStyle: .body).lineHeight + 12
    for row in Self.rows(collectionView) {
      let path = try #require(collectionView.indexPath(for: row))
      let text = try #require(row.listContentView.textLayoutGuide)
      #expect(row.listContentView.convert(text.layoutFrame, to: row).minX == textStart)
      let separator = try #require(
        layout.layoutAttributesForDecorationView(ofKind: ListLayout.separatorKind, at: path))
      #expect(separator.frame.minX == textStart)
      #expect(separator.frame.maxX == 375 && separator.frame.maxY == row.frame.maxY)
    }
    #expect(collectionView.lastError == nil)
  }
}
#endif
