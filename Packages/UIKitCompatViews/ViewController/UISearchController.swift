#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// What a ``UISearchController`` asks to show the results of its search bar's text: UIKit's
/// `UISearchResultsUpdating`.
public protocol UISearchResultsUpdating: AnyObject {
  /// The search bar's text or the controller's state changed: show the results for it.
  func updateSearchResults(for searchController: UISearchController)
}

/// What a ``UISearchController`` tells as it becomes active and inactive: UIKit's
/// `UISearchControllerDelegate`. Every method has a default that does nothing, as UIKit's
/// are optional.
public protocol UISearchControllerDelegate: AnyObject {
  /// The controller is about to become active.
  func willPresentSearchController(_ searchController: UISearchController)
  /// The controller became active.
  func didPresentSearchController(_ searchController: UISearchController)
  /// The controller is about to become inactive.
  func willDismissSearchController(_ searchController: UISearchController)
  /// The controller became inactive.
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  /// Does nothing.
  public func willPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didPresentSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func willDismissSearchController(_ searchController: UISearchController) {}
  /// Does nothing.
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A search bar that drives a search: UIKit's `UISearchController`, headless. A screen puts
/// it in its ``UINavigationItem/searchController`` and names a
/// ``UISearchResultsUpdating`` object; what the user types in ``searchBar`` then reaches
/// that object, as on iOS.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = mountains
/// navigationItem.searchController = search
/// search.searchBar.type("Mat")  // active; mountains hears updateSearchResults(for:)
/// search.searchBar.tapCancelButton()  // inactive, the text cleared; heard again
/// ```
///
/// Headless, there is no presentation: a bar becomes active when the user types in it (the
/// finger that focused it), or when ``isActive`` is set, and the delegate hears the four
/// presentation steps around it; the results controller is kept, not shown (decided).
open class UISearchController: UIViewController {
  /// The controller that shows the results, or `nil` when the searching screen shows them
  /// itself.
  public let searchResultsController: UIViewController?

  /// The object asked to show the results, held weakly as UIKit holds it.
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// The object told as the controller becomes active and inactive, held weakly.
  open weak var delegate: (any UISearchControllerDelegate)?

  /// The search bar the user types in.
  public let searchBar = UISearchBar(frame: .zero)

  /// Whether the screen below is dimmed while searching; `true` by default. Kept.
  open var obscuresBackgroundDuringPresentation = true

  /// Whether the navigation bar hides while searching; `true` by default. Kept.
  open var hidesNavigationBarDuringPresentation = true

  /// Whether the search bar shows its cancel button while active; `true` by default. Kept.
  open var automaticallyShowsCancelButton = true

  /// Whether the search is under way: the user typed in the bar, or it was set. Setting it
  /// tells the delegate the presentation steps and asks the updater for results, as UIKit
  /// does; setting it to what it is does nothing.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive {
        delegate?.willPresentSearchController(self)
        delegate?.didPresentSearchController(self)
      } else {
        delegate?.willDismissSearchController(self)
        delegate?.didDismissSearchController(self)
      }
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  /// A search controller showing its results in `searchResultsController`, or in the
  /// searching screen when it is `nil`: UIKit's `init(searchResultsController:)`.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIViewController``'s does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The user changed the bar's text: the controller becomes active if it was not, and
  /// the updater is asked for results once.
  func searchBarTextDidChange() {
    guard isActive else {
      isActive = true
      return
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// The user tapped the bar's cancel button: the text is cleared and the controller
  /// becomes inactive.
  func searchBarDidCancel() {
    searchBar.text = ""
    isActive = false
  }
}
#endif
