#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A headless label: UIKit's `UILabel`, a view that keeps its text, as a table view cell's
/// ``UITableViewCell/textLabel`` and ``UITableViewCell/detailTextLabel`` and a port's own
/// cells use it. Fonts, colours and line counts have
/// no headless meaning and are not spelled.
///
/// ```swift
/// cell.textLabel?.text = "Wi-Fi"
/// ```
open class UILabel: UIView {
  /// The text shown, or `nil`.
  open var text: String?
}
#endif
