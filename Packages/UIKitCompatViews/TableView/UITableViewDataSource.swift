#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// What a table view asks for its sections, rows, cells and titles: the commonly used part
/// of UIKit's `UITableViewDataSource`. The two row methods are required, as in UIKit; the
/// others have defaults.
///
/// The table view asks for the counts when the data source is set, on
/// ``UITableView/reloadData()`` and after each batch of row changes; for a cell for each row
/// it shows, in ``UITableView/layoutIfNeeded()``; and for the titles on each layout pass, a
/// section with a title getting a header or footer (rule 33).
///
/// ```swift
/// final class Rows: UITableViewDataSource {
///   var titles = ["a", "b"]
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     titles.count
///   }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = titles[indexPath.row]
///     return cell
///   }
/// }
/// tableView.dataSource = rows  // tableView.numberOfRows(inSection: 0): 2
/// ```
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell for the row at `indexPath`, dequeued from `tableView` (or made with
  /// ``UITableViewCell/init(style:reuseIdentifier:)``) and configured.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// The number of sections; one unless implemented, as in UIKit.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of `section`'s header, or `nil` for no header; `nil` unless implemented.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of `section`'s footer, or `nil` for no footer; `nil` unless implemented.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether the row at `indexPath` may be edited (deleted or inserted); `true` unless
  /// implemented, as in UIKit. The table asks it before it shows a row's editing control or
  /// swipe actions (``UITableView/tapEditingControl(ofRowAt:)``, rule 41).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether the row at `indexPath` may be moved. Departure: UIKit allows it when the data
  /// source implements `tableView(_:moveRowAt:to:)`; a Swift protocol cannot tell, so the
  /// default is `false`, as for the collection view's (rule 31).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// The user confirmed deleting (``UITableViewCell/EditingStyle/delete``) or inserting
  /// (``UITableViewCell/EditingStyle/insert``) at the row at `indexPath`: UIKit's
  /// `tableView(_:commit:forRowAt:)`. The data source changes its data and tells the table,
  /// with ``UITableView/deleteRows(at:with:)`` or ``UITableView/insertRows(at:with:)``; the
  /// table changes nothing by itself (rule 41). Does nothing unless implemented.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// The user moved the row at `sourceIndexPath` to `destinationIndexPath`, its place once
  /// moved: UIKit's `tableView(_:moveRowAt:to:)`. The data source moves the row in its data;
  /// the table then shows the row there (rule 41). Does nothing unless implemented.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section, UIKit's default.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No header.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// No footer.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// `true`: every row is editable, UIKit's default.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// `false` (see the requirement).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
#endif
