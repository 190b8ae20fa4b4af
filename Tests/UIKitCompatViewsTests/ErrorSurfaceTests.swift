#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Errors in one place: every refusal UIKit raises for, triggered through the public API of
/// the object a UIKit user calls and read back from that object's one error surface. Each
/// error type's cases are enumerated by an exhaustive `switch`, so a case added without a
/// trigger here fails to compile.
@Suite struct ErrorSurfaceTests {
  /// A cell class and a reusable view class a test registers wrongly.
  final class NotAView {}

  /// 44 pt rows, 20 items in section 0 of a 375 × 400 collection view from a counting data
  /// source, laid out.
  static func collectionView() -> CountedCollectionView {
    let view = CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 400), itemCounts: [20])
    view.layoutIfNeeded()
    return view
  }

  /// The name of `error`'s case: the switch makes this list of triggers exhaustive.
  static func caseName(_ error: CollectionViewError) -> String {
    switch error {
    case .cellReuseIdentifierNotRegistered: "cellReuseIdentifierNotRegistered"
    case .supplementaryReuseIdentifierNotRegistered: "supplementaryReuseIdentifierNotRegistered"
    case .registeredClassNotReusable: "registeredClassNotReusable"
    case .cellProviderReturnedNil: "cellProviderReturnedNil"
    case .sectionOutOfRange: "sectionOutOfRange"
    case .updateRefused: "updateRefused"
    case .interactionRefused: "interactionRefused"
    case .scrollRefused: "scrollRefused"
    case .geometryNotFinite: "geometryNotFinite"
    case .accessoryNotShown: "accessoryNotShown"
    }
  }

  static func caseName(_ error: TableViewError) -> String {
    switch error {
    case .cellReuseIdentifierNotRegistered: "cellReuseIdentifierNotRegistered"
    case .registeredClassNotCell: "registeredClassNotCell"
    case .cellProviderReturnedNil: "cellProviderReturnedNil"
    case .cellAlreadyShown: "cellAlreadyShown"
    case .rowOutOfRange: "rowOutOfRange"
    case .invalidRowHeight: "invalidRowHeight"
    case .updateRefused: "updateRefused"
    case .scrollRefused: "scrollRefused"
    case .endUpdatesWithoutBeginUpdates: "endUpdatesWithoutBeginUpdates"
    case .geometryNotFinite: "geometryNotFinite"
    case .notEditing: "notEditing"
    case .rowNotEditable: "rowNotEditable"
    case .rowNotMovable: "rowNotMovable"
    case .invalidMoveDestination: "invalidMoveDestination"
    case .swipeWhileEditing: "swipeWhileEditing"
    case .noSwipeAction: "noSwipeAction"
    }
  }

  /// A refusal of a collection view: what a user does, and the error the view records.
  struct CollectionViewRefusal: CustomTestStringConvertible, Sendable {
    let name: String
    let trigger: @Sendable (CountedCollectionView) -> Void
    let expected: CollectionViewError
    var testDescription: String { name }
  }

  static let collectionViewRefusals: [CollectionViewRefusal] = [
    .init(
      name: "dequeue an unregistered cell",
      trigger: { _ = $0.dequeueReusableCell(withReuseIdentifier: "x", for: [0, 0]) },
      expected: .cellReuseIdentifierNotRegistered("x")),
    .init(
      name: "dequeue an unregistered supplementary view",
      trigger: {
        _ = $0.dequeueReusableSupplementaryView(
          ofKind: "header", withReuseIdentifier: "y", for: [0, 0])
      },
      expected: .supplementaryReuseIdentifierNotRegistered(kind: "header", reuseIdentifier: "y")),
    .init(
      name: "register a class that is no cell",
      trigger: { $0.register(NotAView.self, forCellWithReuseIdentifier: "z") },
      expected: .registeredClassNotReusable(reuseIdentifier: "z")),
    .init(
      name: "a diffable cell provider without a cell",
      trigger: { view in
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
          _, _, _ in nil
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
      },
      expected: .cellProviderReturnedNil([0, 0])),
    .init(
      name: "the item count of a section not shown",
      trigger: { _ = $0.numberOfItems(inSection: 3) }, expected: .sectionOutOfRange(3)),
    .init(
      name: "an insert the data source does not confirm",
      trigger: { $0.insertItems(at: [[0, 0]]) },
      expected: .updateRefused(.countMismatch(section: 0, expected: 20, actual: 21))),
    .init(
      name: "a delete out of range",
      trigger: { view in
        view.counts.counts = [19]
        view.deleteItems(at: [[0, 40]])
      },
      expected: .updateRefused(.itemOutOfRange(LayoutIndexPath(item: 40, section: 0)))),
    .init(
      name: "select an item not shown",
      trigger: { $0.selectItem(at: [0, 20], animated: false, scrollPosition: []) },
      expected: .interactionRefused(.itemOutOfRange(LayoutIndexPath(item: 20, section: 0)))),
    .init(
      name: "tap an item not shown", trigger: { $0.tapItem(at: [1, 0]) },
      expected: .interactionRefused(.itemOutOfRange(LayoutIndexPath(item: 0, section: 1)))),
    .init(
      name: "end a movement that never began", trigger: { $0.endInteractiveMovement() },
      expected: .interactionRefused(.noMovementInProgress)),
    .init(
      name: "scroll to an item not shown",
      trigger: { $0.scrollToItem(at: [0, 99], at: .top, animated: false) },
      expected: .scrollRefused(.unknownItem(LayoutIndexPath(item: 99, section: 0)))),
    .init(
      name: "drag by an infinite distance",
      trigger: { $0.drag(by: CGPoint(x: 0, y: CGFloat.infinity)) },
      expected: .scrollRefused(.invalidDragDistance(.infinity))),
    .init(
      name: "drag a section that does not scroll across",
      trigger: { $0.dragOrthogonalSection(0, by: 10) },
      expected: .scrollRefused(.notAnOrthogonalSection(0))),
    .init(
      name: "run the clock backwards",
      trigger: { view in
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        view.advance(by: -1)
      },
      expected: .scrollRefused(.invalidTimeStep(-1))),
    .init(
      name: "a frame that is not a number",
      trigger: { $0.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 400) },
      expected: .geometryNotFinite),
    .init(
      name: "tap an accessory the cell does not show",
      trigger: { $0.tapAccessory(.delete, ofItemAt: [0, 0]) },
      expected: .accessoryNotShown(.delete, [0, 0])),
    .init(
      name: "choose from a pop-up menu the cell does not show",
      trigger: { $0.chooseMenuAction(titled: "Large", fromAccessoryOfItemAt: [0, 0]) },
      expected: .accessoryNotShown(.popUpMenu, [0, 0])),
  ]

  @Test(arguments: collectionViewRefusals)
  func aCollectionViewRecordsEachRefusal(_ refusal: CollectionViewRefusal) {
    let view = Self.collectionView()
    let offset = view.contentOffset
    refusal.trigger(view)
    #expect(view.lastError == refusal.expected)
    #expect(view.contentOffset == offset)
  }

  @Test func everyCollectionViewErrorHasATrigger() {
    #expect(
      Set(Self.collectionViewRefusals.map { Self.caseName($0.expected) }).count == 10)
  }

  @Test func aDiffableBatchTheViewRefusesIsTheViewsError() {
    // A data source swapped in behind the diffable one's back: the diffable data source's
    // next batch names positions the view no longer shows, and UIKit raises.
    let view = Self.collectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<5))
    dataSource.apply(snapshot, animatingDifferences: false)
    view.dataSource = view.counts
    snapshot.deleteItems([4])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(view.lastError == .updateRefused(.countMismatch(section: 0, expected: 4, actual: 19)))
    // The data source's counts are shown, as a reload shows them.
    #expect(view.numberOfItems(inSection: 0) == 4)
  }

  @Test func aTableViewRecordsEachRefusal() {
    let rows = TableViewBadInputTests.Rows(count: 3)
    var seen: Set<String> = []
    func check(_ expected: TableViewError, _ trigger: (UITableView) -> Void) {
      let tableView = TableViewBadInputTests.tableView(rows)
      trigger(tableView)
      #expect(tableView.lastError == expected)
      seen.insert(Self.caseName(expected))
    }
    check(.cellReuseIdentifierNotRegistered("x")) {
      _ = $0.dequeueReusableCell(withIdentifier: "x", for: [0, 0])
    }
    check(.registeredClassNotCell(reuseIdentifier: "y")) {
      $0.register(UICollectionViewCell.self, forCellReuseIdentifier: "y")
    }
    check(.rowOutOfRange([0, 3])) { $0.tapRow(at: [0, 3]) }
    check(.invalidRowHeight(-2, row: nil)) { $0.rowHeight = -2 }
    check(.updateRefused(.countMismatch(section: 0, expected: 3, actual: 4))) {
      $0.insertRows(at: [[0, 0]], with: .automatic)
    }
    check(.scrollRefused(.invalidVelocity(.nan))) {
      $0.drag(by: CGPoint(x: 0, y: 10))
      $0.endDragging(withVelocity: CGPoint(x: CGFloat.nan, y: 0))
    }
    check(.endUpdatesWithoutBeginUpdates) { $0.endUpdates() }
    check(.geometryNotFinite) { $0.contentOffset = CGPoint(x: 0, y: CGFloat.infinity) }
    check(.notEditing([0, 0])) { $0.tapEditingControl(ofRowAt: [0, 0]) }
    check(.rowNotMovable([0, 0])) {
      $0.setEditing(true, animated: false)
      $0.dragReorderControl(ofRowAt: [0, 0], to: [0, 1])
    }
    check(.swipeWhileEditing([0, 1])) {
      $0.setEditing(true, animated: false)
      $0.swipeRow(at: [0, 1], from: .trailing)
    }
    check(.noSwipeAction([0, 1], edge: .leading, index: 0)) {
      $0.swipeRow(at: [0, 1], from: .leading)
    }
    let movable = TableViewBadInputTests.Rows(count: 3)
    movable.rowsMove = true
    let reordered = TableViewBadInputTests.tableView(movable)
    reordered.setEditing(true, animated: false)
    reordered.dragReorderControl(ofRowAt: [0, 0], to: [0, 3])
    #expect(reordered.lastError == .invalidMoveDestination([0, 3]))
    seen.insert(Self.caseName(TableViewError.invalidMoveDestination([0, 3])))
    let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
    let sameCell = TableViewBadInputTests.Rows(count: 2)
    sameCell.sameCell = shared
    let table = TableViewBadInputTests.tableView(sameCell)
    #expect(table.lastError == .cellAlreadyShown([0, 1]))
    seen.insert(Self.caseName(TableViewError.cellAlreadyShown([0, 1])))
    let diffable = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: diffable) { _, _, _ in
      nil
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7])
    dataSource.apply(snapshot, animatingDifferences: false)
    diffable.layoutIfNeeded()
    #expect(diffable.lastError == .cellProviderReturnedNil([0, 0]))
    seen.insert(Self.caseName(TableViewError.cellProviderReturnedNil([0, 0])))
    // The diffable data source lets no row be edited until a subclass says so.
    diffable.setEditing(true, animated: false)
    diffable.tapEditingControl(ofRowAt: [0, 0])
    #expect(diffable.lastError == .rowNotEditable([0, 0]))
    seen.insert(Self.caseName(TableViewError.rowNotEditable([0, 0])))
    #expect(seen.count == 16)
  }

  @Test func aLayoutReportsEachSectionItCouldNotLayOut() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 1 ? nil : SampleLayouts.listSection()
    }
    let view = CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 400), itemCounts: [2, 3])
    #expect(view.collectionViewLayout.layoutErrors == [.missingSection(section: 1, itemCount: 3)])
    // Shown nowhere, a layout has laid nothing out and reports nothing.
    #expect(
      UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()).layoutErrors == [])
  }

  @Test func aLayoutOnlyHostRecordsARefusedBatch() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 400), itemCounts: [3])
    host.moveItem(at: [0, 0], to: [0, 7])
    #expect(host.lastError == .newItemOutOfRange(LayoutIndexPath(item: 7, section: 0)))
    #expect(host.itemCounts == [3])
  }

  @Test func snapshotsAndDataSourcesKeepTheirOwn() {
    let view = Self.collectionView()
    let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a"])
    snapshot.appendSections(["a"])
    #expect(snapshot.lastError == .duplicateSection(AnyIdentifier("a")))
    snapshot.appendItems(["1"], toSection: "a")
    snapshot.appendSections(["b"])
    dataSource.apply(snapshot, animatingDifferences: false)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["1"])
    dataSource.apply(outline, to: "b", animatingDifferences: false)
    #expect(dataSource.lastError == .duplicateItem(AnyIdentifier("1")))
    #expect(view.lastError == nil)
  }
}
#endif
