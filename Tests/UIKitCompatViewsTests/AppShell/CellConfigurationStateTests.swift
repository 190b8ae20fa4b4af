#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatTestSupport
import UIKitCompatLayout
import UIKitCompatViews

extension UIConfigurationStateCustomKey {
  fileprivate static let title = UIConfigurationStateCustomKey("com.example.title")
}

extension UICellConfigurationState {
  fileprivate var title: String? {
    get { self[.title] as? String }
    set { self[.title] = newValue }
  }
}

/// A cell updates its configurations from its state when UIKit would: first shown, after a
/// state change, after a reuse and on request, once per request (issue 22 §1).
@Suite struct CellConfigurationStateTests {
  /// The sample's custom-cell pattern: the item goes into the state, and
  /// `updateConfiguration(using:)` builds the content from the state.
  final class TitleCell: UICollectionViewListCell {
    private var title: String?
    var updates: [String] = []

    func update(with newTitle: String) {
      guard title != newTitle else { return }
      title = newTitle
      setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.title = title
      return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
      updates.append("\(state.title ?? "-")\(state.isSelected ? " selected" : "")")
      var content = UIListContentConfiguration.subtitleCell().updated(for: state)
      content.text = state.title
      contentConfiguration = content
    }
  }

  static func screen(_ titles: [String], height: CGFloat = 300) -> (
    UICollectionView, UICollectionViewDiffableDataSource<Int, String>
  ) {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, _, title in
      cell.update(with: title)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(titles)
    dataSource.applySnapshotUsingReloadData(snapshot)
    return (collectionView, dataSource)
  }

  static func cell(_ collectionView: UICollectionView, _ item: Int) -> TitleCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TitleCell
  }

  @Test func aCellIsConfiguredFromItsStateBeforeItIsShown() {
    let (collectionView, dataSource) = Self.screen(["Apple", "Pear"])
    let cell = Self.cell(collectionView, 1)
    #expect(cell?.listContent?.text == "Pear")
    #expect(cell?.updates == ["Pear"])
    _ = dataSource
  }

  @Test func selectingACellUpdatesItOnceForItsNewState() {
    let (collectionView, dataSource) = Self.screen(["Apple", "Pear"])
    collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collectionView.layoutIfNeeded()
    #expect(Self.cell(collectionView, 0)?.updates == ["Apple", "Apple selected"])
    #expect(Self.cell(collectionView, 1)?.updates == ["Pear"])
    _ = dataSource
  }

  @Test func aReusedCellIsUpdatedForItsNewItem() {
    let titles = (0..<30).map { "Row \($0)" }
    let (collectionView, dataSource) = Self.screen(titles, height: 200)
    let first = Self.cell(collectionView, 0)
    collectionView.contentOffset.y = 600
    collectionView.layoutIfNeeded()
    let reused = collectionView.visibleCells.compactMap { $0 as? TitleCell }.first { $0 === first }
    #expect(reused?.updates.count == 2)
    #expect(reused?.listContent?.text == reused?.updates.last)
    _ = dataSource
  }

  @Test func manyRequestsBeforeAPassMakeOneUpdate() {
    let (collectionView, dataSource) = Self.screen(["Apple"])
    let cell = Self.cell(collectionView, 0)
    cell?.setNeedsUpdateConfiguration()
    cell?.setNeedsUpdateConfiguration()
    collectionView.layoutIfNeeded()
    #expect(cell?.updates == ["Apple", "Apple"])
    _ = dataSource
  }

  @Test func theHandlerRunsAfterTheUpdateWithTheSameState() {
    let (collectionView, dataSource) = Self.screen(["Apple"])
    let cell = Self.cell(collectionView, 0)
    var handled: [String?] = []
    cell?.configurationUpdateHandler = { cell, state in
      handled.append(state.title)
      #expect((cell as? TitleCell)?.updates.last == state.title)
    }
    collectionView.layoutIfNeeded()
    #expect(handled == ["Apple"])
    _ = dataSource
  }

  @Test func theCustomKeySubscriptKeepsValuesAndStatesCompareByThem() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.title = "Kiwi"
    var other = state
    #expect(state == other)
    other.title = "Lime"
    #expect(state != other)
    #expect(state[UIConfigurationStateCustomKey("com.example.title")] == AnyHashable("Kiwi"))
  }

  @Test func backgroundsAndSidebarTextFollowTheSelection() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    #expect(
      UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor
        == .systemBackground)
    state.isSelected = true
    #expect(
      UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
    #expect(
      UIBackgroundConfiguration.listSidebarCell().updated(for: state).backgroundColor == .tintColor)
    #expect(
      UIBackgroundConfiguration.listSidebarCell().updated(for: state)
        .resolvedBackgroundColor(for: .systemPink) == .systemPink)
    // nil shows the tint too; clear shows nothing.
    var noColour = UIBackgroundConfiguration.clear()
    #expect(noColour.resolvedBackgroundColor(for: .systemPink) == .clear)
    noColour.backgroundColor = nil
    #expect(noColour.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    #expect(
      UIListContentConfiguration.sidebarCell().updated(for: state).textProperties.color == .white)
    #expect(UIListContentConfiguration.cell().updated(for: state).textProperties.color == .label)
  }

  @Test func theDefaultUpdateAppliesTheConfigurationsToTheState() {
    let cell = UICollectionViewCell(frame: .zero)
    cell.backgroundConfiguration = .listGroupedCell()
    cell.isSelected = true
    cell.updateConfiguration(using: cell.configurationState)
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.backgroundConfiguration = .listGroupedCell()
    cell.updateConfiguration(using: cell.configurationState)
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
  }
}
#endif
