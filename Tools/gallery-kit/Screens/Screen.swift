#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// One example on screen: its `UICollectionView` (or `UITableView`) with the data source and
/// registrations that feed it, and what its keys do beyond the common ones.
///
/// The session scrolls the view through its own scrolling spellings and clock, moves the
/// focus, opens swipe actions and focuses orthogonal rows for every screen; a subclass
/// handles its own keys in ``handle(_:)`` (search, toggles, sorting) and what Enter does in
/// ``select(_:)``.
///
/// Like the view it holds, a screen is confined to its caller.
public class Screen {
  /// What Enter on an item asks the session to do.
  public enum Selection {
    /// Nothing beyond the selection highlight.
    case none
    /// Open the example with this slug.
    case open(String)
  }

  /// The title shown in the title bar.
  public internal(set) var title: String
  /// The view showing the example: a collection view or a table view.
  let view: any ScreenView

  /// The view showing the example when it is a collection view, as most examples' are.
  public var collectionView: UICollectionView? { view as? UICollectionView }
  /// The example's own keys, shown in the status line.
  public var hints: String
  /// Objects the screen keeps alive: the data source (the view holds it weakly), timers.
  var retained: [AnyObject] = []
  /// Whether each outline row is expanded, for the outline disclosure accessory; `nil`
  /// for a row that is no parent.
  var expansion: (IndexPath) -> Bool? = { _ in nil }

  /// The item arrow keys moved the focus to.
  public internal(set) var focusedItem: IndexPath?
  /// The orthogonal section Tab focused, which ← and → scroll.
  public internal(set) var focusedRow: Int?
  /// The row whose swipe actions are open.
  public internal(set) var revealedSwipe: ListSwipe?
  /// When a scrolling key last came, for telling a held key from a press.
  var lastScrollKey: (key: Key, time: Double, repeats: Int)?

  /// A screen showing `collectionView`, titled `title`, with `hints` for its own keys.
  public init(title: String, collectionView: UICollectionView, hints: String = "") {
    self.title = title
    self.view = collectionView
    self.hints = hints
  }

  /// A screen showing `tableView`, titled `title`, with `hints` for its own keys.
  public init(title: String, tableView: UITableView, hints: String = "") {
    self.title = title
    self.view = tableView
    self.hints = hints
  }

  /// Handles a key of the example's own; `false` leaves it to the session.
  public func handle(_ key: Key) -> Bool { false }

  /// What Enter on `indexPath` does; by default selects the item of a collection view.
  public func select(_ indexPath: IndexPath) -> Selection {
    collectionView?.selectItem(at: indexPath, animated: true, scrollPosition: [])
    return .none
  }

  /// Runs the example's timers on by `seconds`.
  public func advance(by seconds: Double) {}

  /// Whether the example's timers still have something to do.
  public var isBusy: Bool { false }

  /// Whether a timer of the example's waits for its time before it does something more:
  /// the gallery's clock then runs at the frame rate, so the wait is as long as the
  /// sample's, while a headless run (``GallerySession/settle(limit:)``) stops before it.
  public var isWaiting: Bool { false }

  /// The text of the screen's search field, or `nil` when it shows none.
  public var searchField: String? { nil }

  /// Whether the screen types keys into a field rather than treating them as commands.
  public var isTyping: Bool { false }
}
#endif
