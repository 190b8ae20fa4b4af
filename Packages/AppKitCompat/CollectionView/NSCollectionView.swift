#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import LayoutResolution
import UIKitCompatLayout
import UIKitCompatViews

/// A view that shows items in a layout: AppKit's `NSCollectionView`, headless, over the same
/// runtime as UIKitCompat's `UICollectionView`.
///
/// It keeps a `UICollectionView` of its own and shows each item through it, so the layout
/// host, the display pass, reuse, batch updates, selection state and scrolling are the ones
/// UIKit's spelling has, and a layout gives the same frames in both. What AppKit spells
/// differently is spelled here: items are view controllers (`NSCollectionViewItem`), reuse
/// identifiers are `NSUserInterfaceItemIdentifier`s, selection is a set, and a click selects
/// as on a Mac.
///
/// The sample's Grid window, headless:
///
/// ```swift
/// let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 320, height: 600))
/// let collectionView = NSCollectionView(frame: scrollView.bounds)
/// scrollView.documentView = collectionView
/// collectionView.register(TextItem.self, forItemWithIdentifier: TextItem.reuseIdentifier)
/// collectionView.collectionViewLayout = createLayout()
/// let dataSource = NSCollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
///   collectionView, indexPath, identifier in
///   let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
///   item.textField?.stringValue = "\(identifier)"
///   return item
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// collectionView.indexPathsForVisibleItems().count  // 50: ten rows of five 64 pt squares
/// ```
///
/// Coordinates are flipped (y grows downwards), as AppKit's collection view is. Departure:
/// the view's frame is the area it shows (a scroll view's clip view, or its own frame
/// outside one), not the whole content as AppKit's document view grows to;
/// `collectionViewLayout?.collectionViewContentSize` gives the content's size.
///
/// Where AppKit raises, the view records a named ``NSCollectionViewError`` in ``lastError``
/// and changes nothing, or hands back a fresh item where one is due. Like AppKit's views it
/// is confined to its caller.
open class NSCollectionView: NSView {
  /// The UIKit spelling's view that shows the items: the shared runtime.
  let runtime: UICollectionView
  /// Answers the runtime's data source and delegate in AppKit's terms.
  private var bridge: RuntimeBridge?
  /// What makes each registered item, by identifier.
  var itemSources: [NSUserInterfaceItemIdentifier: ItemSource] = [:]
  /// What makes each registered supplementary view, by kind and identifier.
  var elementSources: [ElementKey: ElementSource] = [:]
  /// The item last clicked, from which a shift-click extends the selection.
  var selectionAnchor: IndexPath?
  /// Every cell and supplementary view made to host an item or an element: an item holds its
  /// cell weakly (the cell holds the item), so the view keeps them from the dequeue until the
  /// runtime shows or pools them, and after. Bounded by the most views shown and pooled.
  var madeHosts: [AnyObject] = []
  /// Whether and how the user's clicks select.
  var selectionSettings = SelectionSettings()

  /// The last call the view refused, where AppKit raises: an unregistered identifier, a
  /// selection of an item the view does not show, two vertical scroll positions, a batch the
  /// data source's counts contradict. Such a call changes nothing. Set it to `nil` to start
  /// over.
  public var lastError: NSCollectionViewError?

  /// A collection view of `frameRect`'s size with no layout and no items.
  public required init(frame frameRect: NSRect) {
    runtime = UICollectionView(
      frame: CGRect(origin: .zero, size: frameRect.size),
      collectionViewLayout: UICollectionViewLayout())
    super.init(frame: frameRect)
    runtime.allowsMultipleSelection = true
    runtime.register(ItemCell.self, forCellWithReuseIdentifier: Self.unregisteredIdentifier)
    let bridge = RuntimeBridge(owner: self)
    self.bridge = bridge
    runtime.delegate = bridge
  }

  /// The identifier of the items handed back where none was registered.
  static let unregisteredIdentifier = "AppKitCompat.unregistered-item"

  /// The runtime's core host: the solved layout, its queries and the selection state, as
  /// values. The one way down to the engine for code that wants it.
  public var core: LayoutResolution.LayoutHost { runtime.core }

  /// Collection views are flipped: y grows downwards, as in UIKit.
  open override var isFlipped: Bool { true }

  open override var frame: NSRect {
    didSet { runtime.frame = CGRect(origin: .zero, size: frame.size) }
  }

  /// The layout that places the items, `nil` until set: AppKit's `collectionViewLayout`.
  /// Setting one shows it at once.
  open var collectionViewLayout: NSCollectionViewLayout? {
    didSet {
      oldValue?.collectionView = nil
      collectionViewLayout?.collectionView = self
      runtime.collectionViewLayout = collectionViewLayout?.layout ?? UICollectionViewLayout()
      recordRuntimeError()
    }
  }

  /// What gives the counts and makes the items; held weakly, as AppKit holds it. Setting
  /// one reloads the data from it.
  open weak var dataSource: (any NSCollectionViewDataSource)? {
    didSet {
      if let diffable = dataSource as? any DiffableItemSource {
        runtime.dataSource = diffable.runtimeDataSource
      } else {
        runtime.dataSource = bridge
      }
      recordRuntimeError()
    }
  }

  /// Told what is shown and selected; held weakly, as AppKit holds it.
  open weak var delegate: (any NSCollectionViewDelegate)?

  /// The background colours drawn behind the items, from the window's settings.
  open var backgroundColors: [NSColor] = [.controlBackgroundColor]

  /// The kind of a supplementary view: AppKit's `NSCollectionView.SupplementaryElementKind`.
  public typealias SupplementaryElementKind = String

  /// The kind of a decoration view: AppKit's `NSCollectionView.DecorationElementKind`.
  public typealias DecorationElementKind = String

  /// The axis a layout scrolls along: AppKit's `NSCollectionView.ScrollDirection`.
  public typealias ScrollDirection = UICollectionViewScrollDirection

  /// The kind of a section header: AppKit's `elementKindSectionHeader`.
  public static let elementKindSectionHeader: SupplementaryElementKind =
    UICollectionView.elementKindSectionHeader
  /// The kind of a section footer: AppKit's `elementKindSectionFooter`.
  public static let elementKindSectionFooter: SupplementaryElementKind =
    UICollectionView.elementKindSectionFooter

  /// Runs `body` on the runtime, lets what it animates finish, and keeps what it refused in
  /// ``lastError``.
  func onRuntime<Result>(_ body: (UICollectionView) -> Result) -> Result {
    runtime.lastError = nil
    let result = body(runtime)
    finishAnimations()
    recordRuntimeError()
    return result
  }

  /// Runs the runtime's clock until nothing moves: AppKit's spelling has no clock of its own,
  /// so an animated apply or batch, and a swipe over an orthogonal row, end before the call
  /// that started them returns (decided; docs/appkit-semantics.md, A11).
  ///
  /// - Complexity: O(1) when nothing animates; otherwise the runtime's frames, at most 10 s
  ///   of simulated time.
  func finishAnimations() {
    guard runtime.isAnimating else { return }
    var frames = 0
    while runtime.isAnimating, frames < 600 {
      runtime.advance(by: 1.0 / 60)
      frames += 1
    }
    // What the animation showed on its way is put right by a display pass at its end.
    runtime.layoutIfNeeded()
  }

  /// Keeps the error the runtime last recorded, in AppKit's terms.
  func recordRuntimeError() {
    guard let error = runtime.lastError else { return }
    runtime.lastError = nil
    lastError = .refused(error)
  }

  /// Lays the items out if the layout, the data or the size changed: AppKit's
  /// `layoutSubtreeIfNeeded()`.
  ///
  /// - Complexity: what the runtime's layout pass costs: nothing when nothing changed.
  public func layoutSubtreeIfNeeded() {
    onRuntime { $0.layoutIfNeeded() }
  }
}

/// A kind and identifier a supplementary view is registered under.
struct ElementKey: Hashable {
  let kind: String
  let identifier: NSUserInterfaceItemIdentifier
}
#endif
