#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution
import ScrollSimulation
import UIKitCompatLayout

/// A headless collection view: UIKit's `UICollectionView`, with cells that are objects
/// rather than pixels.
///
/// It shows its ``collectionViewLayout`` with the cells and supplementary views its
/// ``dataSource`` makes, tells its ``delegate`` what is shown, highlighted and selected, and
/// its ``prefetchDataSource`` what is coming; registers and reuses cells; and, as a
/// ``UIScrollView``, scrolls, runs its clock (``UIScrollView/advance(by:)``) and takes
/// touches. The layout answers UIKit's layout queries
/// (`collectionView.collectionViewLayout.layoutAttributesForElements(in:)`); the value-typed
/// core underneath is ``UIScrollView/core``.
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
/// Where UIKit raises, the view records a named ``CollectionViewError`` in ``lastError`` and
/// changes nothing, or hands back a fresh view where one is due. Like UIKit's views it is
/// confined to its caller: not `Sendable`.
open class UICollectionView: UIScrollView {
  /// The cells and supplementary views shown, their registrations and pools.
  let views: ReusableViews

  /// What the view follows to tell its ``prefetchDataSource``: a band one viewport length
  /// ahead, as the core's default.
  var prefetchTracker = PrefetchTracker()

  /// The last call the view refused, where UIKit raises: an unregistered reuse identifier,
  /// a data source without a cell, a batch its data source's counts contradict, a selection
  /// of an item it does not show, a drag by NaN (each case names the rule broken). Such a
  /// call changes nothing, or hands back a fresh, unconfigured view where one is due. Set it
  /// to `nil` to start over.
  public var lastError: CollectionViewError?

  /// What makes the cells and supplementary views and gives the counts; held weakly, as
  /// UIKit holds it. Setting one reloads the data from it.
  ///
  /// - Complexity: Setting one asks it for every section's count, O(sections).
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      binding.dataSourceCounts = { [unowned self] in dataSourceCounts() }
      reloadData()
    }
  }

  /// Told what is shown, highlighted and selected; held weakly, as UIKit holds it.
  open weak var delegate: (any UICollectionViewDelegate)?

  /// Told of the items the view will probably show soon, and of those it no longer will,
  /// as it scrolls (rule 27): UIKit's `prefetchDataSource`, held weakly. Setting one starts
  /// following the viewport where it is and tells the new one at once of the items ahead of
  /// it, as UIKit prefetches after its first layout (decided); the one it replaces is told
  /// nothing more.
  ///
  /// - Complexity: Setting one costs an update of the prefetch tracker: O(log sections per
  ///   section on screen + elements in the visible rect and the bands ahead).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    didSet {
      prefetchTracker = PrefetchTracker()
      reportPrefetching()
    }
  }

  /// Whether the view tells its ``prefetchDataSource`` anything: UIKit's
  /// `isPrefetchingEnabled`, `true` by default. Turning it off stops the calls; turning it
  /// on again follows the viewport afresh from where it is.
  open var isPrefetchingEnabled = true {
    didSet {
      guard isPrefetchingEnabled != oldValue else { return }
      prefetchTracker = PrefetchTracker()
      reportPrefetching()
    }
  }

  /// A collection view of `frame`'s size showing `layout`, with no sections until a data
  /// source gives some: UIKit's `init(frame:collectionViewLayout:)`.
  ///
  /// - Complexity: O(boundary items of `layout`'s configuration), to describe it to the
  ///   core.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    let binding = LayoutBinding(layout: layout, size: frame.size, itemCounts: [])
    views = ReusableViews(binding: binding)
    super.init(frame: frame, binding: binding)
    views.source = self
    selectionResponder = self
    binding.willApply = { [unowned self] update, itemCounts in
      views.prepareToReconfigure(update, itemCounts: itemCounts)
      views.followItems(through: update, itemCounts: itemCounts)
    }
  }

  /// The layout shown: UIKit's `collectionViewLayout`. Assigning one shows it at once,
  /// without animation.
  open var collectionViewLayout: UICollectionViewLayout {
    get { binding.layout }
    set { binding.show(newValue) }
  }

  /// Shows `layout`, animated from the current one when `animated`: UIKit's
  /// `setCollectionViewLayout(_:animated:)`. Every element runs from its attributes in the
  /// old layout to those in the new one (rule 21d), over the following
  /// ``UIScrollView/advance(by:)`` calls; the view is at the new layout at once.
  ///
  /// ```swift
  /// collectionView.setCollectionViewLayout(listLayout, animated: true)
  /// collectionView.isAnimating  // true: 0.3 s to run
  /// ```
  ///
  /// - Complexity: a layout pass, plus O(e) for the e elements shown before and visible
  ///   after.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Shows `layout` as ``setCollectionViewLayout(_:animated:)`` does, then calls
  /// `completion` with `true`. Departure: headless, the completion runs before this returns,
  /// as batch updates' do, rather than when the animation ends.
  ///
  /// - Complexity: that of ``setCollectionViewLayout(_:animated:)``.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?
  ) {
    binding.show(layout, animation: animated ? .batchUpdates : nil)
    completion?(true)
  }

  /// The axis a layout scrolls along: UIKit's `UICollectionView.ScrollDirection`.
  public typealias ScrollDirection = UICollectionViewScrollDirection

  /// What kind of view a set of attributes describes: UIKit's
  /// `UICollectionView.ElementCategory`.
  public typealias ElementCategory = UICollectionElementCategory

  /// The element kind UIKit uses for section headers.
  public static var elementKindSectionHeader: String { UICollectionElementKindSectionHeader }
  /// The element kind UIKit uses for section footers.
  public static var elementKindSectionFooter: String { UICollectionElementKindSectionFooter }

  /// Shows the view's cells as its layout places them: see ``UIScrollView/layoutIfNeeded()``.
  ///
  /// In order: the views whose elements left the visible rect end displaying (the
  /// delegate's `didEndDisplaying`, in index-path order) and go back to their pools; the
  /// visible self-sizing elements not yet measured are measured, each through the view that
  /// will show it (asked of the data source, then
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``), and their sizes go
  /// to the layout; then each visible element without a view gets one from the data source,
  /// its attributes, and the delegate's `willDisplay`, in index-path order, cells before
  /// supplementary views. Every shown view gets its element's current attributes, and every
  /// cell its item's selection and highlight.
  ///
  /// After a batch the data source is asked only for the cells of items without one
  /// (inserted, reloaded, reconfigured, or come into view), and for the supplementary views.
  /// After any other change of data it is asked again for every visible element; the views
  /// it gives back from the pools are mostly the same ones, and
  /// display callbacks are made only where the view at an index path changed. Called from a
  /// data source or delegate method during a pass, it does nothing: the queries that call
  /// it answer with the views as they stand, and the pass finishes.
  ///
  /// ```swift
  /// collectionView.contentOffset.y = 2_000
  /// collectionView.layoutIfNeeded()
  /// collectionView.indexPathsForVisibleItems.first  // the first item at y ≥ 2000
  /// ```
  ///
  /// - Complexity: O(log sections per visible section + v log v) for v visible elements,
  ///   plus the measuring of the self-sizing ones, the data source's and delegate's calls; a
  ///   layout pass comes first when the layout was invalidated.
  open override func layoutIfNeeded() {
    views.layOut()
    layOutSubtree()
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  override func didScroll() {
    reportPrefetching()
  }

  override func record(_ error: ScrollSimulationError) {
    lastError = .scrollRefused(error)
  }

  override func recordNonFiniteGeometry() {
    lastError = .geometryNotFinite
  }

  /// The counts the ``dataSource`` gives, none without one. A negative section count is
  /// taken as no sections, for which a batch's own count check then names the mismatch.
  private func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }
}
#endif
