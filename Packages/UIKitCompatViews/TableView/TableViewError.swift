#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
public import LayoutResolution
public import ScrollSimulation
public import UIKitCompatLayout

/// A call a ``UITableView`` refused, where UIKit raises an exception: the one error surface
/// of the table, kept in ``UITableView/lastError``. The call changes nothing, or, where UIKit expects a
/// cell back, hands back a fresh, unconfigured ``UITableViewCell`` so the rest of the table
/// still shows (rule 33).
public enum TableViewError: Error, Equatable, Sendable {
  /// A cell was dequeued for an index path with a reuse identifier no class was registered
  /// for.
  case cellReuseIdentifierNotRegistered(String)
  /// A class registered for cells is not a ``UITableViewCell``; the registration was
  /// ignored.
  case registeredClassNotCell(reuseIdentifier: String)
  /// The data source or cell provider gave no cell for the row at the index path, or a
  /// diffable data source was asked for a row its snapshot lacks.
  case cellProviderReturnedNil(IndexPath)
  /// The data source gave, for the row at the index path, a cell the table already shows
  /// at another row: one object cannot be two rows.
  case cellAlreadyShown(IndexPath)
  /// The index path names no row the table shows: it does not hold exactly a section and a
  /// row, or either is out of range.
  case rowOutOfRange(IndexPath)
  /// A row height that is neither ``UITableView/automaticDimension`` nor a finite,
  /// non-negative number: set as ``UITableView/rowHeight`` or
  /// ``UITableView/estimatedRowHeight`` (`row` `nil`), or given by the delegate for `row`.
  case invalidRowHeight(CGFloat, row: IndexPath?)
  /// A batch of row and section changes the table refused (an index out of range, counts
  /// the data source does not confirm); nothing changed (rule 21a).
  case updateRefused(LayoutUpdateError)
  /// A scroll, drag, velocity or time step the physics cannot take (rule 34); nothing
  /// moved.
  case scrollRefused(ScrollSimulationError)
  /// `endUpdates()` without a `beginUpdates()` open.
  case endUpdatesWithoutBeginUpdates
  /// A frame, bounds or content offset with a number that is NaN or infinite (UIKit raises:
  /// a layer's position or bounds contains NaN); the table kept its own.
  case geometryNotFinite
  /// An editing or reorder control of the row at the index path was tapped or dragged while
  /// the table was not editing, when UIKit shows none (rule 41).
  case notEditing(IndexPath)
  /// The row at the index path was edited though the data source's `canEditRowAt` says no or
  /// the delegate's editing style is ``UITableViewCell/EditingStyle/none`` (rule 41).
  case rowNotEditable(IndexPath)
  /// The row at the index path was dragged though the data source's `canMoveRowAt` says no
  /// (rule 41).
  case rowNotMovable(IndexPath)
  /// A row was dropped at the index path, or the delegate retargeted it there, where no row
  /// can go: beyond the end of its section, or in a section the table does not show
  /// (rule 41).
  case invalidMoveDestination(IndexPath)
  /// The row at the index path was swiped while the table was editing, when UIKit reveals no
  /// swipe actions (rule 41).
  case swipeWhileEditing(IndexPath)
  /// A swipe of the row at the index path from the edge revealed no action at the index:
  /// none at all, or fewer (rule 41).
  case noSwipeAction(IndexPath, edge: SwipeEdge, index: Int)
}

extension TableViewError {
  /// Whether both are the same case with the same values, a NaN height matching any NaN (so
  /// `==` is reflexive).
  public static func == (lhs: TableViewError, rhs: TableViewError) -> Bool {
    // Switched over every case, so that a new case cannot be left unequal to itself.
    switch lhs {
    case .cellReuseIdentifierNotRegistered(let identifier):
      guard case .cellReuseIdentifierNotRegistered(let other) = rhs else { return false }
      return identifier == other
    case .registeredClassNotCell(let identifier):
      guard case .registeredClassNotCell(let other) = rhs else { return false }
      return identifier == other
    case .cellProviderReturnedNil(let row):
      guard case .cellProviderReturnedNil(let other) = rhs else { return false }
      return row == other
    case .cellAlreadyShown(let row):
      guard case .cellAlreadyShown(let other) = rhs else { return false }
      return row == other
    case .rowOutOfRange(let row):
      guard case .rowOutOfRange(let other) = rhs else { return false }
      return row == other
    case .invalidRowHeight(let height, let row):
      guard case .invalidRowHeight(let otherHeight, let otherRow) = rhs else { return false }
      return Double(height).isSameValue(as: Double(otherHeight)) && row == otherRow
    case .updateRefused(let error):
      guard case .updateRefused(let other) = rhs else { return false }
      return error == other
    case .scrollRefused(let error):
      guard case .scrollRefused(let other) = rhs else { return false }
      return error == other
    case .endUpdatesWithoutBeginUpdates:
      guard case .endUpdatesWithoutBeginUpdates = rhs else { return false }
      return true
    case .geometryNotFinite:
      guard case .geometryNotFinite = rhs else { return false }
      return true
    case .notEditing(let row):
      guard case .notEditing(let other) = rhs else { return false }
      return row == other
    case .rowNotEditable(let row):
      guard case .rowNotEditable(let other) = rhs else { return false }
      return row == other
    case .rowNotMovable(let row):
      guard case .rowNotMovable(let other) = rhs else { return false }
      return row == other
    case .invalidMoveDestination(let row):
      guard case .invalidMoveDestination(let other) = rhs else { return false }
      return row == other
    case .swipeWhileEditing(let row):
      guard case .swipeWhileEditing(let other) = rhs else { return false }
      return row == other
    case .noSwipeAction(let row, let edge, let index):
      guard case .noSwipeAction(let otherRow, let otherEdge, let otherIndex) = rhs else {
        return false
      }
      return row == otherRow && edge == otherEdge && index == otherIndex
    }
  }
}
#endif
