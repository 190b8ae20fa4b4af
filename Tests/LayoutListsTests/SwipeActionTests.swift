import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Swipe actions asked for per index path.
@Suite struct SwipeActionTests {
  static let delete = ContextualAction(style: .destructive, title: "Delete", imageName: "trash")
  static let flag = ContextualAction(
    style: .normal, title: "Flag", backgroundColor: .named("systemOrange"))

  static var configuration: ListConfiguration {
    ListHosts.configuration(.insetGrouped) {
      $0.trailingSwipeActionsProvider = { indexPath in
        if indexPath.item >= 3 { Issue.record("asked about the missing row \(indexPath)") }
        if indexPath.item == 1 { return nil }
        if indexPath.item == 2 { return SwipeActionsConfiguration(actions: []) }
        return SwipeActionsConfiguration(actions: [delete, flag])
      }
      $0.leadingSwipeActionsProvider = { indexPath in
        SwipeActionsConfiguration(
          actions: [ContextualAction(style: .normal, title: "Pin \(indexPath.section)")],
          performsFirstActionWithFullSwipe: false)
      }
    }
  }

  @Test func providersAnswerPerIndexPath() {
    let host = ListHosts.host(Self.configuration, itemCounts: [3, 1])
    let list = ListLayout(configuration: Self.configuration)
    let layout = host.solvedLayout
    let first = list.trailingSwipeActions(for: LayoutIndexPath(item: 0, section: 0), in: layout)
    #expect(first?.actions == [Self.delete, Self.flag])
    #expect(first?.performsFirstActionWithFullSwipe == true)
    #expect(first?.actions.first?.imageName == "trash")
    #expect(list.trailingSwipeActions(for: LayoutIndexPath(item: 1, section: 0), in: layout) == nil)
    let leading = list.leadingSwipeActions(for: LayoutIndexPath(item: 0, section: 1), in: layout)
    #expect(leading?.actions.map(\.title) == ["Pin 1"])
    #expect(leading?.performsFirstActionWithFullSwipe == false)
  }

  @Test func configurationWithoutActionsMeansNoActions() {
    let host = ListHosts.host(Self.configuration, itemCounts: [3])
    let list = ListLayout(configuration: Self.configuration)
    #expect(
      list.trailingSwipeActions(for: LayoutIndexPath(item: 2, section: 0), in: host.solvedLayout)
        == nil)
  }

  @Test func missingIndexPathsAreNotPassedToTheProvider() {
    let host = ListHosts.host(Self.configuration, itemCounts: [3])
    let list = ListLayout(configuration: Self.configuration)
    for missing in [
      LayoutIndexPath(item: 3, section: 0), LayoutIndexPath(item: -1, section: 0),
      LayoutIndexPath(item: 0, section: 4),
    ] {
      #expect(list.trailingSwipeActions(for: missing, in: host.solvedLayout) == nil)
      #expect(list.leadingSwipeActions(for: missing, in: host.solvedLayout) == nil)
    }
  }

  @Test func listWithoutProvidersHasNoActions() {
    let plain = ListConfiguration(appearance: .plain)
    let host = ListHosts.host(plain, itemCounts: [1])
    let list = ListLayout(configuration: plain)
    #expect(
      list.leadingSwipeActions(for: LayoutIndexPath(item: 0, section: 0), in: host.solvedLayout)
        == nil)
  }
}
