#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution

/// A headless collection view: UIKit's `UICollectionView`, with cells that are objects
/// rather than pixels.
///
/// It owns a ``CollectionViewLayoutHost`` (``host``), which lays out, scrolls, selects and
/// takes batch updates; the view forwards those spellings to it and adds what the host
/// lacks: a ``dataSource`` that makes cells, a ``delegate`` told what is shown and selected,
/// registration and reuse of cells and supplementary views, and ``layoutIfNeeded()``, which
/// brings the visible cells in step with the layout and measures self-sizing ones.
///
/// Headless, nothing lays the view out by itself: after scrolling or changing the data,
/// call ``layoutIfNeeded()``, or ask ``visibleCells`` or ``cellForItem(at:)``, which lay out
/// first, as UIKit's run loop would have by the time code asks.
///
/// ```swift
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
/// let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
///   cell, _, item in cell.contentConfiguration = .cell()
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, item in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// dataSource.applySnapshotUsingReloadData(snapshot)
/// collectionView.visibleCells.count  // the cells in the first screen
/// ```
///
/// Like UIKit's views it is confined to its caller: not `Sendable`.
open class UICollectionView {
  /// The host that lays out, scrolls and selects for this view. Change its data through
  /// the view's spellings, so that the view knows to ask for its cells again. The view sets
  /// the host's ``CollectionViewLayoutHost/preferredSizeProvider`` and
  /// ``CollectionViewLayoutHost/dataSource`` to its own; replacing them cuts the view off
  /// from self-sizing or from its data source.
  public let host: CollectionViewLayoutHost

  /// Where the view sits in its superview; its size is the host's size. Changing it lays
  /// out again, as changing the host's size does. A frame that is not finite is refused,
  /// where UIKit raises: ``lastError`` says ``CollectionViewError/geometryNotFinite`` and
  /// the frame stays as it was.
  open var frame: CGRect {
    didSet {
      guard frame.isFiniteGeometry else {
        frame = oldValue
        lastError = .geometryNotFinite
        return
      }
      host.size = frame.size
    }
  }

  /// What makes the cells and supplementary views and gives the counts; held weakly, as
  /// UIKit holds it. Setting one reloads the data from it.
  ///
  /// - Complexity: Setting one asks it for every section's count, O(sections).
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      dataSourceBridge.dataSource = dataSource
      // Set even when it was set: the host reloads from its data source when it is set.
      host.dataSource = dataSourceBridge
      cellsAreStale = true
    }
  }

  /// Told what is shown, selected and highlighted; held weakly, as UIKit holds it.
  open weak var delegate: (any UICollectionViewDelegate)?

  /// The last call UIKit would raise for (an unregistered reuse identifier, a data source
  /// without a cell), or `nil`. Such a call hands back a fresh, unconfigured view instead of
  /// trapping. Set it to `nil` to start over.
  public var lastError: CollectionViewError?

  /// Answers the host's count questions from ``dataSource`` in the view's spellings.
  let dataSourceBridge: CollectionViewDataSourceBridge

  /// What ``register(_:forCellWithReuseIdentifier:)`` and its kin recorded, and the views
  /// waiting for reuse.
  var reuse = ReuseRegistry()

  /// The cells and supplementary views shown after the last ``layoutIfNeeded()``.
  var displayed = DisplayedViews()

  /// Whether the next layout pass asks the data source again for every visible cell: set
  /// after a change of data, a new data source, or a full layout pass.
  var cellsAreStale = true

  /// Whether ``layoutIfNeeded()`` is running: a data source or delegate that asks for the
  /// visible cells meanwhile gets them as they stand, and the pass under way finishes.
  var isInLayoutPass = false

  /// The host's full layout count at the last layout pass; a change means the host laid
  /// out everything again (a reload, a new size or layout), and the cells are asked for
  /// again.
  var layoutPassCount = -1

  /// A collection view of `frame`'s size showing `layout`, with no sections until a data
  /// source gives some: UIKit's `init(frame:collectionViewLayout:)`.
  ///
  /// - Complexity: O(boundary items of `layout`'s configuration), to describe it to the
  ///   host.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    self.frame = frame
    host = CollectionViewLayoutHost(layout: layout, size: frame.size, itemCounts: [])
    dataSourceBridge = CollectionViewDataSourceBridge()
    dataSourceBridge.collectionView = self
    host.collectionView = self
    host.preferredSizeProvider = { [weak self] attributes in
      self?.preferredSize(for: attributes)
    }
  }

  /// The layout shown: UIKit's `collectionViewLayout`. Assigning one shows it at once,
  /// without animation.
  open var collectionViewLayout: UICollectionViewLayout {
    get { host.layout }
    set { host.layout = newValue }
  }

  /// Shows `layout`, animated as the host animates it (rule 21d): UIKit's
  /// `setCollectionViewLayout(_:animated:)`.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    host.setCollectionViewLayout(layout, animated: animated)
  }

  /// Shows `layout` as ``setCollectionViewLayout(_:animated:)`` does, then calls
  /// `completion` with `true`; headless, before this returns (the host's departure).
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    host.setCollectionViewLayout(layout, animated: animated, completion: completion)
  }

  /// The axis a layout scrolls along; mirrors `UICollectionView.ScrollDirection`.
  public enum ScrollDirection: Int, Hashable, Sendable, CaseIterable {
    /// Content flows top to bottom.
    case vertical = 0
    /// Content flows left to right (right to left in right-to-left layouts).
    case horizontal = 1
  }

  /// What kind of view a set of attributes describes; mirrors
  /// `UICollectionView.ElementCategory`.
  public enum ElementCategory: UInt, Hashable, Sendable, CaseIterable {
    /// A cell showing one data item.
    case cell = 0
    /// A supplementary view: a header, footer or badge.
    case supplementaryView = 1
    /// A decoration view: a background or separator.
    case decorationView = 2
  }

  /// The element kind UIKit uses for section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind UIKit uses for section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension UICollectionView.ScrollDirection {
  var value: LayoutAxis {
    switch self {
    case .vertical: .vertical
    case .horizontal: .horizontal
    }
  }
}

extension UICollectionView.ElementCategory {
  init(_ category: LayoutElementCategory) {
    switch category {
    case .cell: self = .cell
    case .supplementaryView: self = .supplementaryView
    case .decorationView: self = .decorationView
    }
  }
}
#endif
