#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Rule 35: a pop-up menu accessory keeps its menu, and choosing from it turns the action
/// chosen on, runs its handler, then the accessory's selection handler with the menu.
@Suite struct PopUpMenuAccessoryTests {
  /// A settings row, "Text Size", whose pop-up menu chooses among three sizes, as a
  /// settings screen's list shows a value to pick.
  final class TextSizeScreen {
    var size = "Medium"
    var log: [String] = []
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    init(displayed: UICellAccessory.DisplayedState = .always) {
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        [unowned self] cell, _, title in
        var content = UIListContentConfiguration.valueCell()
        content.text = title
        content.secondaryText = size
        cell.contentConfiguration = content
        cell.accessories = [
          .popUpMenu(sizeMenu(), displayed: displayed) { [unowned self] menu in
            log.append("changed to \(menu.selectedElements.map(\.title))")
          }
        ]
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: title)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["Text Size"])
      dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func sizeMenu() -> UIMenu {
      let sizes = ["Small", "Medium", "Large"].map { title in
        UIAction(title: title, state: title == size ? .on : .off) { [unowned self] action in
          size = action.title
          log.append("chose \(action.title) from \(action.sender is UICollectionViewListCell)")
        }
      }
      let disabled = UIAction(title: "Huge", attributes: .disabled) { [unowned self] _ in
        log.append("huge")
      }
      return UIMenu(title: "Text Size", options: .singleSelection, children: sizes + [disabled])
    }

    var menu: UIMenu? {
      (collectionView.visibleCells.first as? UICollectionViewListCell)?.accessories.first?.menu
    }
  }

  static let row = IndexPath(item: 0, section: 0)

  @Test func choosingAnActionTurnsItOnRunsItThenTheSelectionHandler() throws {
    let screen = TextSizeScreen()
    let menu = try #require(screen.menu)
    #expect(menu.selectedElements.map(\.title) == ["Medium"])
    #expect(
      screen.collectionView.chooseMenuAction(titled: "Large", fromAccessoryOfItemAt: Self.row))
    #expect(screen.size == "Large")
    #expect(screen.log == ["chose Large from true", "changed to [\"Large\"]"])
    #expect(menu.actions.map(\.state) == [.off, .off, .on, .off])
    #expect(screen.collectionView.lastError == nil)
  }

  @Test func aDisabledOrMissingActionRunsNothing() throws {
    let screen = TextSizeScreen()
    let collectionView = screen.collectionView
    #expect(!collectionView.chooseMenuAction(titled: "Huge", fromAccessoryOfItemAt: Self.row))
    #expect(!collectionView.chooseMenuAction(titled: "Tiny", fromAccessoryOfItemAt: Self.row))
    #expect(screen.log.isEmpty)
    #expect(try #require(screen.menu).selectedElements.map(\.title) == ["Medium"])
  }

  @Test func aMenuNotShownIsRefusedAndATapOnTheChevronsRunsNothing() {
    let screen = TextSizeScreen(displayed: .whenEditing)
    let collectionView = screen.collectionView
    #expect(!collectionView.chooseMenuAction(titled: "Large", fromAccessoryOfItemAt: Self.row))
    #expect(collectionView.lastError == .accessoryNotShown(.popUpMenu, Self.row))
    collectionView.lastError = nil
    collectionView.isEditing = true
    collectionView.tapAccessory(.popUpMenu, ofItemAt: Self.row)
    #expect(collectionView.lastError == nil)
    #expect(screen.log.isEmpty)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(!collectionView.chooseMenuAction(titled: "Large", fromAccessoryOfItemAt: [0, 3]))
    #expect(
      collectionView.lastError
        == .interactionRefused(.itemOutOfRange(LayoutIndexPath(item: 3, section: 0))))
  }

  @Test func popUpMenusCompareByTheirMenuAndOptionsNotTheirHandlers() {
    let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
    let one = UICellAccessory.popUpMenu(menu) { _ in }
    let other = UICellAccessory.popUpMenu(menu)
    #expect(one == other && one.hashValue == other.hashValue)
    #expect(one.core == .popUpMenu && one.menu === menu)
    #expect(one != .popUpMenu(UIMenu(children: menu.children)))
    let tinted = UICellAccessory.popUpMenu(
      menu, displayed: .whenNotEditing,
      options: .init(isHidden: true, reservedLayoutWidth: .actual, tintColor: .systemRed))
    #expect(tinted.tintColor == .systemRed && tinted.reservedLayoutWidth == .actual)
    #expect(tinted.isHidden && tinted.displayedState == .whenNotEditing && tinted != one)
  }
}
#endif
