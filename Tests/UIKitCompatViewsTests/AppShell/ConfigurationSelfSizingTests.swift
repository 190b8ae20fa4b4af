#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A cell showing a content configuration sizes itself by it, as an iOS cell does: list rows
/// take their text's height and at least iOS 26.1's least row height (rule 40), with no
/// sizing code in the port.
@Suite struct ConfigurationSelfSizingTests {
  /// A content configuration whose view states its own size: 120 × 90 by default.
  struct BadgeConfiguration: UIContentConfiguration {
    var size = CGSize(width: 120, height: 90)
    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
  }

  final class BadgeView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override var intrinsicContentSize: CGSize {
      (configuration as? BadgeConfiguration)?.size ?? .zero
    }
  }

  /// A list of `contents` in a 375 pt wide collection view at 3×, each row showing its
  /// configuration in a list cell, and the data source the caller keeps.
  static func list(
    _ contents: [UIListContentConfiguration],
    appearance: UICollectionLayoutListConfiguration.Appearance = .plain
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: appearance))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 800), collectionViewLayout: layout)
    collectionView.traitCollection = UITraitCollection(displayScale: 3)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, row in
      cell.contentConfiguration = contents[row]
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(contents.indices))
    dataSource.applySnapshotUsingReloadData(snapshot)
    return (collectionView, dataSource)
  }

  static func heights(_ collectionView: UICollectionView) -> [CGFloat] {
    collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map(\.frame.height)
  }

  @Test func aOneLineRowIsTheLeastRowHeightAndASubtitleRowItsText() {
    var one = UIListContentConfiguration.cell()
    one.text = "Wi-Fi"
    var subtitle = UIListContentConfiguration.subtitleCell()
    subtitle.text = "Wi-Fi"
    subtitle.secondaryText = "Home"
    var value = UIListContentConfiguration.valueCell()
    value.text = "Wi-Fi"
    value.secondaryText = "On"
    // 15 + 20.333 + 15 = 50.333 is less than 52; 15 + 20.333 + 18 + 15 at 3×.
    let (collectionView, dataSource) = Self.list([one, subtitle, value])
    defer { withExtendedLifetime(dataSource) {} }
    #expect(Self.heights(collectionView) == [52, 205.0 / 3, 52])
    #expect(collectionView.visibleCells.map(\.frame.minY).sorted() == [0, 52, 52 + 205.0 / 3])
  }

  @Test func textThatWrapsMakesTheRowTaller() {
    var long = UIListContentConfiguration.cell()
    long.text = String(repeating: "word ", count: 40)
    let (collectionView, dataSource) = Self.list([long])
    defer { withExtendedLifetime(dataSource) {} }
    // Whole 20.333 pt lines, more than one, between the 15 pt margins.
    let lines = ((Self.heights(collectionView).first ?? 0) - 30) / (61.0 / 3)
    #expect(lines >= 2 && abs(lines - lines.rounded()) < 1e-9)
  }

  @Test func aSidebarHeaderTakesNoLeastHeight() {
    var header = UIListContentConfiguration.sidebarHeader()
    header.text = "Smileys"
    let (collectionView, dataSource) = Self.list([header], appearance: .sidebar)
    defer { withExtendedLifetime(dataSource) {} }
    // 15 + 20.333 (17 pt headline) + 15.
    #expect(Self.heights(collectionView) == [151.0 / 3])
  }

  @Test func aTableRowShowingAListConfigurationIsAtLeast53Points() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Home Network"
    cell.contentConfiguration = content
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 343, height: 44)
    #expect(cell.preferredLayoutAttributesFitting(attributes).size.height == 53)
  }

  @Test func aCustomConfigurationsViewGivesItsIntrinsicSize() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.contentConfiguration = BadgeConfiguration()
    func estimated() -> UICollectionViewLayoutAttributes {
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
      return attributes
    }
    // The height at the given width, the width at the given height: the layout keeps the
    // estimated one.
    #expect(
      cell.preferredLayoutAttributesFitting(estimated()).size == CGSize(width: 120, height: 90))
    cell.contentConfiguration = nil
    #expect(
      cell.preferredLayoutAttributesFitting(estimated()).size == CGSize(width: 200, height: 44))
  }
}
#endif
