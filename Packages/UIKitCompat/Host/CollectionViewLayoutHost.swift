#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
public import LayoutResolution
public import ScrollSimulation

/// A headless stand-in for `UICollectionView`: it shows a `UICollectionViewLayout` at a
/// bounds size with item counts per section, and answers UIKit's layout queries.
///
/// Named so that `LayoutHost` stays the core's name; the acceptance contract's spelling
/// `LayoutHost(layout:size:itemCounts:)` still makes one (``LayoutHost(layout:size:itemCounts:)``).
/// It wraps the core's `LayoutResolution.LayoutHost` (``core``), which solves lazily:
/// changing the layout, size, item counts, insets or traits makes the next query lay out
/// again, calling the section provider for every section (as UIKit does); scrolling
/// (``contentOffset``) lays out nothing. Like UIKit's views it is confined to its caller:
/// not `Sendable`, and it calls the layout's closures on the caller's thread.
///
/// Its data changes through UIKit's spellings: ``performBatchUpdates(_:completion:)`` and
/// the insert, delete, move and reload methods, after which measured sizes follow their items
/// and the layout's `targetContentOffset(forProposedContentOffset:)` decides the offset; or
/// ``reloadData()``. The counts come from its ``dataSource`` when it has one, as a
/// collection view's do.
///
/// Departures from UIKit: bad layout input never traps, it is
/// reported in ``layoutErrors`` and only the section concerned is laid out empty; a
/// layout that is not a `UICollectionViewCompositionalLayout` lays out nothing and reports
/// `LayoutError.missingSection` for each section with items. A batch update UIKit would
/// raise for changes nothing and is reported in ``lastUpdateError``.
///
/// A layout pass asks the section provider for every section and solves each section's group
/// once: O(sections × cells per group), plus the provider's own cost and the measured sizes
/// applied again, however many items the sections hold. A query pays for that pass only when
/// the layout was invalidated; each query's own cost is stated on it.
///
/// For `layout`, a grid of five 75 pt squares per row at this width:
///
/// ```swift
/// let host = CollectionViewLayoutHost(
///   layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100])
/// host.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame  // (150, 75, 75, 75)
/// host.contentOffset = CGPoint(x: 0, y: 300)  // lays out nothing
/// host.layoutAttributesForElements(in: host.bounds).count  // 55: rows 4 to 14
/// ```
public final class CollectionViewLayoutHost {
  /// The core host this wraps: the bridge to `LayoutResolution` (its solved layout,
  /// diagnostics, section frames). Change the host's state through this object's
  /// properties, which keep the two in step.
  public let core: LayoutResolution.LayoutHost

  /// The layout shown; assigning one lays out again.
  ///
  /// - Complexity: Assigning one is O(boundary items of its configuration), to describe it
  ///   to the core; the next query lays it out.
  public var layout: UICollectionViewLayout {
    didSet {
      if oldValue !== layout, oldValue.collectionView === self { oldValue.collectionView = nil }
      layout.collectionView = self
      takeSnapshot(animation: layoutAnimation.take())
    }
  }

  /// How the next new ``layout`` animates: set by `setCollectionViewLayout(_:animated:)`.
  var layoutAnimation: TransitionTiming?

  /// The ``UICollectionView`` built on this host, whose registrations and pools the host's
  /// dequeue spellings use; `nil` for a bare host.
  weak var collectionView: UICollectionView?

  /// The layout revision the core host's description was made from.
  private var snapshotRevision: Int

  /// Which size classes follow ``size``: those the caller left unspecified (rule 32).
  private var sizeClassesFollowSize = (horizontal: true, vertical: true)

  /// The list sections of the core host's description, recorded as its layout passes make
  /// them: what separators and swipe actions are answered from. A new one with each
  /// description, so a description being animated away records into its own.
  private(set) var listSections: ListSectionConfigurations

  /// The driver behind ``scrollToItem(at:at:animated:)`` and animated offsets, made on
  /// first use.
  var scrollDriver: ScrollDriver?
  /// Whether a drag of the content ends with it resting on a page: UIKit's
  /// `UIScrollView.isPagingEnabled`, `false` by default. Pages are the bounds' size apart
  /// from offset 0; on ``endDragging(withVelocity:)`` the content springs to the page the
  /// rule of `docs/scrolling.md#paging-and-snapping` picks (at most one page from where the
  /// drag began). A change applies from the next release. Orthogonal rows keep their own
  /// behaviours.
  public var isPagingEnabled = false {
    didSet { scrollDriver?.isPagingEnabled = isPagingEnabled }
  }
  /// The last scroll that could not be carried out (an unknown item, an invalid offset),
  /// or `nil`; UIKit raises for these.
  public internal(set) var lastScrollError: ScrollSimulationError?

  /// What the host asks for its counts on ``reloadData()`` and after each batch update, as a
  /// collection view asks its data source; held weakly, as UIKit holds it. Setting one
  /// reloads the data from it. Without one, ``itemCounts`` are the host's own and a batch
  /// update derives the new counts from the old ones (see
  /// ``performBatchUpdates(_:completion:)``).
  ///
  /// - Complexity: Setting one asks it for every section's count, O(sections), and costs
  ///   what setting ``itemCounts`` costs.
  public weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// Told of the items the host will probably show soon, and of those it no longer will, as
  /// it scrolls (rule 27); held weakly, as UIKit holds it. Setting one starts following the
  /// viewport where it is and tells the new one at once of the items ahead of it, as UIKit
  /// prefetches after its first layout (decided); the one it replaces is told nothing more.
  ///
  /// - Complexity: Setting one costs an update of the host's prefetch tracker: O(log
  ///   sections per section on screen + elements in the visible rect and the bands ahead),
  ///   after a layout pass when the layout was invalidated.
  public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    didSet {
      prefetchTracker = PrefetchTracker()
      reportPrefetching()
    }
  }

  /// Whether the host tells its ``prefetchDataSource`` anything: UIKit's
  /// `isPrefetchingEnabled`, `true` by default. Turning it off stops the calls, as in UIKit;
  /// turning it on again follows the viewport afresh from where it is.
  public var isPrefetchingEnabled = true {
    didSet {
      guard isPrefetchingEnabled != oldValue else { return }
      prefetchTracker = PrefetchTracker()
      reportPrefetching()
    }
  }

  /// What the host follows to tell its ``prefetchDataSource``: a band one viewport length
  /// ahead, as the core's default.
  var prefetchTracker = PrefetchTracker()

  /// The last batch update the host refused (a delete out of range, counts that do not
  /// add up), or `nil`; UIKit raises `NSInternalInconsistencyException` for these. A refused
  /// batch changes nothing, and its completion is called with `false`. UIKit raises the same
  /// exception when asked the item count of a section it does not show: that query answers
  /// 0 and records `sectionOutOfRange` here too (``numberOfItems(inSection:)``).
  public internal(set) var lastUpdateError: LayoutUpdateError?

  /// The batch the running `performBatchUpdates` closure records into, or `nil` outside one.
  var pendingBatch: PendingBatch?

  /// The last selection or interactive movement call the host could not carry out (an
  /// index path out of range, a movement ended that never began, a NaN position), or `nil`;
  /// UIKit raises or misbehaves for these. Such a call changes nothing.
  public internal(set) var lastInteractionError: InteractionError?

  /// Whether the safe area adds to the scroll range's insets: UIKit's
  /// `contentInsetAdjustmentBehavior`, `.automatic` by default. Every behaviour but `.never`
  /// adds the safe area along the scroll axis (the core's `adjustsContentInsetForSafeArea`);
  /// see ``UIScrollView/ContentInsetAdjustmentBehavior`` for the mapping. Changing it keeps the
  /// visible content in place.
  public var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior =
    .automatic
  {
    didSet { core.adjustsContentInsetForSafeArea = contentInsetAdjustmentBehavior != .never }
  }

  /// Asked for the size of each visible self-sizing element the host has not measured,
  /// when ``layoutIfNeeded()`` runs: the headless stand-in for a cell's
  /// `preferredLayoutAttributesFitting(_:)`. `nil` keeps the element's estimate.
  ///
  /// Only cells and section boundary items with an estimated dimension self-size (rule 21);
  /// a measured size replaces the estimated dimensions and everything after it moves.
  public var preferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)? {
    didSet {
      core.preferredSizeProvider = preferredSizeProvider.map { provider in
        { attributes in
          provider(UICollectionViewLayoutAttributes(attributes)).map(LayoutSize.init)
        }
      }
    }
  }

  /// A host showing `layout` at `size` with `itemCounts[s]` items in section `s`, with
  /// headless defaults: no safe area, no layout margins, left to right, no display scale,
  /// and the size classes iOS assigns a window of `size` (rule 32).
  ///
  /// Nothing is laid out until the first query. For `layout`, a grid of five 75 pt squares
  /// per row at this width:
  ///
  /// ```swift
  /// let host = CollectionViewLayoutHost(
  ///   layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100, 20])
  /// host.collectionViewContentSize  // (375, 1800): 20 rows, then 4
  /// ```
  ///
  /// - Complexity: O(boundary items of `layout`'s configuration), to describe it to the
  ///   core.
  public init(layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int]) {
    self.layout = layout
    self.snapshotRevision = layout.revision
    let lists = ListSectionConfigurations()
    self.listSections = lists
    self.core = LayoutResolution.LayoutHost(
      layout: layout.makeCollectionLayout(recordingListsIn: lists),
      size: LayoutSize(size), itemCounts: itemCounts)
    assignSizeClasses()
    layout.collectionView = self
    // The layout shown decides the offset after each change (rule 21b). Weak: the core can
    // outlive this host, kept by a data source that drives it.
    core.contentOffsetAnchoring = .custom { [weak self] proposed in
      guard let self else { return proposed }
      // `self.layout`, not the initializer's argument: the layout shown when asked.
      return LayoutPoint(
        self.layout.targetContentOffset(forProposedContentOffset: CGPoint(proposed)))
    }
    // And how elements appear and disappear in animated changes (rule 21d).
    core.transitionOverrides = TransitionOverrides(
      appearing: { [weak self] final in self?.layout.initialAttributes(forAppearing: final) },
      disappearing: { [weak self] initial in
        self?.layout.finalAttributes(forDisappearing: initial)
      })
  }

  // MARK: - State

  /// The bounds size: the layout's container. Changing it lays out again, and the
  /// ``traitCollection``'s size classes follow it (rule 32).
  ///
  /// - Complexity: O(1); the next query lays out again, keeping measured sizes (rule 21a).
  public var size: CGSize {
    get { CGSize(core.size) }
    set {
      core.size = LayoutSize(newValue)
      assignSizeClasses()
    }
  }

  /// The visible rect in content coordinates, as `UIScrollView.bounds`: its origin is
  /// ``contentOffset`` and its size is ``size``. Setting it tells the
  /// ``prefetchDataSource`` what the new rect brings ahead (rule 27).
  ///
  /// - Complexity: Setting it costs what setting ``size`` costs.
  public var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: size) }
    set {
      core.contentOffset = LayoutPoint(newValue.origin)
      size = newValue.size
      reportPrefetching()
    }
  }

  /// The top-left corner of the visible rect; changing it lays out nothing.
  ///
  /// After a batch update, a measured size, or a new size, layout, traits or insets, the host
  /// moves it to keep the visible content in place, lets the layout's
  /// ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` decide, and
  /// clamps the result to the scroll range (rule 21b).
  ///
  /// Setting it tells the ``prefetchDataSource`` what the move brings ahead (rule 27).
  public var contentOffset: CGPoint {
    get { CGPoint(core.contentOffset) }
    set {
      core.contentOffset = LayoutPoint(newValue)
      reportPrefetching()
    }
  }

  /// The number of items in each section; the array's count is the section count. Setting
  /// it has ``reloadData()``'s semantics (rule 21a): nothing says which items went where.
  ///
  /// - Complexity: Setting it is O(sections + measured sizes): the counts are compared, and
  ///   the measured sizes of the sections whose count changed are dropped.
  public var itemCounts: [Int] {
    get { core.itemCounts }
    set { core.itemCounts = newValue }
  }

  /// The host's traits: size classes, layout direction, display scale. Settable here
  /// (UIKit's is read-only and inherited from the window). Changing the layout direction
  /// keeps ``safeAreaInsets`` and ``layoutMargins`` on the same physical sides.
  ///
  /// The size classes follow ``size`` as iOS assigns them to a window (rule 32): the width
  /// is regular from 678 pt (896 pt when the height is compact, as on an iPhone in
  /// landscape), the height regular from 500 pt; compact below. A size class set here
  /// overrides that, as a trait override does in UIKit; setting `unspecified` makes it
  /// follow the size again. A size that is negative or not finite has no size classes.
  ///
  /// ```swift
  /// let host = CollectionViewLayoutHost(
  ///   layout: layout, size: CGSize(width: 440, height: 956), itemCounts: [10])
  /// host.traitCollection.horizontalSizeClass  // .compact: an iPhone in portrait
  /// host.size = CGSize(width: 956, height: 440)
  /// host.traitCollection.horizontalSizeClass  // .regular: a Pro Max phone in landscape
  /// host.traitCollection.verticalSizeClass  // .compact
  /// ```
  public var traitCollection: UITraitCollection {
    get { UITraitCollection(core.traits) }
    set {
      let safeArea = safeAreaInsets
      let margins = layoutMargins
      sizeClassesFollowSize = (
        newValue.horizontalSizeClass == .unspecified, newValue.verticalSizeClass == .unspecified
      )
      assignSizeClasses(to: newValue.value)
      setReferenceInsets(safeArea: safeArea, layoutMargins: margins)
    }
  }

  /// Gives the core `traits` (its own by default) with the size classes iOS would assign
  /// ``size`` where the caller left them unspecified.
  private func assignSizeClasses(to given: LayoutTraits? = nil) {
    var traits = given ?? core.traits
    let width = core.size.width
    let height = core.size.height
    if sizeClassesFollowSize.horizontal {
      traits.horizontalSizeClass =
        UIUserInterfaceSizeClass.horizontal(width: width, height: height).value
    }
    if sizeClassesFollowSize.vertical {
      traits.verticalSizeClass = UIUserInterfaceSizeClass.vertical(height: height).value
    }
    core.traits = traits
  }

  /// The safe-area insets, by physical side; settable here (UIKit's come from the window).
  /// A layout's `automatic` and `safeArea` content insets references measure from them.
  public var safeAreaInsets: UIEdgeInsets {
    get { UIEdgeInsets(core.referenceInsets.safeArea, direction: core.traits.readingDirection) }
    set { setReferenceInsets(safeArea: newValue, layoutMargins: layoutMargins) }
  }

  /// The layout margins, by physical side, measured from the safe area (UIKit's
  /// `insetsLayoutMarginsFromSafeArea` default). Zero by default, where UIKit derives them
  /// from the device.
  public var layoutMargins: UIEdgeInsets {
    get {
      UIEdgeInsets(core.referenceInsets.layoutMargins, direction: core.traits.readingDirection)
    }
    set { setReferenceInsets(safeArea: safeAreaInsets, layoutMargins: newValue) }
  }

  private func setReferenceInsets(safeArea: UIEdgeInsets, layoutMargins: UIEdgeInsets) {
    let direction = core.traits.readingDirection
    core.referenceInsets = ReferenceInsets(
      safeArea: safeArea.directional(for: direction),
      layoutMargins: layoutMargins.directional(for: direction))
  }

  /// The number of sections: the count of ``itemCounts``.
  public var numberOfSections: Int { core.itemCounts.count }

  /// The number of items in `section` as given in ``itemCounts``, or 0 for a section
  /// index out of range, recorded in ``lastUpdateError`` as `sectionOutOfRange` (where UIKit
  /// raises `NSInternalInconsistencyException`).
  public func numberOfItems(inSection section: Int) -> Int {
    guard core.itemCounts.indices.contains(section) else {
      lastUpdateError = .sectionOutOfRange(section)
      return 0
    }
    return core.itemCounts[section]
  }

  /// Drops the solved layout; the next query lays out again, calling the section
  /// provider for every section.
  public func invalidateLayout() {
    core.invalidateLayout()
  }

  // MARK: - Queries

  /// The errors of the last layout pass, one per section that could not be laid out.
  ///
  /// - Complexity: O(1), once laid out: a layout pass comes first when the layout was
  ///   invalidated.
  public var layoutErrors: [LayoutError] {
    synchronize()
    return core.errors
  }

  /// The size of the scrollable content, as `UICollectionView.collectionViewContentSize`.
  ///
  /// - Complexity: O(1), once laid out: a layout pass comes first when the layout was
  ///   invalidated.
  public var collectionViewContentSize: CGSize {
    synchronize()
    return CGSize(core.contentSize)
  }

  /// The attributes of the cell at `indexPath`, or `nil` if there is none (an index path
  /// of other than two indices included).
  ///
  /// A visible cell comes as its section's `visibleItemsInvalidationHandler` leaves it, as
  /// in UIKit, whose layout answers with what the handler set (rule 22); one outside the
  /// visible rect comes as laid out.
  ///
  /// - Complexity: O(log sections), to find where the section starts, plus O(log groups) in
  ///   a section with measured sizes; for a visible cell whose section has a handler, O(log
  ///   sections per visible section + visible elements) more, plus the handler. A layout
  ///   pass comes first when the layout was invalidated.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2 else { return nil }
    synchronize()
    return core.shown(
      core.attributesForItem(
        at: LayoutIndexPath(item: indexPath.item, section: indexPath.section))
    ).map(UICollectionViewLayoutAttributes.init)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, pinned
  /// items placed for the current ``contentOffset``, or `nil` if there is none.
  ///
  /// Section boundary items are at `(item 0, section s)`; anchored items at their item's
  /// path. The layout's own boundary items answer at UIKit's one-index path `[0]` and, as
  /// in the core, at `(item 0, section 0)`. A visible one comes as its section's
  /// `visibleItemsInvalidationHandler` leaves it (rule 22).
  ///
  /// - Complexity: O(b + a + log sections) for b boundary items and decorations of the
  ///   section (and of the layout, at `(item 0, section 0)`) and a anchored items per group,
  ///   plus O(log groups) in a section with measured sizes; for a visible one whose section
  ///   has a handler, O(log sections per visible section + visible elements) more, plus the
  ///   handler. A layout pass comes first when the layout was invalidated.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let path = Self.corePath(indexPath) else { return nil }
    synchronize()
    return core.shown(core.attributesForSupplementaryElement(ofKind: elementKind, at: path)).map(
      UICollectionViewLayoutAttributes.init)
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath` (a section's
  /// decorations are at `(item 0, section s)`), or `nil` if there is none. A visible one
  /// comes as its section's `visibleItemsInvalidationHandler` leaves it (rule 22).
  ///
  /// A list row's separators are at the row's index path, of kinds
  /// ``UICollectionLayoutListConfiguration/bottomSeparatorElementKind`` and
  /// ``UICollectionLayoutListConfiguration/topSeparatorElementKind`` (`docs/scrolling.md#list-configurations`).
  ///
  /// - Complexity: O(b + log sections) for b boundary items and decorations of the section;
  ///   for a visible one whose section has a handler, O(log sections per visible section +
  ///   visible elements) more, plus the handler. A layout pass comes first when the layout
  ///   was invalidated.
  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard let path = Self.corePath(indexPath) else { return nil }
    synchronize()
    if let separator = listSeparator(ofKind: elementKind, at: path) {
      return UICollectionViewLayoutAttributes(separator)
    }
    return core.shown(core.attributesForDecorationElement(ofKind: elementKind, at: path)).map(
      UICollectionViewLayoutAttributes.init)
  }

  /// The core's index path for a UIKit one: two indices as item and section, UIKit's
  /// one-index path of layout boundary items as `(0, 0)`, anything else `nil`.
  private static func corePath(_ indexPath: IndexPath) -> LayoutIndexPath? {
    switch indexPath.count {
    case 1 where indexPath[0] == 0: LayoutIndexPath(item: 0, section: 0)
    case 2: LayoutIndexPath(item: indexPath.item, section: indexPath.section)
    default: nil
    }
  }

  /// The attributes of every element whose frame intersects `rect` (standardised first,
  /// as UIKit does), in section order and, within a section, item order.
  ///
  /// The elements in the visible rect come as their sections'
  /// `visibleItemsInvalidationHandler`s leave them, as in UIKit (rule 22): a carousel that
  /// scales its items returns them scaled. Which elements are returned is decided by their
  /// frames as laid out, and outside the visible rect no handler runs, since UIKit runs
  /// handlers for the visible items only (decided: an element a handler moves into or out of
  /// `rect` is returned as the laid-out frame says).
  ///
  /// The rows of list sections (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`)
  /// come each followed by those of its separators that meet `rect`, decorations of kinds
  /// ``UICollectionLayoutListConfiguration/topSeparatorElementKind`` and
  /// ``UICollectionLayoutListConfiguration/bottomSeparatorElementKind`` (`docs/scrolling.md#list-configurations`).
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements): where
  ///   each of those sections starts is looked up in a tree over the sections. Each section
  ///   touched also scans its boundary items and decorations, each group instance touched its
  ///   cells and anchored items, returned or not, and a section with measured sizes adds
  ///   O(log groups). When `rect` meets the visible rect and a visible section has a handler,
  ///   the visible elements are queried too, and the handlers run. Each list row returned
  ///   adds O(log sections), and O(log rows) once its section is measured, for its
  ///   separators, plus the configuration's item separator handler. A layout pass comes
  ///   first when the layout was invalidated.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    synchronize()
    let query = LayoutRect(rect.standardized)
    return withListSeparators(core.shownAttributesForElements(in: query), in: query).map(
      UICollectionViewLayoutAttributes.init)
  }

  // MARK: - Layout snapshots

  /// Gives the core host a new description of ``layout``.
  private func takeSnapshot(animation: TransitionTiming? = nil) {
    snapshotRevision = layout.revision
    listSections = ListSectionConfigurations()
    let description = layout.makeCollectionLayout(recordingListsIn: listSections)
    if let animation {
      core.setLayout(description, animation: animation)
    } else {
      core.layout = description
    }
  }

  /// Takes a new snapshot if the layout changed since the last one (a new configuration).
  func synchronize() {
    if layout.revision != snapshotRevision { takeSnapshot() }
  }
}
#endif
