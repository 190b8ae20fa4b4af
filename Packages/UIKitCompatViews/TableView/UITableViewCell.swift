#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// A headless table row: UIKit's `UITableViewCell`, an object with a frame, labels, an
/// accessory, a content configuration and a selection state, made and reused by a
/// ``UITableView`` (rule 33).
///
/// Departures: it is a ``UICollectionViewCell``, since the table view shows its rows through
/// a headless collection view; that gives it ``UIView/frame``,
/// ``UICollectionReusableView/reuseIdentifier``, ``UICollectionViewCell/contentConfiguration``,
/// ``UICollectionViewCell/isSelected`` and ``UICollectionReusableView/prepareForReuse()``.
/// The table view makes registered classes with ``init(style:reuseIdentifier:)``, so it is
/// `required`: a subclass spells it `required init(style:reuseIdentifier:)` where UIKit code
/// writes `override init(style:reuseIdentifier:)`, and needs nothing else.
///
/// ```swift
/// let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// cell.contentConfiguration = content
/// cell.accessoryType = .disclosureIndicator
/// ```
open class UITableViewCell: UICollectionViewCell {
  /// The built-in layouts of a cell's labels: UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Hashable, Sendable, CaseIterable {
    /// A text label only.
    case `default` = 0
    /// A text label with a trailing detail label.
    case value1 = 1
    /// A detail label leading a text label.
    case value2 = 2
    /// A text label with a detail label below it.
    case subtitle = 3
  }

  /// The standard mark at a row's trailing edge: UIKit's `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Hashable, Sendable, CaseIterable {
    /// No accessory.
    case none = 0
    /// A chevron saying the row leads somewhere.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// Whether a table's rows show separators: UIKit's `UITableViewCell.SeparatorStyle`, the
  /// type of ``UITableView/separatorStyle``.
  public enum SeparatorStyle: Int, Hashable, Sendable, CaseIterable {
    /// No separators.
    case none = 0
    /// A line between rows, as the list draws it (rule 33).
    case singleLine = 1
  }

  /// What editing a row does: UIKit's `UITableViewCell.EditingStyle`, the control a row
  /// shows in an editing table, which the delegate's `tableView(_:editingStyleForRowAt:)`
  /// names and the data source's `tableView(_:commit:forRowAt:)` is told of (rule 41).
  public enum EditingStyle: Int, Hashable, Sendable, CaseIterable {
    /// No editing control: the row is not deleted or inserted.
    case none = 0
    /// A deletion control: tapping it, then its Delete button, deletes the row.
    case delete = 1
    /// An insertion control: tapping it inserts a row.
    case insert = 2
  }

  /// The style the cell was made with.
  public let style: CellStyle

  /// The cell's primary label: UIKit's `textLabel`, present in every style. Independent of
  /// ``UICollectionViewCell/contentConfiguration``, which UIKit code uses instead since
  /// iOS 14.
  public let textLabel: UILabel?

  /// The cell's secondary label: UIKit's `detailTextLabel`, `nil` in the ``CellStyle/default``
  /// style.
  public let detailTextLabel: UILabel?

  /// The standard accessory shown at the trailing edge; ``AccessoryType/none`` by default.
  open var accessoryType: AccessoryType = .none

  /// A custom accessory, shown instead of ``accessoryType`` when set: UIKit's
  /// `accessoryView`, a switch of the app's own, say. The table view keeps it; headless, it
  /// is not a subview.
  open var accessoryView: UIView?

  /// A cell of `style`, pooled under `reuseIdentifier` when it leaves the screen: UIKit's
  /// `init(style:reuseIdentifier:)`. A cell made this way and returned from the data source
  /// is shown and reused as a dequeued one is.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    textLabel = UILabel()
    detailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A ``CellStyle/default`` cell with `frame` and no reuse identifier.
  public required convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// A table row showing a list configuration is at least 53 pt tall, where a collection
  /// list's is 52: measured on iOS 26.1 at 2× (Vercantez/openuikit's
  /// `tableview_plain_dark_headers` golden: six `defaultContentConfiguration()` rows of 53,
  /// each around a 20.5 pt label at y 16.5), unexplained (rule 40).
  override var listRowMinimumHeight: CGFloat { 53 }

  /// A list content configuration matching the cell's style, with no text: UIKit's
  /// `defaultContentConfiguration()`. ``CellStyle/subtitle`` gives
  /// `UIListContentConfiguration/subtitleCell()`, ``CellStyle/value1`` and
  /// ``CellStyle/value2`` give `UIListContentConfiguration/valueCell()` (UIKitCompat has no
  /// leading-detail configuration), the default style `UIListContentConfiguration/cell()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }
}
#endif
