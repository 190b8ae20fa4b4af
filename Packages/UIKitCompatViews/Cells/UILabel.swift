#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A headless label: the part of UIKit's `UILabel` a table view cell's ``UITableViewCell/textLabel``
/// and ``UITableViewCell/detailTextLabel`` need, its text. Fonts, colours and line counts have
/// no headless meaning and are not spelled.
///
/// ```swift
/// cell.textLabel?.text = "Wi-Fi"
/// ```
open class UILabel {
  /// The text shown, or `nil`.
  open var text: String?

  /// A label with no text.
  public init() {}
}
#endif
