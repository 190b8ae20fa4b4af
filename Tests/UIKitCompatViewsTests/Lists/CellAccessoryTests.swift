#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatLayout
import UIKitCompatViews

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

  @Test func aCustomViewKeepsItsViewAndOptionsAndIsNamedAfterItsImage() {
    let star = UIImageView(image: UIImage(systemName: "star.fill"))
    let configuration = UICellAccessory.CustomViewConfiguration(
      customView: star, placement: .leading(displayed: .whenEditing), isHidden: nil,
      reservedLayoutWidth: .custom(30), tintColor: .systemYellow, maintainsFixedSize: true)
    let accessory = UICellAccessory.customView(configuration: configuration)
    #expect(accessory.core == .custom(name: "star.fill"))
    #expect(accessory.customViewConfiguration?.customView === star)
    #expect(accessory.customViewConfiguration?.placement.edge == .leading)
    #expect(accessory.displayedState == .whenEditing && !accessory.isHidden)
    #expect(accessory.reservedLayoutWidth == .custom(30) && accessory.tintColor == .systemYellow)
    #expect(accessory.customViewConfiguration?.maintainsFixedSize == true)
    #expect(!accessory.isDisplayed(editing: false) && accessory.isDisplayed(editing: true))

    let plain = UICellAccessory.CustomViewConfiguration(
      customView: UILabel(), placement: .trailing())
    #expect(UICellAccessory.customView(configuration: plain).core == .custom(name: "UILabel"))
    #expect(plain.reservedLayoutWidth == .standard && !plain.maintainsFixedSize && !plain.isHidden)
  }

  @Test func customViewsCompareByTheirViewObjectAndPlacementNotItsPosition() {
    let star = UIImageView(image: UIImage(systemName: "star.fill"))
    let first = UICellAccessory.customView(
      configuration: .init(customView: star, placement: .trailing(at: { _ in 0 })))
    let second = UICellAccessory.customView(
      configuration: .init(customView: star, placement: .trailing(at: { $0.count })))
    #expect(first == second && first.hashValue == second.hashValue)
    let otherView = UICellAccessory.customView(
      configuration: .init(
        customView: UIImageView(image: UIImage(systemName: "star.fill")), placement: .trailing()))
    #expect(first != otherView)
    #expect(
      first != .customView(configuration: .init(customView: star, placement: .leading())))
  }

  @Test func positionsFindTheAccessoryOfTheKindNamed() {
    let edge: [UICellAccessory] = [
      .label(text: "3"), .disclosureIndicator(), .label(text: "4"), .checkmark(),
    ]
    typealias Placement = UICellAccessory.Placement
    #expect(Placement.position(after: .label(text: "any"))(edge) == 3)
    #expect(Placement.position(before: .label(text: "any"))(edge) == 0)
    #expect(Placement.position(after: .disclosureIndicator())(edge) == 2)
    #expect(Placement.position(before: .checkmark())(edge) == 3)
    #expect(Placement.position(after: .detail())(edge) == 4)
    #expect(Placement.position(before: .detail())(edge) == 0)
  }

  @Test func customViewsGoWhereTheirPositionsPutThemOnTheirEdge() {
    let star = UICellAccessory.customView(
      configuration: .init(
        customView: UIImageView(image: UIImage(systemName: "star.fill")),
        placement: .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator())))
    )
    let badge = UICellAccessory.customView(
      configuration: .init(customView: UILabel(), placement: .leading()))
    let nearest = UICellAccessory.customView(
      configuration: .init(customView: UIView(), placement: .trailing()))
    let arranged = UICellAccessory.arranged([
      star, .delete(), badge, .detail(), .disclosureIndicator(), nearest,
    ])
    #expect(arranged.leading == [.delete(), badge])
    #expect(arranged.trailing == [nearest, .detail(), .disclosureIndicator(), star])
  }
}
#endif
