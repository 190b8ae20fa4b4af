#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A headless section header or footer: UIKit's `UITableViewHeaderFooterView`, the view a
/// ``UITableView`` shows for a section's title (rule 33).
///
/// The table view makes one for each section whose data source gives a title
/// (``UITableViewDataSource/tableView(_:titleForHeaderInSection:)`` and the footer's), sets
/// its ``textLabel``'s text to the title, and reuses it as it reuses cells. Departure: it is a
/// ``UICollectionReusableView``, since the table view shows it through a headless collection
/// view.
///
/// ```swift
/// tableView.headerView(forSection: 0)?.textLabel?.text  // the section's header title
/// ```
open class UITableViewHeaderFooterView: UICollectionReusableView {
  /// The label showing the section's title.
  public let textLabel: UILabel? = UILabel()

  /// What the view shows, beside ``textLabel``: UIKit's `contentConfiguration`; `nil` by
  /// default. Kept: the table view draws the header's title from it.
  open var contentConfiguration: (any UIContentConfiguration)?

  /// A view pooled under `reuseIdentifier`: UIKit's `init(reuseIdentifier:)`.
  public convenience init(reuseIdentifier: String?) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }
}
#endif
