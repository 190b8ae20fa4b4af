#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Custom Configurations screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`CustomConfigurationViewController`), shown in a window as the app
/// shows it: 300 symbol cells flowing in rows, each showing a custom content configuration
/// over a custom background configuration.
@Suite struct CustomConfigurationScreenPortTests {
  typealias Screen = CustomConfigurationViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func cells(_ collectionView: UICollectionView) -> [CustomConfigurationCell] {
    collectionView.visibleCells.compactMap { $0 as? CustomConfigurationCell }.sorted {
      (collectionView.indexPath(for: $0)?.item ?? 0)
        < (collectionView.indexPath(for: $1)?.item ?? 0)
    }
  }

  static func contentView(_ cell: UICollectionViewCell) -> CustomContentView? {
    cell.contentView.subviews.compactMap { $0 as? CustomContentView }.first
  }

  @Test func theCellsFlowInRowsOfFourteen() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Custom Configurations")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .systemBackground)

    // Each cell fits its content view: the image view (no symbol size headless, 0 × 0)
    // inside the default 8 pt layout margins, so 16 × 16. A row of the 355 pt between the
    // 10 pt insets holds 14 (14 · 16 + 13 · 10 = 354), the flexible spacing sharing the
    // rest: (355 − 14 · 16) / 13 each. Rows are 16 + 10 apart, so all 22 rows (300 / 14
    // rounded up) end by 10 + 22 · 26 < 812: every cell is shown.
    let cells = Self.cells(collectionView)
    #expect(cells.count == 300)
    let spacing = CGFloat(355 - 14 * 16) / 13
    for column in 0..<14 {
      let x = 10 + CGFloat(column) * (16 + spacing)
      #expect(cells[column].frame.size == CGSize(width: 16, height: 16))
      #expect(abs(cells[column].frame.minX - x) < 1e-9)
      #expect(cells[column].frame.minY == 10)
    }
    #expect(cells[14].frame == CGRect(x: 10, y: 36, width: 16, height: 16))
    #expect(collectionView.lastError == nil)
  }

  @Test func eachCellShowsItsSymbolThroughTheCustomConfigurations() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    let cells = Self.cells(collectionView)

    // Twelve symbols, 25 times each, in the shuffled order of the snapshot.
    let names = cells.compactMap { $0.image?.name }
    #expect(Set(names).count == 12)
    #expect(names.filter { $0 == "book" }.count == 25)
    for (index, cell) in cells.enumerated().prefix(20) {
      let item = dataSource.itemIdentifier(for: IndexPath(item: index, section: 0))
      #expect(cell.image == item?.image)
      let content = try #require(cell.contentConfiguration as? CustomContentConfiguration)
      #expect(content.image == item?.image)
      #expect(content.tintColor == nil)
      // The content view shows it: the image view, visible, pinned inside the margins.
      let view = try #require(Self.contentView(cell))
      #expect(view.frame == CGRect(x: 0, y: 0, width: 16, height: 16))
      #expect(view.imageView.image == item?.image)
      #expect(!view.imageView.isHidden)
      #expect(view.imageView.frame == CGRect(x: 8, y: 8, width: 0, height: 0))
      #expect(
        view.imageView.preferredSymbolConfiguration
          == UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .body), scale: .large)
      )
      // A clear background with 10 pt corners while not selected.
      #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
      #expect(cell.backgroundConfiguration?.cornerRadius == 10)
    }
  }

  @Test func aTappedCellTurnsWhiteOverTheTint() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // No delegate: the tapped cell stays selected.
    collectionView.tapItem(at: IndexPath(item: 5, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
    #expect(cell.isSelected)
    let content = try #require(cell.contentConfiguration as? CustomContentConfiguration)
    #expect(content.tintColor == .white)
    #expect(Self.contentView(cell)?.imageView.tintColor == .white)
    // The background drops its clear colour, so the cell's tint shows, corners kept.
    let background = try #require(cell.backgroundConfiguration)
    #expect(background.backgroundColor == nil)
    #expect(background.cornerRadius == 10)
    // A background colour of nil shows the tint, as UIKit's header says.
    #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)

    // Another cell's tap moves the selection: the first cell is clear and tinted again.
    collectionView.tapItem(at: IndexPath(item: 6, section: 0))
    collectionView.layoutIfNeeded()
    #expect(!cell.isSelected)
    #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
    #expect((cell.contentConfiguration as? CustomContentConfiguration)?.tintColor == nil)
  }

  @Test func aCellHeldDownShowsTheTintFadedUntilItIsSelected() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let indexPath = IndexPath(item: 7, section: 0)
    let center = try #require(collectionView.layoutAttributesForItem(at: indexPath)?.center)
    collectionView.touchDown(at: center)
    let cell = try #require(collectionView.cellForItem(at: indexPath))
    #expect(cell.isHighlighted && !cell.isSelected)
    // Highlighted only: the sample fades the tint to 30 %.
    let highlighted = try #require(cell.backgroundConfiguration)
    #expect(
      highlighted.resolvedBackgroundColor(for: .systemBlue)
        == UIColor.systemBlue.withAlphaComponent(0.3))
    collectionView.touchUp()
    #expect(cell.isSelected)
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
  }
}
#endif
