#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A list content view's guides say where it lays out its text and image (rule 40), and a
/// list cell's separator guide, tied by a constraint, moves the separator the list draws
/// (rule 35).
@Suite struct ListLayoutGuideTests {
  /// A view 375 × `height` showing `content`, laid out.
  static func contentView(
    _ content: UIListContentConfiguration, height: CGFloat = 52
  ) -> UIListContentView {
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 375, height: height)
    view.layoutIfNeeded()
    return view
  }

  static func cell(_ text: String?, secondary: String? = nil, symbol: String? = nil)
    -> UIListContentConfiguration
  {
    var content = secondary == nil ? UIListContentConfiguration.cell() : .subtitleCell()
    content.text = text
    content.secondaryText = secondary
    content.image = symbol.flatMap { UIImage(systemName: $0) }
    return content
  }

  @Test func aGuideExistsOnlyForAPartTheConfigurationShows() {
    let view = Self.contentView(Self.cell(nil))
    #expect(view.textLayoutGuide == nil)
    #expect(view.secondaryTextLayoutGuide == nil)
    #expect(view.imageLayoutGuide == nil)
    view.configuration = Self.cell("Wi-Fi", symbol: "wifi")
    #expect(view.textLayoutGuide != nil && view.imageLayoutGuide != nil)
    #expect(view.secondaryTextLayoutGuide == nil)
    #expect(view.textLayoutGuide === view.textLayoutGuide)
    #expect(view.textLayoutGuide?.owningView === view)
  }

  /// Whether `a` and `b` agree to well under a pixel.
  static func same(_ a: CGFloat?, _ b: CGFloat) -> Bool {
    a.map { abs($0 - b) < 0.001 } ?? false
  }

  @Test func theTextGuideIsTheTextCentredBetweenTheMarginsFromTheLeadingMargin() throws {
    let view = Self.contentView(Self.cell("Wi-Fi"))
    let text = try #require(view.textLayoutGuide).layoutFrame
    // Five characters of 17 × 0.45 pt, one body line: 20.333 pt at scale 3, in the 22 pt
    // the 15 pt margins leave of a 52 pt row.
    #expect(text.minX == 16)
    #expect(abs(text.width - 38.333) < 0.001)
    #expect(abs(text.height - 20.333) < 0.001)
    #expect(abs(text.minY - (15 + (22 - text.height) / 2)) < 0.001)
  }

  @Test func anImagePushesTheTextPastItAndItsPadding() throws {
    let view = Self.contentView(Self.cell("Wi-Fi", symbol: "wifi"))
    let image = try #require(view.imageLayoutGuide).layoutFrame
    let text = try #require(view.textLayoutGuide).layoutFrame
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    #expect(image.minX == 16 && image.width == line)
    #expect(Self.same(text.minX, 16 + line + 12))
    // Centred on the text's one line.
    #expect(Self.same(image.midY, text.minY + line / 2))
    var reserved = Self.cell("Wi-Fi", symbol: "wifi")
    reserved.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 30)
    let wide = Self.contentView(reserved)
    #expect(Self.same(wide.textLayoutGuide?.layoutFrame.minX, 16 + 30 + 12))
    #expect(wide.imageLayoutGuide?.layoutFrame.size == CGSize(width: 30, height: 30))
  }

  @Test func secondaryTextSitsBelowTheTextOrAtTheTrailingMarginInAValueCell() throws {
    let subtitle = Self.contentView(Self.cell("Wi-Fi", secondary: "Home"), height: 68.333)
    let text = try #require(subtitle.textLayoutGuide).layoutFrame
    let secondary = try #require(subtitle.secondaryTextLayoutGuide).layoutFrame
    #expect(secondary.minX == text.minX && Self.same(secondary.minY, text.maxY))
    var value = UIListContentConfiguration.valueCell()
    value.text = "Wi-Fi"
    value.secondaryText = "Home"
    let valueView = Self.contentView(value)
    let trailing = try #require(valueView.secondaryTextLayoutGuide).layoutFrame
    #expect(Self.same(trailing.maxX, 375 - 16))
    #expect(Self.same(valueView.textLayoutGuide?.layoutFrame.minY, trailing.minY))
  }

  @Test func aConfigurationWithoutTextRemovesTheGuideAndItsConstraints() throws {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 52))
    let view = UIListContentView(configuration: Self.cell("Wi-Fi"))
    let badge = UIView()
    container.addSubview(view)
    container.addSubview(badge)
    let guide = try #require(view.textLayoutGuide)
    let tie = badge.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
    tie.isActive = true
    view.configuration = Self.cell(nil)
    #expect(!tie.isActive)
    #expect(view.textLayoutGuide == nil && guide.owningView == nil)
    view.configuration = Self.cell("Bluetooth")
    #expect(view.textLayoutGuide !== guide)
  }

  /// A list cell laid out as the sample's custom cell: a list content view pinned to the
  /// content view, and, when `alignsSeparator`, the separator tied to its text.
  final class TextCell: UICollectionViewListCell {
    let listContentView = UIListContentView(configuration: .cell())
    var alignsSeparator = false
    private var separatorConstraint: NSLayoutConstraint?

    func show(_ content: UIListContentConfiguration) {
      if listContentView.superview == nil {
        contentView.addSubview(listContentView)
        listContentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
          listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
          listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
      }
      listContentView.configuration = content
      guard alignsSeparator, let text = listContentView.textLayoutGuide,
        separatorConstraint?.isActive != true
      else { return }
      let constraint = separatorLayoutGuide.leadingAnchor.constraint(
        equalTo: text.leadingAnchor)
      constraint.isActive = true
      separatorConstraint = constraint
    }
  }

  /// A plain list of `rows` (title and symbol), each shown by a `TextCell` aligning its
  /// separator when `aligned` says so, and the data source that shows them.
  static func list(_ rows: [(String, String?)], aligned: @escaping (String) -> Bool)
    -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>)
  {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let symbols = Dictionary(uniqueKeysWithValues: rows.map { ($0.0, $0.1) })
    let registration = UICollectionView.CellRegistration<TextCell, String> { cell, _, title in
      cell.alignsSeparator = aligned(title)
      cell.show(Self.cell(title, symbol: symbols[title] ?? nil))
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(rows.map(\.0))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
  }

  static func separator(of collectionView: UICollectionView, item: Int) -> CGRect? {
    collectionView.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: ListLayout.separatorKind, at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func aSeparatorTiedToTheTextStartsWhereTheTextDoes() throws {
    let (collectionView, dataSource) = Self.list(
      [("Wi-Fi", "wifi"), ("Bluetooth", nil), ("Cellular", "antenna")],
      aligned: { $0 != "Cellular" })
    defer { withExtendedLifetime(dataSource) {} }
    let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
    let wifi = try #require(Self.separator(of: collectionView, item: 0))
    #expect(Self.same(wifi.minX, 16 + line + 12))
    #expect(wifi.maxX == 375)
    #expect(try #require(Self.separator(of: collectionView, item: 1)).minX == 16)
    // Not tied: the plain list's automatic 20 pt.
    #expect(try #require(Self.separator(of: collectionView, item: 2)).minX == 20)
    let cell = try #require(collectionView.cellForItem(at: [0, 0]) as? TextCell)
    #expect(cell.separatorLayoutGuide.layoutFrame.minX == wifi.minX)
    #expect(cell.separatorLayoutGuide.layoutFrame.maxY == cell.bounds.maxY)
    // What the view shows is what the layout reports for the rect.
    let shown =
      (collectionView.collectionViewLayout.layoutAttributesForElements(
        in: collectionView.bounds) ?? []).filter {
        $0.representedElementKind == ListLayout.separatorKind
      }.map(\.frame.minX)
    #expect(shown.count == 3 && Self.same(shown.first, 16 + line + 12))
    #expect(shown.dropFirst() == [16, 20])
  }

  @Test func anUntiedSeparatorGuideIsTheAutomaticSeparator() throws {
    let (collectionView, dataSource) = Self.list(
      [("Wi-Fi", nil), ("Bluetooth", nil)], aligned: { _ in false })
    defer { withExtendedLifetime(dataSource) {} }
    let cell = try #require(collectionView.cellForItem(at: [0, 0]) as? TextCell)
    let guide = cell.separatorLayoutGuide.layoutFrame
    #expect(guide.minX == 20 && guide.maxX == 375)
    #expect(guide.height == 1 && guide.maxY == cell.bounds.maxY)
    #expect(guide.minX == Self.separator(of: collectionView, item: 0)?.minX)
  }
}
#endif
