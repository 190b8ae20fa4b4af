#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Controls and bar buttons send their actions as UIKit's do, in the closure spelling; a
/// search bar tells its delegate what the user types (issue 22 §2).
@Suite struct ControlTests {
  @Test func aTapOnASwitchFlipsItThenRunsEachActionOnceWithTheSwitchAsSender() {
    let wifi = UISwitch()
    var heard: [String] = []
    let both = UIAction { action in
      heard.append("both \((action.sender as? UISwitch)?.isOn == true)")
    }
    wifi.addAction(both, for: [.valueChanged, .touchUpInside])
    wifi.addAction(UIAction { _ in heard.append("tap") }, for: .touchUpInside)
    wifi.addAction(UIAction { _ in heard.append("down") }, for: .touchDown)
    wifi.toggle()
    #expect(wifi.isOn)
    #expect(heard == ["both true", "tap"])
    #expect(both.sender == nil)
  }

  @Test func aTapOnABarButtonRunsItsPrimaryActionWithTheButtonAsSender() {
    var heard: [String] = []
    let edit = UIBarButtonItem(
      primaryAction: UIAction(title: "Edit") { action in
        heard.append((action.sender as? UIBarButtonItem)?.title ?? "no sender")
      })
    #expect(edit.title == "Edit")
    #expect(edit.style == .plain)
    edit.tap()
    #expect(heard == ["Edit"])
    edit.isEnabled = false
    edit.tap()
    #expect(heard == ["Edit"])
    #expect(edit.primaryAction?.sender == nil)
    // A button without an action takes the tap and does nothing.
    UIBarButtonItem(title: "Done", style: .done).tap()
  }

  @Test func choosingFromABarButtonsMenuRunsTheActionWithTheButtonAsSender() throws {
    var heard: [String] = []
    func action(_ title: String, attributes: UIMenuElement.Attributes = []) -> UIAction {
      UIAction(title: title, attributes: attributes) { action in
        heard.append(
          "\(action.title) from \((action.sender as? UIBarButtonItem)?.image?.name ?? "?")")
      }
    }
    let sort = action("Sort")
    sort.state = .on
    let menu = UIMenu(
      title: "",
      children: [
        action("Reload"),
        UIMenu(title: "Order", options: .displayInline, children: [sort, action("Shuffle")]),
        action("Secret", attributes: .hidden), action("Erase", attributes: .disabled),
      ])
    // Depth first, as an open menu reads; hidden actions are not there.
    #expect(menu.actions.map(\.title) == ["Reload", "Sort", "Shuffle", "Erase"])
    #expect(menu.actions.map(\.state) == [.off, .on, .off, .off])
    let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: menu)
    #expect(gear.title == nil && gear.style == .plain)
    #expect(gear.chooseMenuAction(titled: "Shuffle"))
    #expect(heard == ["Shuffle from gear"])
    #expect(!gear.chooseMenuAction(titled: "Erase"))
    #expect(!gear.chooseMenuAction(titled: "Secret"))
    #expect(!gear.chooseMenuAction(titled: "Nothing"))
    gear.isEnabled = false
    #expect(!gear.chooseMenuAction(titled: "Reload"))
    #expect(heard == ["Shuffle from gear"])
    // A menu with other children keeps its title and options.
    let order = try #require(menu.children[1] as? UIMenu)
    let fewer = order.replacingChildren([sort])
    #expect(fewer.title == "Order" && fewer.options == .displayInline)
    #expect(fewer.actions.map(\.title) == ["Sort"])
  }

  @Test func settingTheValueSendsNothingAndADisabledSwitchStays() {
    let wifi = UISwitch()
    var count = 0
    wifi.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    wifi.setOn(true, animated: true)
    wifi.isEnabled = false
    wifi.toggle()
    #expect(wifi.isOn && count == 0)
    #expect(wifi.intrinsicContentSize == CGSize(width: 51, height: 31))
  }

  @Test func aRemovedActionIsNoLongerSent() {
    let control = UIControl()
    var count = 0
    let action = UIAction { _ in count += 1 }
    control.addAction(action, for: [.valueChanged, .primaryActionTriggered])
    control.removeAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .primaryActionTriggered)
    #expect(count == 1)
  }

  @Test func aSearchBarTellsItsDelegateWhatTheUserTypesAndTaps() {
    final class Listener: UISearchBarDelegate {
      var heard: [String] = []
      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        heard.append(searchText)
      }
      func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        heard.append("cancel")
      }
    }
    let searchBar = UISearchBar(frame: .zero)
    let listener = Listener()
    searchBar.delegate = listener
    searchBar.type("Mat")
    searchBar.tapSearchButton()
    searchBar.tapCancelButton()
    searchBar.text = "quiet"
    #expect(listener.heard == ["Mat", "cancel"])
    #expect(searchBar.text == "quiet")
    #expect(searchBar.intrinsicContentSize.height == 56)
  }
}
#endif
