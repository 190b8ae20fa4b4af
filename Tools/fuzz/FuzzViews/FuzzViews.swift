import Foundation
import UIKitCompat

/// libFuzzer's entry point: a collection view, a table view or AppKit's collection view
/// (`MacCollectionViewUnderTest`) over a diffable data source,
/// driven through a sequence of the calls an app and its user make. After each call the
/// view, settled, keeps three properties (`ViewFuzzCase.check`).
///
/// Written against the public spellings only, so that it ports as they change.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViews(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  // A view's cost follows its data and its bounds: ordinary numbers throughout.
  input.reachesEdges = false
  let view: any ViewUnderTest
  switch input.below(4) {
  case 0: view = CollectionViewUnderTest(&input)
  case 1: view = TableViewUnderTest(&input)
  case 2: view = MacCollectionViewUnderTest(&input)
  default:
    fuzzVisualFormat(&input)
    return 0
  }
  var fuzzCase = ViewFuzzCase(view: view)
  fuzzCase.run(&input)
  return 0
}

/// What the user sees of a view, settled: its data, where it scrolls, what is selected and
/// each visible cell, with the item it shows.
struct ViewState: Equatable {
  /// One visible cell.
  struct Shown: Equatable {
    var indexPath: IndexPath
    var frame: CGRect
    /// The item the cell was configured with.
    var item: Int?
  }

  var sections: [[Int]]
  var frame: CGRect
  var contentOffset: CGPoint
  var selected: [IndexPath]
  var shown: [Shown]
}

/// A call the fuzzer makes that a view may refuse.
enum ViewCall {
  /// Snapshot edits, then an apply.
  case apply(animated: Bool)
  /// Item and section updates in `performBatchUpdates`, which the data source's counts
  /// refuse unless they match.
  case batch
  /// A programmatic scroll or a scroll to an item.
  case scroll
  /// Selecting, deselecting or tapping an item.
  case select
  /// An interactive movement, ended or cancelled.
  case move
  /// Reconfiguring items in place.
  case reconfigure
  /// A new frame.
  case resize
}

/// A view over a diffable data source of `Int` sections and items, and the same view made
/// afresh from its data.
protocol ViewUnderTest: AnyObject {
  /// The data source's snapshot.
  var snapshot: NSDiffableDataSourceSnapshot<Int, Int> { get }
  /// Makes `call` from `input`; returns whether the view refused it (it must then change
  /// nothing).
  func make(_ call: ViewCall, _ input: inout FuzzInput) -> Bool
  /// Ends animations and momentum, and lays out.
  func settle()
  /// What the view shows, settled.
  var state: ViewState { get }
  /// What a new view of the same kind shows, given the same data, frame and offset.
  var freshState: ViewState { get }
  /// The item the data source has at `indexPath`.
  func item(at indexPath: IndexPath) -> Int?
  /// The view's last refusal, for a report.
  var refusal: String { get }
}

/// One view and the calls made so far.
struct ViewFuzzCase {
  let view: any ViewUnderTest
  /// The calls so far, for the report of a broken property.
  var trace: [String] = []

  /// Up to 16 calls, each followed by the checks.
  mutating func run(_ input: inout FuzzInput) {
    view.settle()
    var state = view.state
    check(state, after: "the first layout")
    let calls: [ViewCall] = [
      .apply(animated: false), .apply(animated: true), .batch, .scroll, .select, .move,
      .reconfigure, .resize,
    ]
    for step in 0..<16 where !input.isExhausted {
      let call = input.pick(calls)
      let before = state
      let refused = view.make(call, &input)
      view.settle()
      state = view.state
      trace.append("\(call)\(refused ? " (refused)" : "")")
      if refused, state != before {
        fatalError(
          "a refused \(call) changed the view at step \(step) (\(view.refusal)): \(report)\n"
            + "before \(before)\nafter \(state)")
      }
      check(state, after: "step \(step)")
    }
  }

  /// The properties every settled view keeps, as `state` shows it: its visible cells are
  /// those a new view of the same data lays out, where it lays them out, and each shows the
  /// data source's item.
  private func check(_ state: ViewState, after moment: @autoclosure () -> String) {
    let fresh = view.freshState
    let laidOut = state.shown.map { ($0.indexPath, $0.frame) }
    let expected = fresh.shown.map { ($0.indexPath, $0.frame) }
    guard laidOut.elementsEqual(expected, by: { $0 == $1 }) else {
      fatalError(
        "after \(moment()): visible \(laidOut) where a new view shows \(expected), at offsets "
          + "\(state.contentOffset) and \(fresh.contentOffset), frames \(state.frame) and "
          + "\(fresh.frame): \(report)")
    }
    for shown in state.shown where shown.item != view.item(at: shown.indexPath) {
      fatalError(
        "after \(moment()): the cell at \(shown.indexPath) shows \(String(describing: shown.item)) "
          + "for \(String(describing: view.item(at: shown.indexPath))): \(report)")
    }
  }

  private var report: String { trace.joined(separator: "; ") }
}

// MARK: - Shared input

extension FuzzInput {
  /// What a view under test shows first: up to 39 items in the first of two sections.
  mutating func firstSnapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1_000, 1_001])
    snapshot.appendItems(Array(0..<below(40)), toSection: 1_000)
    return snapshot
  }

  /// An item identifier: a few in use, a few never used.
  mutating func itemID() -> Int { below(48) }

  /// A section identifier.
  mutating func sectionID() -> Int { 1_000 + below(6) }

  /// An index path, mostly of `snapshot`'s, sometimes past its ends.
  mutating func indexPath(in snapshot: NSDiffableDataSourceSnapshot<Int, Int>) -> IndexPath {
    let section = below(snapshot.numberOfSections + 2)
    let items =
      section < snapshot.numberOfSections
      ? snapshot.numberOfItems(inSection: snapshot.sectionIdentifiers[section]) : 0
    return IndexPath(item: below(items + 2), section: section)
  }

  /// A point within a few thousand points of the origin.
  mutating func point() -> CGPoint {
    CGPoint(x: length() - 200, y: length() - 200)
  }

  /// A view's frame: up to 510 × 510 pt, the odd one empty, or with a side that is NaN or
  /// infinite (which the view refuses).
  mutating func frame() -> CGRect {
    switch below(16) {
    case 0: CGRect(x: 0, y: 0, width: length(), height: length())
    default: CGRect(x: 0, y: 0, width: Double(byte()) * 2, height: Double(byte()) * 2)
    }
  }

  /// `snapshot` after a few edits through UIKit's spellings; one that it refuses must leave
  /// it as it was.
  mutating func edited(_ snapshot: NSDiffableDataSourceSnapshot<Int, Int>)
    -> NSDiffableDataSourceSnapshot<Int, Int>
  {
    var snapshot = snapshot
    for _ in 0..<(1 + below(3)) {
      let before = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
      snapshot.lastError = nil
      switch below(10) {
      case 0: snapshot.appendSections([sectionID()])
      case 1: snapshot.deleteSections([sectionID()])
      case 2: snapshot.moveSection(sectionID(), afterSection: sectionID())
      case 3: snapshot.appendItems((0..<below(6)).map { _ in itemID() })
      case 4: snapshot.insertItems([itemID()], beforeItem: itemID())
      case 5: snapshot.deleteItems([itemID(), itemID()])
      case 6: snapshot.moveItem(itemID(), afterItem: itemID())
      case 7: snapshot.reconfigureItems([itemID()])
      case 8: snapshot.reloadItems([itemID()])
      default: snapshot.appendItems([itemID()], toSection: sectionID())
      }
      let after = snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
      if snapshot.lastError != nil, after != before {
        fatalError("a refused snapshot edit changed it: \(before) → \(after)")
      }
    }
    return snapshot
  }

  /// Some items of `snapshot` made into a batch of item updates, rarely consistent with
  /// any data source.
  mutating func batch(in snapshot: NSDiffableDataSourceSnapshot<Int, Int>)
    -> [(kind: Int, from: IndexPath, to: IndexPath)]
  {
    (0..<(1 + below(3))).map { _ in
      (below(5), indexPath(in: snapshot), indexPath(in: snapshot))
    }
  }
}

// MARK: - Settling

extension UIScrollView {
  /// Ends animations and momentum, and lays out.
  func settle() {
    advance(by: 10)
    layoutIfNeeded()
  }

  /// Lays out a new view at `offset`. Twice: a view's first layout measures what it shows,
  /// and a table's measuring then moves an offset outside the scroll range to its start.
  func settle(at offset: CGPoint) {
    for _ in 0..<2 {
      contentOffset = offset
      layoutIfNeeded()
    }
  }

  /// A finger put down at the centre of `rect` and lifted: a tap from a point.
  func tap(in rect: CGRect) {
    touchDown(at: CGPoint(x: rect.midX, y: rect.midY))
    touchUp()
  }
}

// MARK: - Collection view

/// A grid of `columns` columns of `rowHeight` rows, the layout of both collection views
/// under test (AppKit's shares UIKit's layout model).
func gridSection(columns: Int, rowHeight: CGFloat) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1 / CGFloat(columns)),
      heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
    repeatingSubitem: item, count: columns)
  return NSCollectionLayoutSection(group: group)
}

/// A cell that remembers the item it was configured with.
final class ItemCell: UICollectionViewCell {
  var item: Int?
}

/// A `UICollectionView` with a grid of `columns` columns of fixed-height rows.
final class CollectionViewUnderTest: ViewUnderTest {
  let columns: Int
  let rowHeight: CGFloat
  let view: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, Int>
  let registration = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, item in
    cell.item = item
  }

  init(_ input: inout FuzzInput) {
    columns = 1 + input.below(4)
    rowHeight = CGFloat(20 + input.below(80))
    (view, dataSource) = Self.make(
      columns: columns, rowHeight: rowHeight, registration: registration,
      frame: CGRect(x: 0, y: 0, width: 240, height: 320))
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.applySnapshotUsingReloadData(input.firstSnapshot())
  }

  static func make(
    columns: Int, rowHeight: CGFloat,
    registration: UICollectionView.CellRegistration<ItemCell, Int>,
    frame: CGRect
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let view = UICollectionView(
      frame: frame,
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: gridSection(columns: columns, rowHeight: rowHeight)))
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    return (view, dataSource)
  }

  var snapshot: NSDiffableDataSourceSnapshot<Int, Int> { dataSource.snapshot() }

  func make(_ call: ViewCall, _ input: inout FuzzInput) -> Bool {
    switch call {
    case .apply(let animated):
      dataSource.apply(input.edited(snapshot), animatingDifferences: animated)
      return false
    case .batch:
      var finished = true
      let edits = input.batch(in: snapshot)
      view.performBatchUpdates({
        for edit in edits {
          switch edit.kind {
          case 0: self.view.insertItems(at: [edit.to])
          case 1: self.view.deleteItems(at: [edit.from])
          case 2: self.view.moveItem(at: edit.from, to: edit.to)
          case 3: self.view.reloadItems(at: [edit.from])
          default: self.view.deleteSections(IndexSet(integer: edit.from.section))
          }
        }
      }) { finished = $0 }
      // A batch the counts allow moves items in the view, not in the data, and each cell
      // goes with its item, as in UIKit: the harness reloads the data, as the app would.
      if finished { view.reloadData() }
      return !finished
    case .scroll:
      view.lastError = nil
      switch input.below(3) {
      case 0: view.setContentOffset(input.point(), animated: input.bool())
      case 1:
        view.scrollToItem(
          at: input.indexPath(in: snapshot),
          at: input.pick([.top, .centeredVertically, .bottom]), animated: input.bool())
      default:
        // Two calls: a refused drag leaves no finger down, and a throw without one moves
        // the content from where it is, so the throw follows an accepted drag only; it is
        // then the drag's, refused or not.
        view.drag(by: input.point())
        guard view.lastError == nil else { return true }
        view.endDragging(withVelocity: input.point())
        return false
      }
      return view.lastError != nil
    case .select:
      let indexPath = input.indexPath(in: snapshot)
      switch input.below(3) {
      case 0: view.selectItem(at: indexPath, animated: false, scrollPosition: [])
      case 1: view.deselectItem(at: indexPath, animated: false)
      default: view.tap(in: view.layoutAttributesForItem(at: indexPath)?.frame ?? .null)
      }
      return false
    case .move:
      guard view.beginInteractiveMovementForItem(at: input.indexPath(in: snapshot)) else {
        return true
      }
      view.updateInteractiveMovementTargetPosition(input.point())
      if input.bool() { view.endInteractiveMovement() } else { view.cancelInteractiveMovement() }
      return false
    case .reconfigure:
      view.reconfigureItems(at: [input.indexPath(in: snapshot)])
      return false
    case .resize:
      view.lastError = nil
      view.frame = input.frame()
      return view.lastError != nil
    }
  }

  func settle() { view.settle() }

  var state: ViewState {
    ViewState(
      sections: snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) },
      frame: view.frame, contentOffset: view.contentOffset,
      selected: view.indexPathsForSelectedItems ?? [],
      shown: view.visibleCells.compactMap { cell in
        view.indexPath(for: cell).map {
          ViewState.Shown(indexPath: $0, frame: cell.frame, item: (cell as? ItemCell)?.item)
        }
      })
  }

  var freshState: ViewState {
    let (fresh, freshSource) = Self.make(
      columns: columns, rowHeight: rowHeight, registration: registration, frame: view.frame)
    freshSource.applySnapshotUsingReloadData(snapshot)
    fresh.settle(at: view.contentOffset)
    return withExtendedLifetime(freshSource) {
      ViewState(
        sections: [], frame: fresh.frame, contentOffset: fresh.contentOffset, selected: [],
        shown: fresh.visibleCells.compactMap { cell in
          fresh.indexPath(for: cell).map {
            ViewState.Shown(indexPath: $0, frame: cell.frame, item: (cell as? ItemCell)?.item)
          }
        })
    }
  }

  func item(at indexPath: IndexPath) -> Int? { dataSource.itemIdentifier(for: indexPath) }

  var refusal: String { String(describing: view.lastError) }
}

// MARK: - Table view

/// A `UITableView` of rows of a fixed height, each showing its item in its text label.
final class TableViewUnderTest: ViewUnderTest {
  let style: UITableView.Style
  let rowHeight: CGFloat
  let view: UITableView
  let dataSource: UITableViewDiffableDataSource<Int, Int>

  init(_ input: inout FuzzInput) {
    style = input.pick([.plain, .grouped, .insetGrouped])
    rowHeight = CGFloat(20 + input.below(80))
    (view, dataSource) = Self.make(
      style: style, rowHeight: rowHeight, frame: CGRect(x: 0, y: 0, width: 240, height: 320))
    dataSource.applySnapshotUsingReloadData(input.firstSnapshot())
  }

  static func make(style: UITableView.Style, rowHeight: CGFloat, frame: CGRect)
    -> (UITableView, UITableViewDiffableDataSource<Int, Int>)
  {
    let view = UITableView(frame: frame, style: style)
    view.rowHeight = rowHeight
    view.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: view) {
      view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "\(item)"
      return cell
    }
    return (view, dataSource)
  }

  var snapshot: NSDiffableDataSourceSnapshot<Int, Int> { dataSource.snapshot() }

  func make(_ call: ViewCall, _ input: inout FuzzInput) -> Bool {
    switch call {
    case .apply(let animated):
      dataSource.apply(input.edited(snapshot), animatingDifferences: animated)
      return false
    case .batch:
      var finished = true
      let edits = input.batch(in: snapshot)
      view.performBatchUpdates({
        for edit in edits {
          switch edit.kind {
          case 0: self.view.insertRows(at: [edit.to], with: .automatic)
          case 1: self.view.deleteRows(at: [edit.from], with: .automatic)
          case 2: self.view.moveRow(at: edit.from, to: edit.to)
          case 3: self.view.reloadRows(at: [edit.from], with: .automatic)
          default: self.view.deleteSections(IndexSet(integer: edit.from.section), with: .fade)
          }
        }
      }) { finished = $0 }
      // As for the collection view: the data did not take the batch.
      if finished { view.reloadData() }
      return !finished
    case .scroll:
      view.lastError = nil
      if input.bool() {
        view.setContentOffset(input.point(), animated: input.bool())
      } else {
        view.scrollToRow(
          at: input.indexPath(in: snapshot), at: input.pick(UITableView.ScrollPosition.allCases),
          animated: input.bool())
      }
      return view.lastError != nil
    case .select:
      let indexPath = input.indexPath(in: snapshot)
      switch input.below(3) {
      case 0: view.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      case 1: view.deselectRow(at: indexPath, animated: false)
      default: view.tap(in: view.rectForRow(at: indexPath))
      }
      return false
    case .move:
      // A table reorders through its data source, which refuses unless it can move rows;
      // a moved row the counts allow moves it in the view, not in the data. Its cell goes
      // with it, as in UIKit, so the view shows the move until the data is reloaded: an app
      // that moves rows itself reloads or updates its data, and so does the harness.
      let (from, to) = (input.indexPath(in: snapshot), input.indexPath(in: snapshot))
      var finished = true
      view.performBatchUpdates({ self.view.moveRow(at: from, to: to) }) { finished = $0 }
      if finished { view.reloadData() }
      return !finished
    case .reconfigure:
      view.reconfigureRows(at: [input.indexPath(in: snapshot)])
      return false
    case .resize:
      view.lastError = nil
      view.frame = input.frame()
      return view.lastError != nil
    }
  }

  func settle() { view.settle() }

  var state: ViewState {
    ViewState(
      sections: snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) },
      frame: view.frame, contentOffset: view.contentOffset,
      selected: view.indexPathsForSelectedRows ?? [], shown: Self.shown(in: view))
  }

  var freshState: ViewState {
    let (fresh, freshSource) = Self.make(style: style, rowHeight: rowHeight, frame: view.frame)
    freshSource.applySnapshotUsingReloadData(snapshot)
    fresh.settle(at: view.contentOffset)
    return withExtendedLifetime(freshSource) {
      ViewState(
        sections: [], frame: fresh.frame, contentOffset: fresh.contentOffset, selected: [],
        shown: Self.shown(in: fresh))
    }
  }

  /// The visible rows of `view`, each with the item its label shows.
  private static func shown(in view: UITableView) -> [ViewState.Shown] {
    view.visibleCells.compactMap { cell in
      view.indexPath(for: cell).map {
        ViewState.Shown(
          indexPath: $0, frame: cell.frame, item: cell.textLabel?.text.flatMap { Int($0) })
      }
    }
  }

  func item(at indexPath: IndexPath) -> Int? { dataSource.itemIdentifier(for: indexPath) }

  var refusal: String { String(describing: view.lastError) }
}
