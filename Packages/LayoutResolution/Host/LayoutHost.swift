import LayoutGeometry

/// A headless stand-in for `UICollectionView`: it owns a layout, a bounds size, a scroll
/// offset, the item counts per section, insets and traits, and answers layout queries.
///
/// Self-sizing (rule 21): report an element's measured size with
/// ``setPreferredSize(_:for:)``, or set ``preferredSizeProvider`` and the host asks it for
/// the visible self-sizing elements it has no size for. Measured sizes belong to their items
/// (rule 21a): they are kept across layout passes, follow their items through
/// ``performBatchUpdates(_:itemCounts:)``, and after a resize those measured at a length
/// across the scroll axis their items no longer have stand as estimates until measured again.
///
/// Changing the layout, size, item counts, insets or traits invalidates the solved layout;
/// the next query solves it again, calling the section provider for every section (as
/// UIKit does). A batch update solves only the sections it touches. Changing
/// ``contentOffset`` solves nothing. The host is a reference type
/// confined to its caller, like UIKit's views; the ``solvedLayout`` it hands out is a
/// `Sendable` value.
///
/// For `layout`, a grid of five 75 pt squares per row at this width:
///
/// ```swift
/// let host = LayoutHost(
///   layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [100])
/// host.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame  // (150, 75, 75, 75)
/// host.contentOffset = LayoutPoint(x: 0, y: 300)  // solves nothing
/// host.visibleAttributes.count                    // 55
/// ```
public final class LayoutHost {
  /// The layout description; assigning one invalidates the solved layout.
  public var layout: CollectionLayout {
    didSet { invalidateLayout() }
  }
  /// The bounds size: the layout's container. A new size invalidates the solved layout;
  /// measured sizes are kept, and those measured at a length across the scroll axis their
  /// items no longer have are measured again when they show (rule 21a).
  public var size: LayoutSize {
    didSet { if size != oldValue { invalidateLayout() } }
  }
  /// The number of items in each section; the count of the array is the section count.
  ///
  /// Setting it is `reloadData()`: the next query solves every section, and the measured
  /// sizes of sections whose count changed are dropped, since nothing says which items
  /// went where; for the same reason nothing stays selected or moving (rule 29).
  /// ``performBatchUpdates(_:itemCounts:)`` says it, and keeps them.
  ///
  /// - Complexity: Setting it is O(sections): the counts are compared.
  public var itemCounts: [Int] {
    get { counts }
    set {
      guard newValue != counts else { return }
      // Index paths no longer name the same items: only the range's ends are kept.
      let anchor = captureAnchor(keepingItems: false) ?? pendingAnchor ?? .unchanged
      counts = newValue
      forgetItemState()
      isValid = false
      transition = nil
      pendingAnchor = ContentAnchor(
        candidates: [], wasAtStart: anchor.wasAtStart, wasAtEnd: anchor.wasAtEnd)
    }
  }
  /// The host's traits: reading direction, display scale, size classes.
  public var traits: LayoutTraits {
    didSet { if traits != oldValue { invalidateLayout() } }
  }
  /// The safe-area and layout-margin insets that content insets references measure from.
  public var referenceInsets: ReferenceInsets {
    didSet { if referenceInsets != oldValue { invalidateLayout() } }
  }
  /// The top-left corner of the visible rect in content coordinates; setting it solves
  /// nothing, and the value set is kept as is, even outside the scroll range (as a
  /// scroll view's is while it bounces). A point that is not finite is refused: the offset
  /// stays as it was (UIKit raises for a NaN position).
  ///
  /// The host moves it itself so that what the user sees stays in place when content
  /// changes under it: after a batch update, a measurement, or a new size, layout, traits or
  /// insets, following ``contentOffsetAnchoring``, then clamped to the scroll range. A new
  /// host starts at the start of its range. Reading it after such a change solves the
  /// layout, as UIKit's `layoutIfNeeded()` would.
  public var contentOffset: LayoutPoint {
    get {
      if pendingAnchor != nil { _ = currentPass }
      return storedOffset
    }
    set {
      guard newValue.isFinite else { return }
      pendingAnchor = nil
      storedOffset = newValue
    }
  }
  /// Extra room around the content that the scroll range honours (UIKit's
  /// `contentInset`); it does not change the layout. Changing it keeps the visible content
  /// in place. Insets that are not finite are refused: they stay as they were.
  public var contentInset: LayoutInsets = .zero {
    didSet {
      guard contentInset.isFinite else {
        contentInset = oldValue
        return
      }
      if contentInset != oldValue { scrollRangeDidChange() }
    }
  }
  /// Whether the safe area along the scroll axis adds to the scroll range's insets (UIKit's
  /// `contentInsetAdjustmentBehavior` left automatic); see ``adjustedContentInset``.
  public var adjustsContentInsetForSafeArea = true {
    didSet { if adjustsContentInsetForSafeArea != oldValue { scrollRangeDidChange() } }
  }
  /// How the host keeps the visible content in place through changes; UIKit's by default.
  public var contentOffsetAnchoring: ContentOffsetAnchoring = .automatic
  /// The transition running, from an animated change, until ``advanceTransition(by:)``
  /// reaches its end; a change without animation ends it.
  public internal(set) var transition: LayoutTransition?
  /// How far ``transition`` has run, in seconds.
  public internal(set) var transitionTime = 0.0
  /// How elements appear and disappear in the transitions the host makes.
  public var transitionOverrides = TransitionOverrides()
  /// How far each orthogonal section's row is scrolled along its axis, by section (0 when
  /// absent); changing it solves nothing. An offset that is not finite is refused: that
  /// row keeps the offset it had. `placeNewRowsAtRest()` gives a row that rests elsewhere
  /// before anything scrolls it its ``OrthogonalRow/restingStart``.
  ///
  /// - Complexity: Setting it is O(rows): their offsets are checked.
  public var rowOffsets: [Int: Double] = [:] {
    didSet {
      for (section, offset) in rowOffsets where !offset.isFinite {
        rowOffsets[section] = oldValue[section]
      }
    }
  }

  /// How many times the host has solved its whole layout, for checking that scrolling and
  /// updates do not (an update solves only the sections it touches).
  public private(set) var layoutPassCount = 0
  /// Changes whenever the solved layout does: a layout pass, a batch update or a measurement
  /// that moved something. Scrolling leaves it alone.
  public internal(set) var revision = 0

  /// Asked for the size of each visible self-sizing element the host has no measurement
  /// for, or a stale one (``measureVisibleElements(maximumRounds:)``); `nil` keeps the
  /// estimate. UIKit's counterpart is `preferredLayoutAttributesFitting(_:)` on the cell.
  public var preferredSizeProvider: ((LayoutAttributes) -> LayoutSize?)?

  /// Reported sizes that were not used, oldest first.
  public internal(set) var measurementDiagnostics: [LayoutDiagnostic] = []

  /// The item counts shown.
  var counts: [Int]
  /// The last layout pass: the solved layout and the section descriptions it came from. It
  /// outlives an invalidation, because the measured sizes it holds carry over to the next.
  var pass: LayoutPass?
  /// What the last pass was solved with, for solving sections again on their own.
  var context: PassContext?
  /// Whether ``pass`` describes the current state.
  var isValid = false
  /// The content offset.
  var storedOffset: LayoutPoint = .zero
  /// What to put back once the layout is solved again; a new host starts at the start.
  var pendingAnchor: ContentAnchor? = .start
  /// The adjusted content insets the offset was last placed with.
  var rangeInsets: LayoutInsets = .zero
  /// The selected and highlighted items and the selection switches (``selection``).
  var selectionState = LayoutSelection()
  /// The interactive movement in progress, or `nil` (``interactiveMovement``).
  var movementSession: MovementSession?
  /// How many times the host has searched the visible content for the cells to keep in
  /// place through a change, for checking that only changes search (as
  /// ``layoutPassCount`` does for layout passes).
  package internal(set) var anchorSearchCount = 0

  /// A host showing `layout` at `size` with `itemCounts[s]` items in section `s`.
  ///
  /// Nothing is solved until the first query. For `layout`, a grid of five 75 pt squares per
  /// row at this width:
  ///
  /// ```swift
  /// let host = LayoutHost(
  ///   layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [100, 20],
  ///   traits: LayoutTraits(displayScale: 3))
  /// host.contentSize  // 375 × 1800: 20 rows, then 4
  /// ```
  public init(
    layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) {
    self.layout = layout
    self.size = size
    self.counts = itemCounts
    self.traits = traits
    self.referenceInsets = referenceInsets
  }

  /// Marks the solved layout out of date: the next query solves every section again, asking
  /// every provider, as UIKit's `invalidateLayout()` does. Measured sizes are kept, and so is
  /// what the user sees (``contentOffset``); a running ``transition`` ends.
  public func invalidateLayout() {
    if pendingAnchor == nil { pendingAnchor = captureAnchor() ?? .unchanged }
    isValid = false
    transition = nil
  }

  /// The layout pass for the current state, solving it first if needed: one pass of the
  /// solver, then the measured sizes of the last pass carried over.
  var currentPass: LayoutPass {
    if isValid, let pass { return pass }
    let context = PassContext(
      layout: layout, size: size, traits: traits, referenceInsets: referenceInsets)
    var fresh = context.pass(of: layout, itemCounts: counts)
    if let old = pass.take() { fresh.takeMeasurements(of: old) }
    fresh.layout.pinningInsets = adjustedContentInset
    pass = fresh
    self.context = context
    isValid = true
    layoutPassCount += 1
    revision += 1
    if let anchor = pendingAnchor.take() { restore(anchor, mapping: { $0 }) }
    return fresh
  }

  /// Gives each orthogonal row without an offset the one it rests at before anything scrolls
  /// it, where that is not its leading edge: a `.groupPagingCentered` row's first group
  /// centred (rule 20). A view calls it when it lays out, so that a row it shows for the first
  /// time rests as UIKit's does.
  ///
  /// - Complexity: O(sections), after a layout pass when the layout was invalidated.
  package func placeNewRowsAtRest() {
    let layout = solvedLayout
    for section in layout.orthogonalSections where rowOffsets[section] == nil {
      guard let row = layout.orthogonalRow(inSection: section), row.restingStart != 0 else {
        continue
      }
      rowOffsets[section] = row.restingStart
    }
  }

  /// The measured sizes the host keeps, by element: cells by index path, section boundary
  /// items at item 0 of their section. They follow their items through
  /// ``performBatchUpdates(_:itemCounts:)``.
  ///
  /// - Complexity: O(sections + measured sizes).
  public var preferredSizes: [LayoutElementID: LayoutSize] { pass?.measuredSizes ?? [:] }

  /// The solved layout for the current state, solving it first if needed.
  ///
  /// - Complexity: O(1) when nothing changed since the last pass; otherwise one pass of
  ///   ``LayoutSolver/solve(_:size:itemCounts:traits:referenceInsets:)`` plus the stored
  ///   measurements, applied as one batch.
  public var solvedLayout: SolvedLayout { currentPass.layout }

  /// Gives `element` its measured `size`; the element and everything after it move at
  /// once, without another layout pass. A size that cannot be used is recorded in
  /// ``measurementDiagnostics``.
  ///
  /// ```swift
  /// host.setPreferredSize(LayoutSize(width: 375, height: 88),
  ///                       for: .cell(at: LayoutIndexPath(item: 3, section: 0)))
  /// ```
  ///
  /// - Complexity: O(c + log g + b + log s) for c cells per group, g groups and b boundary
  ///   items and decorations in the element's section, and s sections. The first cell
  ///   measured in a section also builds that section's stride tree, O(g) (O(1) beyond
  ///   4,194,304 groups); a `uniformAcrossSiblings` group rescans its measured instances. A
  ///   size that changes the layout first searches the viewport's leading edge for the cells
  ///   to keep in place (at most eight searches of 4,096 elements). A layout pass comes first
  ///   when the layout was invalidated.
  @discardableResult
  public func setPreferredSize(_ size: LayoutSize, for element: LayoutElementID)
    -> MeasurementOutcome
  {
    apply([(element, size)]).first ?? .unknownElement
  }

  /// Applies measured sizes as one batch and records the ones that could not be used in
  /// ``measurementDiagnostics``.
  private func apply(_ reports: [(element: LayoutElementID, size: LayoutSize)])
    -> [MeasurementOutcome]
  {
    // Only a batch that changes something searches for the cells to keep in place: a
    // refused or repeated measurement cost that search at every call (found by FuzzLayout:
    // 24 searches of 4,096 elements, for sizes of an element that does not exist).
    let anchor = changesLayout(reports) ? captureAnchor() : nil
    // Taking the stored pass keeps `current` unique, so the update happens in place.
    guard var current = pass.take() else { return [] }
    let outcomes = current.applyPreferredSizes(reports)
    pass = current
    if outcomes.contains(.applied) {
      revision += 1
      if let anchor { restore(anchor, mapping: { $0 }) }
    }
    for (report, outcome) in zip(reports, outcomes) {
      switch outcome {
      case .applied, .unchanged:
        continue
      case .invalidSize, .unknownElement, .sizedBySection:
        measurementDiagnostics.append(
          .preferredSizeIgnored(element: report.element, size: report.size, outcome: outcome))
      }
    }
    return outcomes
  }

  /// Whether any of `reports` changes the solved layout, solving it first if needed.
  private func changesLayout(_ reports: [(element: LayoutElementID, size: LayoutSize)]) -> Bool {
    let solved = currentPass.layout
    return reports.contains {
      solved.outcomeWithoutChange(measuring: $0.element, at: $0.size) == nil
    }
  }

  /// Asks ``preferredSizeProvider`` for every visible self-sizing element without a
  /// measurement, applies the answers as one batch, and repeats while that brings new
  /// elements into view (at most `maximumRounds` times; none for a count below one).
  ///
  /// - Complexity: per round, one query of the visible rect (O(log sections per visible
  ///   section + visible elements)), the provider's cost for each unmeasured self-sizing
  ///   element in view, and one batch of m answers touching r group instances in c sections:
  ///   O(m + r · (cells per group + log groups) + c · (boundary items + log sections)).
  public func measureVisibleElements(maximumRounds: Int = 8) {
    guard let provider = preferredSizeProvider else { return }
    var asked: Set<LayoutElementID> = []
    for _ in 0..<max(0, maximumRounds) {
      let reports = visibleUnmeasuredSizes(from: provider, skipping: &asked)
      guard apply(reports).contains(.applied) else { return }
    }
  }

  /// What `provider` answers for the visible self-sizing elements that have no measurement
  /// and were not asked before.
  private func visibleUnmeasuredSizes(
    from provider: (LayoutAttributes) -> LayoutSize?, skipping asked: inout Set<LayoutElementID>
  ) -> [(element: LayoutElementID, size: LayoutSize)] {
    let current = currentPass
    var reports: [(element: LayoutElementID, size: LayoutSize)] = []
    for attributes in current.layout.attributesForElements(
      in: visibleRect, contentOffset: contentOffset)
    {
      let element = attributes.elementID
      guard current.needsMeasurement(element), asked.insert(element).inserted,
        let size = provider(attributes)
      else { continue }
      reports.append((element, size))
    }
    return reports
  }

  /// Everything that was adjusted: the solver's diagnostics, then the measurement ones.
  ///
  /// - Complexity: O(diagnostics), plus a layout pass when the layout was invalidated.
  public var diagnostics: [LayoutDiagnostic] {
    solvedLayout.diagnostics + measurementDiagnostics
  }

  /// The environment the section provider receives.
  ///
  /// - Complexity: That of ``solvedLayout``: O(1) unless the layout must be solved again.
  public var environment: LayoutEnvironment { solvedLayout.environment }

  /// The size of the scrollable content.
  ///
  /// - Complexity: That of ``solvedLayout``: O(1) unless the layout must be solved again.
  public var contentSize: LayoutSize { solvedLayout.contentSize }

  /// The errors of the last layout pass, one per section that could not be laid out.
  ///
  /// - Complexity: That of ``solvedLayout``: O(1) unless the layout must be solved again.
  public var errors: [LayoutError] { solvedLayout.errors }

  /// The rect currently visible: the content offset and the bounds size.
  public var visibleRect: LayoutRect { LayoutRect(origin: contentOffset, size: size) }

  /// The attributes of the cell at `indexPath`, or `nil` if there is none.
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes,
  ///   once solved.
  public func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
    solvedLayout.attributesForItem(at: indexPath, rowOffsets: rowOffsets)
  }

  /// The attributes of every element intersecting `rect`, pinned items placed for the
  /// current ``contentOffset`` and orthogonal rows scrolled to ``rowOffsets``.
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements) once
  ///   solved; see ``SolvedLayout/attributesForElements(in:contentOffset:rowOffsets:)``.
  public func attributesForElements(in rect: LayoutRect) -> [LayoutAttributes] {
    solvedLayout.attributesForElements(
      in: rect, contentOffset: contentOffset, rowOffsets: rowOffsets)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, pinned items placed
  /// for the current ``contentOffset``; see
  /// ``SolvedLayout/attributesForSupplementaryElement(ofKind:at:contentOffset:rowOffsets:)``.
  ///
  /// - Complexity: O(b + a + log sections) once solved, for b boundary items and decorations
  ///   of the section and a anchored items per group, plus O(log groups) in a section with
  ///   measured sizes.
  public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForSupplementaryElement(
      ofKind: kind, at: indexPath, contentOffset: contentOffset, rowOffsets: rowOffsets)
  }

  /// The attributes of the decoration view of `kind` at `indexPath`.
  ///
  /// - Complexity: O(b + log sections) once solved, for b boundary items and decorations of
  ///   the section.
  public func attributesForDecorationElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForDecorationElement(ofKind: kind, at: indexPath)
  }

  /// The attributes of every element in the visible rect, after measuring the visible
  /// self-sizing elements when a ``preferredSizeProvider`` is set, with each section's
  /// visible-items handler applied (rule 22).
  ///
  /// - Complexity: that of ``measureVisibleElements(maximumRounds:)`` when a
  ///   ``preferredSizeProvider`` is set, then O(log sections per visible section + visible
  ///   elements) plus the visible-items handlers' own cost.
  public var visibleAttributes: [LayoutAttributes] {
    measureVisibleElements()
    return showingMovingItem(
      currentPass.visibleAttributes(contentOffset: contentOffset, rowOffsets: rowOffsets))
  }
}
