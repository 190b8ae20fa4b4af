#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompatLayout

/// The cells and supplementary views a view shows, the classes registered to make them and
/// the pools they wait in for reuse: the display pass of rule 31, one for the collection view
/// and the table view alike.
///
/// ``layOut()`` brings the shown views in step with the layout and the visible rect. A pool
/// holds only views that were shown and left, so it never holds more than the most views of
/// its identifier shown at once. Confined to its view's caller.
final class ReusableViews {
  /// The layout the views show.
  let binding: LayoutBinding
  /// Asked for views and told what shows.
  weak var source: (any ReusableViewSource)?
  /// The registered classes and the views waiting for reuse.
  var reuse = ReuseRegistry()
  /// The cells and supplementary views shown after the last pass.
  var displayed = DisplayedViews()
  /// Whether the next pass asks the source again for every visible view: set after a change
  /// of data or a new data source. A new size or layout keeps the shown views, as UIKit's
  /// do: the index paths still name the same items.
  var isStale = true
  /// Whether the shown cells stand at their items' index paths after the batch that made the
  /// views stale (``followItems(through:itemCounts:)``): the next pass keeps them and asks the
  /// source only for the cells of items without one (inserted, reloaded, reconfigured, or
  /// come into view), as UIKit does after batch updates (rule 31). Supplementary views are
  /// asked for again.
  private var cellsFollowedTheirItems = false
  /// The shown cells of the items a batch under way reconfigures, by the items' new index
  /// paths: the data source dequeues each again for its item, configured anew, as UIKit's
  /// `reconfigureItems(at:)` does. Until the next pass, which keeps them out of the pools
  /// so that no other index path is handed one.
  private(set) var reconfiguredCells: [IndexPath: UICollectionViewCell] = [:]
  /// The cells a pass took down to ask the source again, by the index path each showed:
  /// the source asking for that path with the cell's identifier gets it back, whatever else
  /// waits in the pool, so that a cell stays with its item (rule 31). Until the pass ends.
  private var retiredCellsByPath: [IndexPath: UICollectionViewCell] = [:] {
    didSet { reservedCells = Set(retiredCellsByPath.values.map(ObjectIdentifier.init)) }
  }
  /// The cells of ``retiredCellsByPath``: a source asking for another index path is not
  /// handed one.
  private var reservedCells: Set<ObjectIdentifier> = []
  /// The cells of items a batch deleted or reloaded: they leave as the batch animates, so
  /// they wait in no pool until the next pass ends, and the item a batch reloads is shown by
  /// another cell, as in UIKit.
  private var leavingCells: [UICollectionViewCell] = []
  /// The index path the source is being asked a cell for, so that a dequeue that names none
  /// (a table's `dequeueReusableCell(withIdentifier:)`) is for it.
  private var pathAskedFor: IndexPath?
  /// Whether a pass is running: a source that asks for the visible views meanwhile gets them
  /// as they stand, and the pass under way finishes.
  private var isInLayoutPass = false
  /// The layout and the visible rect the last pass showed views for, `nil` before the first:
  /// while they stand and no change of data waits, a pass has nothing to place, so that
  /// reading the visible cells costs what they are.
  private var shown: ShownState?

  /// What the views a pass shows depend on besides the data.
  private struct ShownState: Equatable {
    /// The core's ``LayoutHost/revision``: every change of the solved layout.
    let revision: Int
    let visibleRect: LayoutRect
    let rowOffsets: [Int: Double]
    /// The insets pinned headers and footers keep clear of, which change without a pass.
    let pinningInsets: LayoutInsets

    init(_ core: LayoutHost) {
      revision = core.revision
      visibleRect = core.visibleRect
      rowOffsets = core.rowOffsets
      pinningInsets = core.adjustedContentInset
    }
  }

  /// The views of a view showing `binding`'s layout; the binding's core asks the source for
  /// the sizes of self-sizing elements (rule 21), and the binding asks the list cells shown
  /// where their separators start (rule 35).
  init(binding: LayoutBinding) {
    self.binding = binding
    binding.core.preferredSizeProvider = { [weak self] attributes in
      self?.source?.preferredSize(for: UICollectionViewLayoutAttributes(attributes)).map(
        LayoutSize.init)
    }
    binding.separatorLeadingInsetProvider = { [weak self] path in
      let cell = self?.displayed.cells[IndexPath(path)] as? UICollectionViewListCell
      return cell?.separatorLeadingInsetFromConstraints.map(Double.init)
    }
  }

  /// Brings the shown views in step with the layout and the visible rect, as a view's
  /// layout pass does (rule 31): the views whose elements left end displaying, in index-path
  /// order, and go back to their pools; the visible self-sizing elements not yet measured
  /// are measured through the source; then each visible element without a view gets one
  /// from the source, its attributes and `willDisplay`, cells before supplementary views.
  /// After a batch whose cells followed their items the source is asked for the cells of
  /// items without one and for every supplementary view; after any other change of data, for
  /// every visible element; after a new size or layout, for the elements that come into view
  /// only. Display callbacks are made only where the view at an index path changed. A pass
  /// asked for during a pass does nothing, and so does one with nothing to place (the solved
  /// layout, the visible rect and the row offsets as the last pass left them, no change of
  /// data waiting) but let each shown view update its configuration and subviews: reading
  /// the shown views costs what they are.
  ///
  /// - Complexity: O(v) for v shown views when nothing is to place; otherwise
  ///   O(log sections per visible section + v log v) for v visible elements,
  ///   plus the core's measuring and the source's calls; a layout pass comes first when the
  ///   layout was invalidated.
  func layOut() {
    guard !isInLayoutPass else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    binding.synchronize()
    if !isStale, reconfiguredCells.isEmpty, leavingCells.isEmpty,
      shown == ShownState(binding.core)
    {
      refreshShownViews()
      return
    }
    let before = visibleElements()
    endDisplaying(keeping: before)
    let retired = isStale ? retireAll(keepingCells: cellsFollowedTheirItems) : Retired()
    retiredCellsByPath = retired.cells
    isStale = false
    cellsFollowedTheirItems = false
    binding.core.measureVisibleElements()
    let after = visibleElements()
    shown = ShownState(binding.core)
    // A cell whose index path left the visible rect waits for nothing: the pool may hand it out.
    retiredCellsByPath = retiredCellsByPath.filter { after.cells[$0.key] != nil }
    endDisplaying(keeping: after)
    display(after, retired: retired)
    retiredCellsByPath = [:]
    for cell in leavingCells { reuse.enqueue(cell) }
    leavingCells = []
    poolReconfiguredCellsNotShown()
  }

  /// Lets each shown view bring its configuration and its subviews up to date, as a pass
  /// that places them does, when nothing moved them.
  ///
  /// - Complexity: O(v) for v shown views, plus their own updates.
  private func refreshShownViews() {
    for cell in displayed.cells.values {
      cell.updateConfigurationIfNeeded()
      cell.layoutIfNeeded()
    }
    for view in displayed.supplementaries.values { view.layoutIfNeeded() }
    for view in displayed.decorations.values { view.layoutIfNeeded() }
  }

  /// The cells a pass must not put in a pool: those made to measure an element, which show it
  /// next, and those kept for reconfigured items.
  ///
  /// - Complexity: O(m + r) for m cells made for measuring and r reconfigured items.
  func cellsHeldForElements() -> Set<ObjectIdentifier> {
    Set(displayed.measuredCells.values.map(ObjectIdentifier.init))
      .union(reconfiguredCells.values.map(ObjectIdentifier.init))
  }

  /// Pools the cells kept for reconfigured items that the pass did not show (their items
  /// left the visible rect, or the data source dequeued another cell), and forgets the rest.
  ///
  /// - Complexity: O(v + r) for v shown cells and r reconfigured items.
  private func poolReconfiguredCellsNotShown() {
    guard !reconfiguredCells.isEmpty else { return }
    let shown = Set(displayed.cells.values.map(ObjectIdentifier.init))
    for cell in reconfiguredCells.values where !shown.contains(ObjectIdentifier(cell)) {
      reuse.enqueue(cell)
    }
    reconfiguredCells = [:]
  }

  /// Finds the shown cells of the items `update` reconfigures, for the data source to
  /// dequeue again in place (``dequeueCell(withReuseIdentifier:for:)``).
  ///
  /// - Complexity: O(c log c + c log n) for c changes in sections of n items.
  func prepareToReconfigure(_ update: LayoutUpdate, itemCounts: [Int]) {
    guard
      let paths = binding.core.oldPathsOfReconfiguredItems(in: update, itemCounts: itemCounts)
    else { return }
    for (new, old) in paths {
      guard let cell = displayed.cells[IndexPath(old)] else { continue }
      reconfiguredCells[IndexPath(new)] = cell
      // Shown and measured for another element, it may wait in a pool since the data changed.
      reuse.remove(cell)
    }
  }

  /// Carries the shown cells to where their items stand after `update` (the items that
  /// stay keep their cells, as in UIKit), before the host takes it: the cells of deleted and
  /// reloaded items end displaying, and go back to their pools once the next pass has shown
  /// the batch. A cell the view cannot place
  /// (an update the host refuses, an interactive movement under way) stays where it is and
  /// the next pass asks for it again, as before the batch.
  ///
  /// - Complexity: O(c log c + c log n + v log c) for c changes in sections of n items and
  ///   v shown cells.
  func followItems(through update: LayoutUpdate, itemCounts: [Int]) {
    guard !displayed.cells.isEmpty,
      let paths = binding.core.newPathsOfItems(
        at: displayed.cells.keys.map(LayoutIndexPath.init), in: update, itemCounts: itemCounts)
    else { return }
    let held = cellsHeldForElements()
    var followed: [IndexPath: UICollectionViewCell] = [:]
    for (old, cell) in displayed.cells.sorted(by: { $0.key < $1.key }) {
      if let new = paths[LayoutIndexPath(old)] {
        followed[IndexPath(new)] = cell
        continue
      }
      source?.didEndDisplaying(cell, at: old)
      if !held.contains(ObjectIdentifier(cell)) { leavingCells.append(cell) }
    }
    displayed.cells = followed
    cellsFollowedTheirItems = true
  }

  /// The data is about to change under the shown views (a batch, an apply, a reload): until
  /// the next pass they may stand at index paths that now name other items, or show their
  /// items' old content. The views made for measuring go back to their pools, and an element
  /// measured meanwhile (an animated batch measures what it will show) is measured by a view
  /// the source makes for its new content, as UIKit measures a cell configured for it
  /// (rule 21a).
  ///
  /// - Complexity: O(m) for m views made for measuring.
  func dataWillChange() {
    isStale = true
    cellsFollowedTheirItems = false
    reconfiguredCells = [:]
    for (_, cell) in displayed.measuredCells { reuse.enqueue(cell) }
    for (key, view) in displayed.measuredSupplementaries { reuse.enqueue(view, kind: key.kind) }
    displayed.measuredCells = [:]
    displayed.measuredSupplementaries = [:]
  }

  /// Gives every shown cell the selection and highlight of its item and the view's editing
  /// mode, and updates the configurations of those whose state changed.
  ///
  /// - Complexity: O(v) for v shown cells.
  func updateCellStates() {
    let selection = binding.core.selection
    let isEditing = source?.isEditing ?? false
    for (indexPath, cell) in displayed.cells {
      let path = LayoutIndexPath(indexPath)
      cell.isSelected = selection.isSelected(path)
      cell.isHighlighted = selection.isHighlighted(path)
      cell.isShownEditing = isEditing
      cell.updateConfigurationIfNeeded()
    }
  }

  /// The size the view for `attributes`' element prefers, given the estimated attributes:
  /// the view shown, or one made now from the source and kept to show the element next.
  /// Decorations are not measured: they keep their size.
  func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize? {
    let indexPath = attributes.indexPath
    let view: UICollectionReusableView
    switch attributes.representedElementCategory {
    case .cell:
      view = self.view(
        for: indexPath, shown: \.cells, measured: \.measuredCells,
        isShownCurrent: !isStale || cellsFollowedTheirItems && reconfiguredCells[indexPath] == nil,
        make: makeCell)
    case .supplementaryView:
      guard let kind = attributes.representedElementKind else { return nil }
      view = self.view(
        for: DisplayedViews.SupplementaryKey(kind: kind, indexPath: indexPath),
        shown: \.supplementaries, measured: \.measuredSupplementaries, isShownCurrent: !isStale,
        make: makeSupplementary)
    case .decorationView:
      return nil
    }
    view.apply(attributes)
    (view as? UICollectionViewCell)?.updateConfigurationIfNeeded()
    return view.preferredLayoutAttributesFitting(attributes).size
  }

  /// The cell shown for the item at `indexPath` (by default the one the source is being
  /// asked for) when a batch under way reconfigures it (and it has `identifier`), kept as it
  /// is; otherwise the cell a pass under way took down from
  /// `indexPath`, or one waiting in the cell pool of `identifier` that no other index path
  /// waits for, after its `prepareForReuse()`; or a new one of the class registered for it,
  /// or `nil` when there is neither.
  ///
  /// - Complexity: O(1) amortized; O(p) for p cells in the pool when the pass took its cell
  ///   down.
  func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath? = nil)
    -> UICollectionViewCell?
  {
    let indexPath = indexPath ?? pathAskedFor
    if let indexPath, let cell = reconfiguredCells[indexPath], cell.reuseIdentifier == identifier {
      reconfiguredCells[indexPath] = nil
      return cell
    }
    if let indexPath, let cell = retiredCellsByPath[indexPath], cell.reuseIdentifier == identifier,
      reuse.remove(cell)
    {
      reservedCells.remove(ObjectIdentifier(cell))
      cell.prepareForReuse()
      cell.setNeedsUpdateConfiguration()
      return cell
    }
    if let cell = reuse.dequeueCell(withReuseIdentifier: identifier, reserved: reservedCells) {
      cell.prepareForReuse()
      cell.setNeedsUpdateConfiguration()
      return cell
    }
    guard let make = reuse.cellFactories[identifier] else { return nil }
    let cell = make()
    cell.reuseIdentifier = identifier
    cell.traitsHost = source as? UIView
    return cell
  }

  /// A view waiting in the supplementary pool of `kind` and `identifier`, after its
  /// `prepareForReuse()`, or a new one of the class registered for them, or `nil`.
  ///
  /// - Complexity: O(1) amortized.
  func dequeueSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String)
    -> UICollectionReusableView?
  {
    let key = ReuseRegistry.SupplementaryKey(kind: kind, reuseIdentifier: identifier)
    if let view = reuse.supplementaryPools[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let make = reuse.supplementaryFactories[key] else { return nil }
    let view = make()
    view.reuseIdentifier = identifier
    view.reuseKind = kind
    view.traitsHost = source as? UIView
    return view
  }

  /// The view shown at `key` when `isShownCurrent` (the data did not change under it since
  /// it was shown), or the one made to measure it, or a new one made by `make` and kept in
  /// `measured` to show the element next.
  private func view<Key: Hashable, View: UICollectionReusableView>(
    for key: Key, shown: KeyPath<DisplayedViews, [Key: View]>,
    measured: WritableKeyPath<DisplayedViews, [Key: View]>, isShownCurrent: Bool,
    make: (Key) -> View
  ) -> View {
    if isShownCurrent, let view = displayed[keyPath: shown][key] { return view }
    if let view = displayed[keyPath: measured][key] { return view }
    let view = make(key)
    displayed[keyPath: measured][key] = view
    return view
  }

  /// A cell for the item at `indexPath` from the source, or a plain one without a source.
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    let outer = pathAskedFor
    pathAskedFor = indexPath
    defer { pathAskedFor = outer }
    return source?.makeCell(at: indexPath) ?? UICollectionViewCell(frame: .zero)
  }

  /// A supplementary view for `key` from the source, or a plain one without a source.
  func makeSupplementary(at key: DisplayedViews.SupplementaryKey) -> UICollectionReusableView {
    source?.makeSupplementaryView(ofKind: key.kind, at: key.indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }
}
#endif
