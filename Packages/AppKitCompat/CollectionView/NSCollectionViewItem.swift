#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// What shows one item of a collection view: AppKit's `NSCollectionViewItem`, a view
/// controller whose `view` the collection view places at the item's frame.
///
/// The collection view makes items from the registered class or nib, reuses them, and sets
/// `isSelected` and `highlightState` as the user clicks; a subclass follows them, as the
/// sample's items do:
///
/// ```swift
/// class TextItem: NSCollectionViewItem {
///   override var isSelected: Bool {
///     didSet { (view as? NSBox)?.fillColor = isSelected ? .selectedControlColor : .white }
///   }
/// }
/// let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
/// item.textField?.stringValue = "\(indexPath.item)"
/// ```
open class NSCollectionViewItem {
  private var loadedView: NSView?
  /// The label the item shows, if its view has one.
  open var textField: NSTextField?
  /// The image view the item shows, if its view has one.
  open var imageView: NSImageView?
  /// Whether the item is selected; the collection view sets it.
  open var isSelected = false
  /// Whether the item shows as about to be selected or deselected, or as a drop target; the
  /// collection view sets it during a click.
  open var highlightState: HighlightState = .none
  /// The reuse identifier the item was made for.
  public internal(set) var identifier: NSUserInterfaceItemIdentifier?
  /// What the item represents, for code that keeps it here.
  open var representedObject: Any?
  /// The collection view showing the item; held weakly.
  public internal(set) weak var collectionView: NSCollectionView?
  /// The shown cell of the runtime that hosts the item.
  weak var host: ItemCell?

  /// An item whose view loads when first read.
  public required init() {}

  /// An item whose view would load from the nib `nibNameOrNil`: headless, from
  /// `loadView()`.
  public convenience init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {
    self.init()
  }

  /// The view the item shows, loaded by loadView() when first read.
  open var view: NSView {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? NSView()
      loadedView = view
      viewDidLoad()
      return view
    }
    set { loadedView = newValue }
  }

  /// Whether the view was loaded or set.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the view: an empty one by default, as a nib cannot be read headless.
  open func loadView() {
    view = NSView()
  }

  /// Called once the view is loaded; does nothing by default.
  open func viewDidLoad() {}

  /// Called before the collection view shows the item for another index path; does nothing
  /// by default.
  open func prepareForReuse() {}

  /// How an item shows the user's selection in progress: AppKit's
  /// `NSCollectionViewItem.HighlightState`.
  public enum HighlightState: Int, Hashable, Sendable {
    /// Not highlighted.
    case none = 0
    /// About to be selected: the mouse is down on the item.
    case forSelection = 1
    /// About to be deselected.
    case forDeselection = 2
    /// The target of a drop.
    case asDropTarget = 3
  }
}
#endif
