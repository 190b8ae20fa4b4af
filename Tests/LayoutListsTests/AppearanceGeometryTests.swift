import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Row frames, section spacing and corner marks of every appearance at both widths.
@Suite struct AppearanceGeometryTests {
  /// One appearance at one width: where its rows go.
  struct Case: Sendable, CustomStringConvertible {
    var appearance: ListAppearance
    var width: Double
    /// The rows' leading x and width.
    var rowX: Double
    var rowWidth: Double
    /// The space above each section's first row.
    var spacing: Double
    var description: String { "\(appearance) at \(width)" }
  }

  static let cases: [Case] = [
    Case(appearance: .plain, width: 375, rowX: 0, rowWidth: 375, spacing: 0),
    Case(appearance: .plain, width: 1024, rowX: 0, rowWidth: 1024, spacing: 0),
    Case(appearance: .grouped, width: 375, rowX: 0, rowWidth: 375, spacing: 35),
    Case(appearance: .grouped, width: 1024, rowX: 0, rowWidth: 1024, spacing: 35),
    Case(appearance: .insetGrouped, width: 375, rowX: 16, rowWidth: 343, spacing: 35),
    Case(appearance: .insetGrouped, width: 1024, rowX: 20, rowWidth: 984, spacing: 35),
    Case(appearance: .sidebar, width: 375, rowX: 10, rowWidth: 355, spacing: 10),
    Case(appearance: .sidebar, width: 1024, rowX: 10, rowWidth: 1004, spacing: 10),
    Case(appearance: .sidebarPlain, width: 375, rowX: 0, rowWidth: 375, spacing: 0),
    Case(appearance: .sidebarPlain, width: 1024, rowX: 0, rowWidth: 1024, spacing: 0),
  ]

  @Test(arguments: cases)
  func rowsAreEstimated44PointsTallAndInsetByTheAppearance(_ test: Case) {
    let host = ListHosts.host(
      ListConfiguration(appearance: test.appearance), width: test.width, itemCounts: [3, 2])
    for item in 0..<3 {
      #expect(
        ListHosts.row(host, item)
          == LayoutRect(
            x: test.rowX, y: test.spacing + Double(item) * 44, width: test.rowWidth, height: 44))
    }
    let secondStart = test.spacing + 3 * 44
    #expect(host.solvedLayout.frame(ofSection: 1)?.minY == secondStart)
    #expect(
      ListHosts.row(host, 0, section: 1)
        == LayoutRect(
          x: test.rowX, y: secondStart + test.spacing, width: test.rowWidth, height: 44))
    #expect(host.contentSize.height == 2 * test.spacing + 5 * 44)
  }

  @Test func insetGroupedReproducesTheMeasuredIPhoneNumbers() {
    // iOS 26, 375 pt @2x: first cell at y 35, 35 pt between sections.
    let host = ListHosts.host(
      ListConfiguration(appearance: .insetGrouped), itemCounts: [2, 2],
      traits: LayoutTraits(displayScale: 2))
    #expect(ListHosts.row(host, 0)?.minY == 35)
    let lastOfFirst = ListHosts.row(host, 1)
    let firstOfSecond = ListHosts.row(host, 0, section: 1)
    #expect(lastOfFirst?.maxY == 123)
    #expect(firstOfSecond?.minY == 158)
    #expect((firstOfSecond?.minY ?? 0) - (lastOfFirst?.maxY ?? 0) == 35)
  }

  @Test func widthClassComesFromTheSizeClassThenFromTheWidth() {
    func inset(width: Double, sizeClass: LayoutSizeClass) -> Double? {
      ListHosts.host(
        ListConfiguration(appearance: .insetGrouped), width: width, itemCounts: [1],
        traits: LayoutTraits(horizontalSizeClass: sizeClass)
      ).attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minX
    }
    #expect(inset(width: 599, sizeClass: .unspecified) == 16)
    #expect(inset(width: 600, sizeClass: .unspecified) == 20)
    #expect(inset(width: 375, sizeClass: .regular) == 20)
    #expect(inset(width: 1024, sizeClass: .compact) == 16)
    #expect(ListWidthClass.regularWidthThreshold == 600)
  }

  @Test func insetGroupedMarksFirstAndLastRowsForRoundedCorners() {
    let list = ListLayout(configuration: ListConfiguration(appearance: .insetGrouped))
    let host = ListHosts.host(ListConfiguration(appearance: .insetGrouped), itemCounts: [3, 1])
    func mask(_ item: Int, _ section: Int) -> ListCornerMask {
      list.cornerMask(for: LayoutIndexPath(item: item, section: section), in: host.solvedLayout)
    }
    #expect(mask(0, 0) == [.topLeading, .topTrailing])
    #expect(mask(1, 0) == [])
    #expect(mask(2, 0) == [.bottomLeading, .bottomTrailing])
    #expect(mask(0, 1) == .all)
    #expect(mask(5, 0) == [])
    // iOS 26.1 rounds 26 pt (openuikit listheaderprobe's corner configuration); 10 pt, which
    // this test first expected, is the earlier look.
    #expect(ListMetrics.cornerRadius == 26)
  }

  @Test(arguments: ListAppearance.allCases)
  func cornerMarksFollowTheAppearance(_ appearance: ListAppearance) {
    let configuration = ListConfiguration(appearance: appearance)
    let host = ListHosts.host(configuration, width: ListHosts.regular, itemCounts: [3])
    let masks = (0..<3).map {
      ListLayout(configuration: configuration).cornerMask(
        for: LayoutIndexPath(item: $0, section: 0), in: host.solvedLayout)
    }
    switch appearance {
    case .insetGrouped: #expect(masks == [.top, [], .bottom])
    case .sidebar: #expect(masks == [.all, .all, .all])
    case .plain, .grouped, .sidebarPlain: #expect(masks == [[], [], []])
    }
  }

  @Test func measuredRowsMoveEveryLaterRow() {
    let host = ListHosts.host(
      ListConfiguration(appearance: .insetGrouped), itemCounts: [3, 1],
      traits: LayoutTraits(displayScale: 2))
    let outcome = host.setPreferredSize(
      LayoutSize(width: 343, height: 80.5), for: .cell(at: LayoutIndexPath(item: 1, section: 0)))
    #expect(outcome == .applied)
    #expect(ListHosts.row(host, 1) == LayoutRect(x: 16, y: 79, width: 343, height: 80.5))
    #expect(ListHosts.row(host, 2) == LayoutRect(x: 16, y: 159.5, width: 343, height: 44))
    #expect(ListHosts.row(host, 0, section: 1)?.minY == 238.5)
    // iOS 26.1 (openuikit listseparatorprobe): 1 pt at maxY − 1, inset 16 pt on both sides.
    let list = ListLayout(configuration: ListConfiguration(appearance: .insetGrouped))
    #expect(
      ListHosts.separators(host, list, 1)[ListLayout.separatorKind]
        == LayoutRect(x: 32, y: 158.5, width: 311, height: 1))
  }

  @Test func listsMixWithOtherSectionsInAProvider() {
    let configuration = ListConfiguration(appearance: .insetGrouped)
    let tile = LayoutSizeSpec(width: .fractionalWidth(0.5), height: .absolute(100))
    let layout = CollectionLayout { index, environment in
      if index == 0 { return .list(using: configuration, environment: environment) }
      return LayoutSection(
        group: .horizontal(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
          subitems: [LayoutItem(size: tile)]))
    }
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 800), itemCounts: [2, 2])
    let list = ListLayout { $0 == 0 ? configuration : nil }
    #expect(ListHosts.row(host, 1) == LayoutRect(x: 16, y: 79, width: 343, height: 44))
    #expect(
      ListHosts.row(host, 1, section: 1) == LayoutRect(x: 187.5, y: 123, width: 187.5, height: 100))
    let separators = list.separatorAttributes(
      in: host, rect: LayoutRect(x: 0, y: 0, width: 375, height: 800))
    #expect(separators.map(\.indexPath) == [LayoutIndexPath(item: 0, section: 0)])
    #expect(list.cornerMask(for: LayoutIndexPath(item: 0, section: 1), in: host.solvedLayout) == [])
    #expect(list.configuration(forSection: 1) == nil)
  }

  @Test func backgroundFollowsTheAppearanceUnlessGiven() {
    #expect(ListConfiguration(appearance: .plain).resolvedBackgroundColor == .systemBackground)
    #expect(
      ListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor
        == .systemGroupedBackground)
    let custom = ListHosts.configuration(.grouped) {
      $0.backgroundColor = .rgba(red: 1, green: 0, blue: 0, alpha: 1)
    }
    #expect(custom.resolvedBackgroundColor == .rgba(red: 1, green: 0, blue: 0, alpha: 1))
  }
}
