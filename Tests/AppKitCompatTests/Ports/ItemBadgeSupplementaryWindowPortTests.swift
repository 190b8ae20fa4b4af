#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Item Badges window as `MacExamples` ports it: 100 rounded, shadowed
/// `TextItem`s four to a row, each with a 20 pt `BadgeView` over its top trailing corner
/// showing its count, hidden at 0. The counts are chosen here (item n gets n % 3) where the
/// sample draws them at random.
@Suite struct ItemBadgeSupplementaryWindowPortTests {
  static let kind = ItemBadgeSupplementaryWindowController.badgeElementKind

  static func section() -> NSCollectionLayoutSection {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: kind,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.22), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return section
  }

  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  /// The window with the counts 0, 1, 2, 0, 1, 2, … by item number.
  static func controller() -> ItemBadgeSupplementaryWindowController {
    let controller = ItemBadgeSupplementaryWindowController(
      windowNibName: "ItemBadgeSupplementaryWindow")
    controller.badgeCount = { $0 % 3 }
    return controller
  }

  /// Whether `a` and `b` agree within floating-point error.
  static func same(_ a: NSRect, _ b: NSRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// Item k's frame at 320 pt: 280 pt inside the section insets hold four 0.22 × 280 = 61.6
  /// pt slots (a fifth would need 308); rows are 280 / 5 = 56 pt from y 20; the item is 5 pt
  /// inside its slot.
  static func itemFrame(_ k: Int) -> NSRect {
    NSRect(
      x: 20 + 61.6 * CGFloat(k % 4) + 5, y: 20 + 56 * CGFloat(k / 4) + 5, width: 51.6, height: 46)
  }

  /// Item k's badge (rule 17): flush with the inset item's top trailing corner, moved by
  /// (0.3, −0.3) of its own 20 pt, that is 6 pt right and 6 pt up.
  static func badgeFrame(_ k: Int) -> NSRect {
    let item = itemFrame(k)
    return NSRect(x: item.maxX - 20 + 6, y: item.minY - 6, width: 20, height: 20)
  }

  @Test func theWindowShowsElevenRowsOfBadgedItems() throws {
    let controller = Self.controller()
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.backgroundColors == [.windowBackgroundColor])
    // Row 10's items span 585…631, row 11's start at 641.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<44))
    for k in [0, 1, 6, 43] {
      #expect(Self.same(collectionView.frameForItem(at: Self.path(k)), Self.itemFrame(k)))
    }
    // 25 rows of 56 and the insets.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 1440))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<44).map { "\($0)" })
    let box = try #require(items[6].view as? NSBox)
    #expect(box.cornerRadius == 8)
    #expect(box.fillColor == .cornflowerBlue)
    #expect(box.shadow?.shadowOffset == NSSize(width: 2, height: -2))
    #expect(box.shadow?.shadowBlurRadius == 2)
    #expect(collectionView.lastError == nil)
  }

  @Test func eachBadgeShowsItsCountAndHidesAtZero() throws {
    let controller = Self.controller()
    _ = controller.shown()
    let collectionView = controller.collectionView
    // Row 10's badges span 579…599.
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.kind)
        == Set(indexPaths(0..<44)))
    for k in 0..<44 {
      let badge = try #require(
        collectionView.supplementaryView(forElementKind: Self.kind, at: Self.path(k))
          as? BadgeView)
      let label = try #require(badge.contentView?.subviews.first as? NSTextField)
      #expect(label.stringValue == "\(k % 3)")
      #expect(badge.isHidden == (k % 3 == 0))
      #expect(badge.cornerRadius == 10)
      #expect(Self.same(badge.frame, Self.badgeFrame(k)))
    }
    // Item 1's badge: the item spans 86.6…138.2, so the badge sits at 138.2 − 14 = 124.2,
    // 25 − 6 = 19.
    let one = try #require(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: Self.kind, at: Self.path(1)))
    #expect(Self.same(one.frame, NSRect(x: 124.2, y: 19, width: 20, height: 20)))
    #expect(one.zIndex > 0)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = Self.controller()
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [100]
    ) { _, _ in Self.section() }
    #expect(expected.count == 100)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func scrollingReusesBadgesWithTheirNewCounts() throws {
    let controller = Self.controller()
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let firstBadges = Set(
      collectionView.visibleSupplementaryViews(ofKind: Self.kind).map(ObjectIdentifier.init))
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 600))
    // Showing 600…1200: items of rows 10 (585…631) to 20 (1145…1191); row 21's items start at
    // 1201 but their badges hang 6 pt higher, at 1195, so the badges run one row later than
    // the items (row 10's badges end at 599).
    #expect(collectionView.shownIndexPaths == indexPaths(40..<84))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.kind)
        == Set(indexPaths(44..<88)))
    let badges = collectionView.visibleSupplementaryViews(ofKind: Self.kind)
    #expect(badges.contains { firstBadges.contains(ObjectIdentifier($0)) })
    for k in 44..<88 {
      let badge = try #require(
        collectionView.supplementaryView(forElementKind: Self.kind, at: Self.path(k))
          as? BadgeView)
      #expect((badge.contentView?.subviews.first as? NSTextField)?.stringValue == "\(k % 3)")
      #expect(badge.isHidden == (k % 3 == 0))
    }
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func clicksSelectItemsUnderTheirBadges() throws {
    let controller = Self.controller()
    _ = controller.shown()
    let collectionView = controller.collectionView
    collectionView.clickItem(at: Self.path(5))
    collectionView.clickItem(at: Self.path(10), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(5), Self.path(10)])
    let five = try #require(collectionView.item(at: Self.path(5)) as? TextItem)
    let box = try #require(five.view as? NSBox)
    #expect(box.fillColor == .selectedControlColor)
    #expect(box.cornerRadius == 8)
    // The badge stays as it was.
    let badge = try #require(
      collectionView.supplementaryView(forElementKind: Self.kind, at: Self.path(5)) as? BadgeView)
    #expect(!badge.isHidden)
    collectionView.clickEmptySpace()
    #expect(collectionView.selectionIndexPaths.isEmpty)
    #expect(box.fillColor == .cornflowerBlue)
    #expect(collectionView.lastError == nil)
  }

  @Test func aWiderWindowWidensTheItemsAndMovesTheBadges() throws {
    let controller = Self.controller()
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 400, height: 600))
    let collectionView = controller.collectionView
    // 360 pt inside: slots of 0.22 × 360 = 79.2 pt, still four a row; rows of 72 pt.
    // Item 5 (row 1, slot 1) is at (20 + 79.2 + 5, 20 + 72 + 5), 69.2 × 62.
    let five = NSRect(x: 104.2, y: 97, width: 69.2, height: 62)
    #expect(Self.same(collectionView.frameForItem(at: Self.path(5)), five))
    let badge = try #require(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: Self.kind, at: Self.path(5)))
    #expect(Self.same(badge.frame, NSRect(x: five.maxX - 14, y: 91, width: 20, height: 20)))
    #expect(collectionView.lastError == nil)
  }
}
#endif
