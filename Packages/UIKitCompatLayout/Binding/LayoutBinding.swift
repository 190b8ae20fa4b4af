#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// A UIKit layout object shown in a container: the core host it describes, kept in step with
/// the object's changes. The one implementation behind a ``CollectionViewLayoutHost``, a
/// view's layout and the queries of ``UICollectionViewLayout`` itself, each of which holds
/// or reaches one binding.
///
/// It turns the layout object into a core `CollectionLayout` when the object changes (its
/// `revision`), records which sections are lists as the provider makes them, gives the core
/// the size classes iOS assigns a window of the container's size (rule 32), lets the layout
/// decide the offset after every change (rule 21b) and how elements appear and disappear
/// (rule 21d), and runs UIKit's batch updates (``performBatchUpdates(_:completion:)``).
///
/// Confined to its caller, like the objects built on it.
package final class LayoutBinding {
  /// The core host the layout is shown in.
  package let core: LayoutResolution.LayoutHost

  /// The layout shown. Show another with ``show(_:animation:)``.
  package private(set) var layout: UICollectionViewLayout

  /// The object showing the layout: a ``CollectionViewLayoutHost`` or a view; what the
  /// layout's `collectionView` answers.
  package weak var owner: AnyObject?

  /// Asked for the counts after each batch update and on ``reloadData()``, as a collection
  /// view asks its data source; `nil` keeps the counts the binding has (a host's own).
  package var dataSourceCounts: (() -> [Int])?

  /// Told of each batch checked against its counts, before the core takes it: a view
  /// finds the cells it reconfigures in place.
  package var willApply: ((LayoutUpdate, [Int]) -> Void)?

  /// Told of each batch once the core has taken it: a view whose sections depend on their
  /// neighbours lays them out again.
  package var didApply: ((LayoutUpdate) -> Void)?

  /// The batch the running `performBatchUpdates` closure records into, or `nil` outside one.
  package var pendingBatch: PendingBatch?

  /// Asked for the leading inset the cell shown at a list row gives its bottom separator
  /// (its `separatorLayoutGuide`, placed by its constraints), which replaces the automatic
  /// one; `nil`, or a `nil` answer, keeps the list's automatic inset. A view sets it, as it
  /// shows the cells; the answer must not lay anything out.
  package var separatorLeadingInsetProvider: ((LayoutIndexPath) -> Double?)?

  /// The layout revision the core's description was made from.
  private var snapshotRevision: Int
  /// The core's revision when its new orthogonal rows were last put at rest.
  private var restedRevision = -1

  /// Which size classes follow the size: those the caller left unspecified (rule 32).
  private var sizeClassesFollowSize = (horizontal: true, vertical: true)

  /// The list sections of the core's description, recorded as its layout passes make them:
  /// what separators and swipe actions are answered from. A new one with each description,
  /// so a description being animated away records into its own.
  private(set) var listSections: ListSectionConfigurations

  /// `layout` shown at `size` with `itemCounts[s]` items in section `s`, with headless
  /// defaults: no safe area, no layout margins, left to right, no display scale, and the
  /// size classes iOS assigns a window of `size`.
  ///
  /// - Complexity: O(boundary items of `layout`'s configuration), to describe it to the
  ///   core.
  package init(layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int]) {
    self.layout = layout
    snapshotRevision = layout.revision
    let lists = ListSectionConfigurations()
    listSections = lists
    core = LayoutResolution.LayoutHost(
      layout: layout.makeCollectionLayout(recordingListsIn: lists), size: LayoutSize(size),
      itemCounts: itemCounts)
    assignSizeClasses()
    layout.take(self)
    // The layout shown decides the offset after each change (rule 21b). Weak: the core can
    // outlive the binding.
    core.contentOffsetAnchoring = .custom { [weak self] proposed in
      guard let self else { return proposed }
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

  /// Shows `layout`, animated from the one shown when `animation` is given (rule 21d).
  ///
  /// - Complexity: O(boundary items of its configuration), to describe it to the core; the
  ///   next query lays it out, and an animation adds O(e) for the e elements shown before
  ///   and visible after.
  package func show(_ layout: UICollectionViewLayout, animation: TransitionTiming? = nil) {
    if layout !== self.layout {
      self.layout.release(self)
      self.layout = layout
      layout.take(self)
    }
    describe(animation: animation)
  }

  /// Takes a new description if the layout changed since the last one (a new
  /// configuration, a registered decoration kind), lays it out if needed, and puts the rows
  /// the core has not scrolled yet where they rest before any scroll (rule 20).
  ///
  /// - Complexity: O(1) when nothing changed; O(sections) after a change of the solved
  ///   layout, plus the layout pass when the layout was invalidated.
  package func synchronize() {
    if layout.revision != snapshotRevision { describe() }
    _ = core.solvedLayout
    guard core.revision != restedRevision else { return }
    core.placeNewRowsAtRest()
    restedRevision = core.revision
  }

  /// Gives the core a new description of ``layout``.
  private func describe(animation: TransitionTiming? = nil) {
    snapshotRevision = layout.revision
    listSections = ListSectionConfigurations()
    let description = layout.makeCollectionLayout(recordingListsIn: listSections)
    if let animation {
      core.setLayout(description, animation: animation)
    } else {
      core.layout = description
    }
  }

  // MARK: - Geometry

  /// The container's size; the size classes follow it (rule 32).
  package var size: CGSize {
    get { CGSize(core.size) }
    set {
      core.size = LayoutSize(newValue)
      assignSizeClasses()
    }
  }

  /// The traits, with the size classes the caller set overriding those of the size, and
  /// the safe area and layout margins kept on their physical sides.
  package var traitCollection: UITraitCollection {
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

  /// The safe-area insets, by physical side.
  package var safeAreaInsets: UIEdgeInsets {
    get { UIEdgeInsets(core.referenceInsets.safeArea, direction: core.traits.readingDirection) }
    set { setReferenceInsets(safeArea: newValue, layoutMargins: layoutMargins) }
  }

  /// The layout margins, by physical side, measured from the safe area.
  package var layoutMargins: UIEdgeInsets {
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

  /// Gives the core `traits` (its own by default) with the size classes iOS would assign
  /// the size where the caller left them unspecified.
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
}
#endif
