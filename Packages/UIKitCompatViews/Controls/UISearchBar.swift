#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// What a ``UISearchBar`` tells as the user types: UIKit's `UISearchBarDelegate`. Every
/// method has a default that does nothing, as UIKit's are optional.
public protocol UISearchBarDelegate: AnyObject {
  /// The user changed the text to `searchText`.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The user tapped the search button.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped the cancel button.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// Does nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Does nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A search field: UIKit's `UISearchBar`, a view that keeps its text and tells its delegate
/// of what the user types. Headless, the user types with ``type(_:)`` and taps the buttons
/// with ``tapSearchButton()`` and ``tapCancelButton()``.
///
/// ```swift
/// let searchBar = UISearchBar(frame: .zero)
/// searchBar.delegate = mountains
/// searchBar.type("Mat")  // mountains hears searchBar(_:textDidChange:) with "Mat"
/// ```
open class UISearchBar: UIView {
  /// The object told of what the user does, held weakly as UIKit holds it.
  open weak var delegate: (any UISearchBarDelegate)?

  /// The text in the field; setting it tells nothing, as in UIKit.
  open var text: String?

  /// The text shown while the field is empty. Kept.
  open var placeholder: String?

  /// Whether the cancel button shows. Kept.
  open var showsCancelButton = false

  /// The search controller whose bar this is, which hears what the user does after the
  /// delegate, as UIKit's does.
  weak var searchController: UISearchController?

  /// The user replaces the text with `text`, as typing or deleting would: the text changes,
  /// then the delegate hears of it.
  public func type(_ text: String) {
    self.text = text
    delegate?.searchBar(self, textDidChange: text)
    searchController?.searchBarTextDidChange()
  }

  /// The user taps the keyboard's search button.
  public func tapSearchButton() {
    delegate?.searchBarSearchButtonClicked(self)
  }

  /// The user taps the cancel button.
  public func tapCancelButton() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.searchBarDidCancel()
  }

  /// As wide as its constraints make it, 56 pt tall (decided: the height iOS 13 to 18 search
  /// bars have).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }
}
#endif
