#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// What a navigation bar shows for a screen: UIKit's `UINavigationItem`, kept as values for
/// a test or a renderer to read. Headless, there is no bar to draw it.
///
/// ```swift
/// navigationItem.title = "Grid"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
/// ```
open class UINavigationItem {
  /// How a large title shows: UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable, CaseIterable {
    /// As the previous screen shows it.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
  }

  /// The title the bar shows.
  open var title: String?

  /// Whether the title shows large; ``LargeTitleDisplayMode/automatic`` by default.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  /// The buttons at the bar's leading side, leading first.
  open var leftBarButtonItems: [UIBarButtonItem]?

  /// The buttons at the bar's trailing side, trailing first.
  open var rightBarButtonItems: [UIBarButtonItem]?

  /// The search controller whose bar the navigation bar shows: UIKit's `searchController`.
  /// Kept; a test types in its ``UISearchController/searchBar``.
  open var searchController: UISearchController?

  /// Whether the search bar hides as the content scrolls; `true` by default. Kept.
  open var hidesSearchBarWhenScrolling = true

  /// An item with `title`: UIKit's `init(title:)`.
  public init(title: String) {
    self.title = title
  }

  /// An item with no title.
  public init() {}

  /// The first button at the leading side: UIKit's `leftBarButtonItem`.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first button at the trailing side: UIKit's `rightBarButtonItem`.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
}
#endif
