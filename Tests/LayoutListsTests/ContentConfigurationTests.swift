import LayoutLists
import Testing

/// Cell content and accessories as data.
@Suite struct ContentConfigurationTests {
  @Test func stylesPlaceTheSecondaryText() {
    var value = ListContentConfiguration.valueCell()
    value.text = "Wi-Fi"
    value.secondaryText = "Home"
    #expect(value.secondaryTextPlacement == .trailing)
    #expect(value.lines == ["Wi-Fi\tHome"])
    var subtitle = ListContentConfiguration.subtitleCell()
    subtitle.text = "Inbox"
    subtitle.secondaryText = "3 unread"
    subtitle.imageName = "tray"
    #expect(subtitle.lines == ["Inbox", "3 unread"])
    #expect(subtitle.secondaryTextStyleName == "subheadline")
    #expect(ListContentConfiguration.cell().lines.isEmpty)
  }

  @Test func factoriesMakeEachStyle() {
    #expect(ListContentConfiguration.cell().style == .cell)
    #expect(ListContentConfiguration.subtitleCell().style == .subtitleCell)
    #expect(ListContentConfiguration.valueCell().style == .valueCell)
    #expect(ListContentConfiguration.sidebarCell().style == .sidebarCell)
    #expect(ListContentConfiguration.sidebarHeader().style == .sidebarHeader)
    #expect(ListContentConfiguration.sidebarHeader().textStyleName == "headline")
    #expect(ListContentConfiguration.cell().textStyleName == "body")
    #expect(ListContentConfiguration.valueCell().secondaryTextStyleName == "body")
  }

  @Test func accessoriesKnowTheirSideAndWhenTheyShow() {
    let all: [CellAccessory] = [
      .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
      .multiselect, .detail, .label(text: "12"), .custom(name: "star"),
    ]
    #expect(all.filter { $0.defaultPlacement == .leading } == [.delete, .insert, .multiselect])
    #expect(all.filter(\.isEditingOnly) == [.delete, .insert, .reorder, .multiselect])
    #expect(CellAccessory.label(text: "12") != .label(text: "13"))
  }

  @Test func swipeActionsAreComparableData() {
    let action = ContextualAction(style: .destructive, title: "Delete", imageName: "trash")
    #expect(action.backgroundColor == nil)
    #expect(SwipeActionsConfiguration(actions: [action]).performsFirstActionWithFullSwipe)
    #expect(ListColor.clear == .rgba(red: 0, green: 0, blue: 0, alpha: 0))
  }
}
