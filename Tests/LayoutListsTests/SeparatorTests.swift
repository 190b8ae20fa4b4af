import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Separators: 1 pt high along a row's edge, placed by the appearance, the configuration and
/// the handler.
///
/// Measured on iOS 26.1 (Vercantez/openuikit listseparatorprobe): a bottom separator is 1 pt
/// tall at the row's maxY − 1, and an inset-grouped row's is inset 16 pt on both sides. This
/// suite first expected one pixel (0.5 pt at 2×) at maxY − 0.5 and no trailing inset, derived
/// by hand.
@Suite struct SeparatorTests {
  static let bottom = ListLayout.separatorKind
  static let top = ListLayout.topSeparatorKind

  static func separators(
    _ configuration: ListConfiguration, width: Double = ListHosts.compact, rows: Int = 3,
    scale: Double = 2, direction: ReadingDirection = .leftToRight
  ) -> [[String: LayoutRect]] {
    let host = ListHosts.host(
      configuration, width: width, itemCounts: [rows],
      traits: LayoutTraits(readingDirection: direction, displayScale: scale))
    let list = ListLayout(configuration: configuration)
    return (0..<rows).map { ListHosts.separators(host, list, $0) }
  }

  @Test(arguments: [ListHosts.compact, ListHosts.regular])
  func plainRowsHaveBottomSeparatorsInsetByTheText(_ width: Double) {
    let rows = Self.separators(ListConfiguration(appearance: .plain), width: width)
    for (item, row) in rows.enumerated() {
      #expect(
        row == [
          Self.bottom: LayoutRect(
            x: 20, y: Double(item) * 44 + 43, width: width - 20, height: 1)
        ])
    }
  }

  @Test(arguments: [ListHosts.compact, ListHosts.regular])
  func groupedSectionsHaveFullWidthEdgesAndInsetInnerSeparators(_ width: Double) {
    let rows = Self.separators(ListConfiguration(appearance: .grouped), width: width)
    #expect(
      rows[0] == [
        Self.top: LayoutRect(x: 0, y: 35, width: width, height: 1),
        Self.bottom: LayoutRect(x: 20, y: 78, width: width - 20, height: 1),
      ])
    #expect(rows[1] == [Self.bottom: LayoutRect(x: 20, y: 122, width: width - 20, height: 1)])
    #expect(rows[2] == [Self.bottom: LayoutRect(x: 0, y: 166, width: width, height: 1)])
  }

  @Test(arguments: [(ListHosts.compact, 16.0), (ListHosts.regular, 20.0)])
  func insetGroupedRowsHaveNoSeparatorBelowTheLastRow(_ width: Double, _ margin: Double) {
    let rows = Self.separators(ListConfiguration(appearance: .insetGrouped), width: width)
    let rowWidth = width - 2 * margin
    #expect(
      rows[0] == [
        Self.bottom: LayoutRect(x: margin + 16, y: 78, width: rowWidth - 32, height: 1)
      ])
    #expect(
      rows[1] == [
        Self.bottom: LayoutRect(x: margin + 16, y: 122, width: rowWidth - 32, height: 1)
      ])
    #expect(rows[2].isEmpty)
  }

  @Test(
    arguments: [ListAppearance.sidebar, .sidebarPlain], [ListHosts.compact, ListHosts.regular])
  func sidebarsShowNoSeparatorsUnlessAsked(_ appearance: ListAppearance, _ width: Double) {
    #expect(
      Self.separators(ListConfiguration(appearance: appearance), width: width).allSatisfy {
        $0.isEmpty
      })
    let shown = ListHosts.configuration(appearance) { $0.showsSeparators = true }
    let rows = Self.separators(shown, width: width)
    let inset = appearance == .sidebar ? 10.0 : 0
    let leading = appearance == .sidebar ? 0.0 : 20
    #expect(
      rows[0] == [
        Self.bottom: LayoutRect(
          x: inset + leading, y: inset + 43, width: width - 2 * inset - leading, height: 1)
      ])
  }

  @Test func separatorsAreOnePointHighAtEveryScale() {
    // iOS 26.1 draws 1 pt (3 pixels at 3×); one pixel was iOS 17's and earlier's look.
    let plain = ListConfiguration(appearance: .plain)
    #expect(Self.separators(plain, scale: 0)[0][Self.bottom]?.height == 1)
    #expect(Self.separators(plain, scale: 0)[0][Self.bottom]?.minY == 43)
    #expect(Self.separators(plain, scale: 3)[0][Self.bottom]?.height == 1)
    #expect(Self.separators(plain, scale: 3)[0][Self.bottom]?.minY == 43)
    #expect(Self.separators(plain, scale: 1)[0][Self.bottom]?.height == 1)
  }

  @Test func showsSeparatorsFalseHidesEverySeparator() {
    let hidden = ListHosts.configuration(.grouped) {
      $0.showsSeparators = false
      $0.separatorConfiguration.topSeparatorVisibility = .visible
    }
    #expect(Self.separators(hidden).allSatisfy { $0.isEmpty })
  }

  @Test func configurationOverridesVisibilityAndInsets() {
    let configuration = ListHosts.configuration(.insetGrouped) {
      $0.separatorConfiguration.topSeparatorVisibility = .visible
      $0.separatorConfiguration.bottomSeparatorVisibility = .visible
      $0.separatorConfiguration.topSeparatorInsets = LayoutDirectionalInsets(leading: 8)
      $0.separatorConfiguration.bottomSeparatorInsets = LayoutDirectionalInsets(
        leading: 60, trailing: 10)
    }
    let rows = Self.separators(configuration)
    #expect(
      rows[2] == [
        Self.top: LayoutRect(x: 24, y: 123, width: 335, height: 1),
        Self.bottom: LayoutRect(x: 76, y: 166, width: 273, height: 1),
      ])
  }

  @Test func handlerAdjustsOneRow() {
    let configuration = ListHosts.configuration(.plain) {
      $0.separatorConfiguration.color = .rgba(red: 0, green: 0, blue: 1, alpha: 1)
      $0.itemSeparatorHandler = { indexPath, configuration in
        var adjusted = configuration
        if indexPath.item == 1 {
          adjusted.bottomSeparatorVisibility = .hidden
          adjusted.color = .named("tint")
        }
        if indexPath.item == 2 { adjusted.bottomSeparatorInsets = .zero }
        return adjusted
      }
    }
    let rows = Self.separators(configuration)
    #expect(rows[0][Self.bottom] == LayoutRect(x: 20, y: 43, width: 355, height: 1))
    #expect(rows[1].isEmpty)
    #expect(rows[2][Self.bottom] == LayoutRect(x: 0, y: 131, width: 375, height: 1))
    let host = ListHosts.host(configuration, itemCounts: [3])
    let list = ListLayout(configuration: configuration)
    #expect(
      list.separatorConfiguration(for: LayoutIndexPath(item: 1, section: 0), in: host.solvedLayout)?
        .color == .named("tint"))
    #expect(
      list.separatorConfiguration(for: LayoutIndexPath(item: 0, section: 0), in: host.solvedLayout)?
        .color == .rgba(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(
      list.separatorConfiguration(for: LayoutIndexPath(item: 3, section: 0), in: host.solvedLayout)
        == nil)
  }

  @Test func handlerReturningInvalidInsetsIsClampedOrLeavesTheSeparatorOut() {
    let configuration = ListHosts.configuration(.plain) {
      $0.itemSeparatorHandler = { indexPath, configuration in
        var adjusted = configuration
        switch indexPath.item {
        case 0: adjusted.bottomSeparatorInsets = LayoutDirectionalInsets(leading: -30, trailing: 5)
        case 1:
          adjusted.bottomSeparatorInsets = LayoutDirectionalInsets(
            leading: .nan, trailing: .infinity)
        default:
          adjusted.bottomSeparatorInsets = LayoutDirectionalInsets(leading: 300, trailing: 75)
        }
        return adjusted
      }
    }
    let rows = Self.separators(configuration)
    #expect(rows[0][Self.bottom] == LayoutRect(x: 0, y: 43, width: 370, height: 1))
    #expect(rows[1][Self.bottom] == LayoutRect(x: 0, y: 87, width: 375, height: 1))
    #expect(rows[2].isEmpty)
  }

  @Test func leadingInsetIsOnTheRightInRightToLeftLayouts() {
    let rows = Self.separators(
      ListConfiguration(appearance: .insetGrouped), direction: .rightToLeft)
    #expect(rows[0][Self.bottom] == LayoutRect(x: 32, y: 78, width: 311, height: 1))
  }

  @Test func rectQueryReturnsTheSeparatorsItCrosses() {
    let configuration = ListConfiguration(appearance: .plain)
    let host = ListHosts.host(
      configuration, itemCounts: [100], traits: LayoutTraits(displayScale: 2))
    let list = ListLayout(configuration: configuration)
    let found = list.separatorAttributes(
      in: host, rect: LayoutRect(x: 0, y: 440, width: 375, height: 88))
    // Rows 10 and 11 lie in the rect; row 9's separator ends at 440, outside it.
    #expect(found.map(\.indexPath.item) == [10, 11])
    #expect(found.allSatisfy { $0.category == .decorationView && $0.elementKind == Self.bottom })
    #expect(found.allSatisfy { $0.zIndex == ListLayout.separatorZIndex })
    #expect(found.first?.frame == LayoutRect(x: 20, y: 483, width: 355, height: 1))
  }
}
