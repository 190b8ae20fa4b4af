#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatLayout

/// System accessories take UIKit's displayed states and options, and show when UIKit shows
/// them: the editing controls only while the list edits unless told otherwise.
@Suite struct CellAccessoryTests {
  static var everySystemAccessory: [UICellAccessory] {
    [
      .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(),
      .reorder(), .multiselect(), .detail(), .label(text: "3"), .custom(name: "star"),
    ]
  }

  @Test func theEditingControlsShowOnlyWhileEditingByDefault() {
    let all = Self.everySystemAccessory
    #expect(
      all.filter { $0.isDisplayed(editing: false) }.map(\.core) == [
        .disclosureIndicator, .outlineDisclosure, .checkmark, .detail, .label(text: "3"),
        .custom(name: "star"),
      ])
    #expect(all.allSatisfy { $0.isDisplayed(editing: true) })
    #expect(all.map(\.displayedState).filter { $0 == .whenEditing }.count == 4)
  }

  @Test(arguments: UICellAccessory.DisplayedState.allCases)
  func aDisplayedStateChoosesTheEditingStatesAnAccessoryShowsIn(
    _ state: UICellAccessory.DisplayedState
  ) {
    let accessory = UICellAccessory.reorder(displayed: state)
    let shown = [false, true].filter { accessory.isDisplayed(editing: $0) }
    switch state {
    case .always: #expect(shown == [false, true])
    case .whenEditing: #expect(shown == [true])
    case .whenNotEditing: #expect(shown == [false])
    }
  }

  @Test func optionsKeepTheirValuesAndAHiddenAccessoryNeverShows() {
    let hidden = UICellAccessory.checkmark(
      options: .init(isHidden: true, reservedLayoutWidth: .custom(44)))
    #expect(hidden.isHidden)
    #expect(hidden.reservedLayoutWidth == .custom(44))
    #expect(!hidden.isDisplayed(editing: false) && !hidden.isDisplayed(editing: true))
    #expect(UICellAccessory.checkmark().reservedLayoutWidth == .standard)

    let grip = UICellAccessory.reorder(
      displayed: .always, options: .init(showsVerticalSeparator: false))
    #expect(grip.showsVerticalSeparator == false)
    #expect(UICellAccessory.reorder().showsVerticalSeparator == true)
    #expect(UICellAccessory.delete().showsVerticalSeparator == nil)

    let outline = UICellAccessory.outlineDisclosure(
      options: .init(style: .header, isHidden: true))
    #expect(outline.outlineDisclosureOptions?.style == .header)
    #expect(outline.isHidden)
    #expect(outline != .outlineDisclosure(options: .init(style: .header)))
  }
}
#endif
