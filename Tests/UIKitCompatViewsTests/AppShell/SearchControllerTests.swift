#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatViews

/// A search controller drives a search as UIKit's does: typing in its bar makes it active
/// and asks its updater for results, cancelling clears the text and ends it, and its
/// delegate hears each step.
@Suite struct SearchControllerTests {
  /// A screen that filters names by its search controller's text, recording what it heard.
  final class Names: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    let all = ["Everest", "K2", "Kangchenjunga", "Matterhorn", "Mont Blanc"]
    var shown: [String] = []
    var heard: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
      let text = searchController.searchBar.text ?? ""
      shown = text.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(text) }
      heard.append("update \(searchController.isActive ? "active" : "inactive") '\(text)'")
    }

    func willPresentSearchController(_ searchController: UISearchController) {
      heard.append("willPresent")
    }

    func didPresentSearchController(_ searchController: UISearchController) {
      heard.append("didPresent")
    }

    func willDismissSearchController(_ searchController: UISearchController) {
      heard.append("willDismiss")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
      heard.append("didDismiss")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      heard.append("bar '\(searchText)'")
    }
  }

  @Test func typingMakesTheControllerActiveAndAsksForResults() {
    let names = Names()
    let screen = UIViewController()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = names
    search.delegate = names
    screen.navigationItem.searchController = search
    #expect(screen.navigationItem.searchController === search)
    #expect(!search.isActive)

    search.searchBar.type("k")
    #expect(search.isActive)
    #expect(names.shown == ["K2", "Kangchenjunga"])
    search.searchBar.type("k2")
    #expect(names.shown == ["K2"])
    #expect(
      names.heard == [
        "willPresent", "didPresent", "update active 'k'", "update active 'k2'",
      ])
  }

  @Test func cancellingClearsTheTextAndEndsTheSearch() {
    let names = Names()
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = names
    search.delegate = names
    search.searchBar.delegate = names
    search.searchBar.type("mat")
    names.heard = []
    search.searchBar.tapCancelButton()
    #expect(!search.isActive)
    #expect(search.searchBar.text == "")
    #expect(names.shown == names.all)
    #expect(names.heard == ["willDismiss", "didDismiss", "update inactive ''"])
    // The bar's own delegate still hears the typing, before the controller.
    search.searchBar.type("e")
    #expect(names.heard.suffix(4) == ["bar 'e'", "willPresent", "didPresent", "update active 'e'"])
  }

  @Test func settingActiveToWhatItIsTellsNothing() {
    let names = Names()
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    search.searchResultsUpdater = names
    search.delegate = names
    #expect(search.searchResultsController === results)
    search.isActive = false
    #expect(names.heard.isEmpty)
    search.isActive = true
    search.isActive = true
    #expect(names.heard == ["willPresent", "didPresent", "update active ''"])
  }
}
#endif
