import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Supplementary headers and footers per appearance, header modes and pinning.
@Suite struct HeaderFooterTests {
  /// One appearance at one width with a header and a footer.
  struct Case: Sendable, CustomStringConvertible {
    var appearance: ListAppearance
    var width: Double
    /// The header's and footer's (and rows') leading x and width.
    var x: Double
    var rowWidth: Double
    var headerHeight: Double
    var description: String { "\(appearance) at \(width)" }
  }

  /// Grouped and inset-grouped headers carry no top padding (iOS 26.1, openuikit
  /// listheaderprobe: the first header at y 0); this table first gave them 19 pt of it, 59 pt
  /// in all, derived by hand.
  static let cases: [Case] = [
    Case(appearance: .plain, width: 375, x: 0, rowWidth: 375, headerHeight: 28),
    Case(appearance: .plain, width: 1024, x: 0, rowWidth: 1024, headerHeight: 28),
    Case(appearance: .grouped, width: 375, x: 0, rowWidth: 375, headerHeight: 24),
    Case(appearance: .grouped, width: 1024, x: 0, rowWidth: 1024, headerHeight: 24),
    Case(appearance: .insetGrouped, width: 375, x: 16, rowWidth: 343, headerHeight: 40),
    Case(appearance: .insetGrouped, width: 1024, x: 20, rowWidth: 984, headerHeight: 40),
    Case(appearance: .sidebar, width: 375, x: 10, rowWidth: 355, headerHeight: 34),
    Case(appearance: .sidebar, width: 1024, x: 10, rowWidth: 1004, headerHeight: 34),
    Case(appearance: .sidebarPlain, width: 375, x: 0, rowWidth: 375, headerHeight: 28),
    Case(appearance: .sidebarPlain, width: 1024, x: 0, rowWidth: 1024, headerHeight: 28),
  ]

  @Test(arguments: cases)
  func headerSitsAboveTheRowsAndFooterBelowThem(_ test: Case) {
    let configuration = ListHosts.configuration(test.appearance) {
      $0.headerMode = .supplementary
      $0.footerMode = .supplementary
    }
    let host = ListHosts.host(configuration, width: test.width, itemCounts: [2, 1])
    #expect(
      ListHosts.supplementary(host, ListLayout.headerKind)
        == LayoutRect(x: test.x, y: 0, width: test.rowWidth, height: test.headerHeight))
    #expect(
      ListHosts.row(host, 0)
        == LayoutRect(x: test.x, y: test.headerHeight, width: test.rowWidth, height: 44))
    #expect(
      ListHosts.supplementary(host, ListLayout.footerKind)
        == LayoutRect(x: test.x, y: test.headerHeight + 88, width: test.rowWidth, height: 28))
    #expect(
      ListHosts.supplementary(host, ListLayout.headerKind, section: 1)?.minY
        == test.headerHeight + 88 + 28)
  }

  @Test func groupedHeadersHaveNoTopPaddingAndTheSpacingLiesBelowTheSection() {
    // iOS 26.1 (openuikit listheaderprobe): the first header at y 0, and 17.667 pt from a
    // section's last row to the next header. This test first expected the automatic top
    // padding to put the header's text at y 35, as rows are without a header.
    for appearance in [ListAppearance.grouped, .insetGrouped] {
      let metrics = ListMetrics(appearance: appearance, widthClass: .compact)
      #expect(metrics.automaticHeaderTopPadding == 0)
      #expect(metrics.spacingBelowSectionWithHeader == 53.0 / 3)
    }
    #expect(
      ListMetrics(appearance: .grouped, widthClass: .compact).headerPadding
        == LayoutDirectionalInsets(top: 0, leading: 20, bottom: 6, trailing: 20))
    #expect(
      ListMetrics(appearance: .insetGrouped, widthClass: .regular).headerPadding
        == LayoutDirectionalInsets(top: 16, leading: 20, bottom: 6, trailing: 20))
    #expect(
      ListMetrics(appearance: .plain, widthClass: .compact).footerPadding
        == LayoutDirectionalInsets(top: 0, leading: 20, bottom: 10, trailing: 20))
  }

  @Test func explicitHeaderTopPaddingReplacesTheAutomaticOneAndBadValuesCountAsZero() {
    func headerHeight(_ padding: Double?) -> Double? {
      let configuration = ListHosts.configuration(.grouped) {
        $0.headerMode = .supplementary
        $0.headerTopPadding = padding
      }
      return ListHosts.supplementary(
        ListHosts.host(configuration, itemCounts: [1]), ListLayout.headerKind)?.height
    }
    #expect(headerHeight(nil) == 24)
    #expect(headerHeight(10) == 34)
    #expect(headerHeight(0) == 24)
    #expect(headerHeight(-8) == 24)
    #expect(headerHeight(.nan) == 24)
    #expect(headerHeight(.infinity) == 24)
  }

  @Test func noneAndFirstItemModesHaveNoSupplementaryHeader() {
    for mode in [ListHeaderMode.none, .firstItemInSection] {
      let configuration = ListHosts.configuration(.insetGrouped) { $0.headerMode = mode }
      let host = ListHosts.host(configuration, itemCounts: [2])
      #expect(ListHosts.supplementary(host, ListLayout.headerKind) == nil)
      #expect(ListHosts.row(host, 0)?.minY == 35)
    }
  }

  @Test func firstItemInSectionMakesItemZeroTheHeaderRow() {
    let configuration = ListHosts.configuration(.sidebar) { $0.headerMode = .firstItemInSection }
    let list = ListLayout(configuration: configuration)
    let host = ListHosts.host(configuration, itemCounts: [3, 1])
    let layout = host.solvedLayout
    #expect(list.isHeaderItem(at: LayoutIndexPath(item: 0, section: 0), in: layout))
    #expect(!list.isHeaderItem(at: LayoutIndexPath(item: 1, section: 0), in: layout))
    #expect(list.isHeaderItem(at: LayoutIndexPath(item: 0, section: 1), in: layout))
    let plain = ListLayout(configuration: ListConfiguration(appearance: .sidebar))
    #expect(!plain.isHeaderItem(at: LayoutIndexPath(item: 0, section: 0), in: layout))
  }

  @Test func firstItemInSectionOnAnEmptySectionHasNoHeaderRowAndNothingToDraw() {
    let configuration = ListHosts.configuration(.insetGrouped) {
      $0.headerMode = .firstItemInSection
    }
    let list = ListLayout(configuration: configuration)
    let host = ListHosts.host(configuration, itemCounts: [0, 2])
    let empty = LayoutIndexPath(item: 0, section: 0)
    #expect(!list.isHeaderItem(at: empty, in: host.solvedLayout))
    #expect(list.cornerMask(for: empty, in: host.solvedLayout) == [])
    #expect(list.separatorAttributes(for: empty, in: host.solvedLayout).isEmpty)
    #expect(host.attributesForItem(at: empty) == nil)
    // An empty section takes no room (rule 14, iOS 17: faberNovel testDecorationItem; this
    // test first kept its 35 pt), so the next section's header row follows its own 35 pt.
    #expect(ListHosts.row(host, 0, section: 1)?.minY == 35)
    #expect(list.isHeaderItem(at: LayoutIndexPath(item: 0, section: 1), in: host.solvedLayout))
  }

  @Test(arguments: ListAppearance.allCases)
  func onlyPlainAppearancesPinTheirHeaders(_ appearance: ListAppearance) {
    let configuration = ListHosts.configuration(appearance) { $0.headerMode = .supplementary }
    let host = ListHosts.host(configuration, itemCounts: [30, 30])
    let header = ListHosts.supplementary(host, ListLayout.headerKind)
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    let scrolled = ListHosts.supplementary(host, ListLayout.headerKind)
    let pins = appearance == .plain || appearance == .sidebarPlain
    #expect(ListMetrics(appearance: appearance, widthClass: .compact).pinsHeaders == pins)
    #expect(scrolled?.minY == (pins ? 300 : header?.minY))
  }

  @Test func pinnedPlainHeaderIsPushedOutByTheNextSection() {
    let configuration = ListHosts.configuration(.plain) { $0.headerMode = .supplementary }
    let host = ListHosts.host(configuration, itemCounts: [10, 10])
    // Section 0 spans 0 ..< 28 + 440 = 468; its pinned header stops at the section's end.
    host.contentOffset = LayoutPoint(x: 0, y: 450)
    #expect(
      ListHosts.supplementary(host, ListLayout.headerKind)
        == LayoutRect(x: 0, y: 440, width: 375, height: 28))
    #expect(ListHosts.supplementary(host, ListLayout.headerKind, section: 1)?.minY == 468)
  }

  @Test func measuredHeaderMovesTheRows() {
    let configuration = ListHosts.configuration(.plain) { $0.headerMode = .supplementary }
    let host = ListHosts.host(configuration, itemCounts: [2])
    let header = LayoutElementID.supplementary(
      ofKind: ListLayout.headerKind, at: LayoutIndexPath(item: 0, section: 0))
    #expect(host.setPreferredSize(LayoutSize(width: 375, height: 40), for: header) == .applied)
    #expect(ListHosts.row(host, 0)?.minY == 40)
  }
}
