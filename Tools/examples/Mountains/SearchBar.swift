#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// What a ``SearchBar`` tells as the user types: the one call of UIKit's
/// `UISearchBarDelegate` that Mountains Search answers.
public protocol SearchBarDelegate: AnyObject {
  /// The user changed the text to `searchText`.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
}

/// The search field at the top of Mountains Search, standing in for UIKit's `UISearchBar`,
/// which UIKitCompat lacks: a view 56 pt tall, UIKit's default search bar height, that keeps
/// its text and tells its delegate of each change the user makes.
///
/// ```swift
/// let searchBar = SearchBar(frame: .zero)
/// searchBar.delegate = mountains
/// searchBar.type("Mat")  // mountains hears searchBar(_:textDidChange:) with "Mat"
/// ```
public final class SearchBar: UIView {
  /// The object told of the text the user types, held weakly as UIKit holds it.
  public weak var delegate: (any SearchBarDelegate)?

  /// The text in the field; setting it tells nothing, as in UIKit.
  public var text: String?

  /// The user replaces the text with `text`, as typing or deleting would: the text changes,
  /// then the delegate hears of it.
  public func type(_ text: String) {
    self.text = text
    delegate?.searchBar(self, textDidChange: text)
  }

  /// As wide as its constraints make it, 56 pt tall.
  public override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 56)
  }
}
#endif
