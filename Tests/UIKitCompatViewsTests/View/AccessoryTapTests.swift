#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import Testing
import UIKitCompatTestSupport
import UIKitCompatLayout
import UIKitCompatViews

/// Rule 35: a tap on a list cell's accessory runs the handler it was made with; without one,
/// an outline disclosure expands or collapses its item and the other accessories do what
/// the rule decides.
@Suite struct AccessoryTapTests {
  /// An outline of fruit (`Fruit` › `Apple`, `Pear`) in a plain list, each row's accessories
  /// made by `accessories` from its title.
  final class Fruit {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(accessories: @escaping (String) -> [UICellAccessory]) {
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = accessories(title)
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: title)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruit"])
      outline.append(["Apple", "Pear"], to: "Fruit")
      dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    var rows: [String] {
      collectionView.visibleCells.compactMap { $0.listContent?.text }
    }
  }

  /// What the handlers of a test were run with.
  final class Taps {
    var titles: [String] = []
  }

  @Test func aCellStyleDisclosureTappedExpandsAndCollapsesWithoutSelecting() {
    let fruit = Fruit { _ in [.outlineDisclosure(options: .init(style: .cell))] }
    let first = IndexPath(item: 0, section: 0)
    fruit.collectionView.tapAccessory(.outlineDisclosure, ofItemAt: first)
    #expect(fruit.rows == ["Fruit", "Apple", "Pear"])
    #expect(fruit.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    fruit.collectionView.tapAccessory(.outlineDisclosure, ofItemAt: first)
    #expect(fruit.rows == ["Fruit"])
    #expect(fruit.collectionView.lastError == nil)
    // A tap on the row itself selects it and leaves it collapsed.
    fruit.collectionView.tapItem(at: first)
    #expect(fruit.rows == ["Fruit"])
    #expect(fruit.collectionView.indexPathsForSelectedItems == [first])
  }

  @Test func aDisclosuresHandlerRunsInsteadOfTheToggle() {
    let taps = Taps()
    let fruit = Fruit { title in
      [.outlineDisclosure(options: .init(style: .header)) { taps.titles.append(title) }]
    }
    fruit.collectionView.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
    #expect(taps.titles == ["Fruit"])
    #expect(fruit.rows == ["Fruit"])
  }

  @Test func editingControlsRunTheirHandlersOnlyWhileShown() {
    let taps = Taps()
    let fruit = Fruit { title in
      [
        .delete { taps.titles.append("delete \(title)") },
        .insert(displayed: .always) { taps.titles.append("insert \(title)") },
        .detail { taps.titles.append("detail \(title)") },
      ]
    }
    let first = IndexPath(item: 0, section: 0)
    // Delete shows only while editing: tapped before, it is not there.
    fruit.collectionView.tapAccessory(.delete, ofItemAt: first)
    #expect(fruit.collectionView.lastError == .accessoryNotShown(.delete, first))
    #expect(taps.titles.isEmpty)
    fruit.collectionView.lastError = nil
    fruit.collectionView.tapAccessory(.insert, ofItemAt: first)
    fruit.collectionView.tapAccessory(.detail, ofItemAt: first)
    fruit.collectionView.isEditing = true
    fruit.collectionView.tapAccessory(.delete, ofItemAt: first)
    #expect(taps.titles == ["insert Fruit", "detail Fruit", "delete Fruit"])
    #expect(fruit.collectionView.lastError == nil)
    #expect(fruit.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }

  @Test func aHiddenOrMissingAccessoryIsRefusedAndNothingRuns() {
    let taps = Taps()
    let fruit = Fruit { title in
      [.detail(options: .init(isHidden: true)) { taps.titles.append(title) }]
    }
    let first = IndexPath(item: 0, section: 0)
    fruit.collectionView.tapAccessory(.detail, ofItemAt: first)
    #expect(fruit.collectionView.lastError == .accessoryNotShown(.detail, first))
    fruit.collectionView.tapAccessory(.checkmark, ofItemAt: first)
    #expect(fruit.collectionView.lastError == .accessoryNotShown(.checkmark, first))
    fruit.collectionView.tapAccessory(.detail, ofItemAt: IndexPath(item: 5, section: 0))
    #expect(
      fruit.collectionView.lastError
        == .interactionRefused(.itemOutOfRange(LayoutIndexPath(item: 5, section: 0))))
    #expect(taps.titles.isEmpty)
  }

  @Test func aCheckmarkIsPartOfTheRowAndATapOnItSelectsIt() {
    let fruit = Fruit { _ in [.checkmark()] }
    let first = IndexPath(item: 0, section: 0)
    fruit.collectionView.tapAccessory(.checkmark, ofItemAt: first)
    #expect(fruit.collectionView.indexPathsForSelectedItems == [first])
  }

  @Test func accessoriesCompareByWhatTheyShowNotTheirHandlers() {
    let one = UICellAccessory.delete { _ = "one" }
    let other = UICellAccessory.delete { _ = "other" }
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(one != UICellAccessory.delete(displayed: .always))
  }
}
#endif
