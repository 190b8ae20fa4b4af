import LayoutGeometry

/// A headless stand-in for `UICollectionView`: it owns a layout, a bounds size, a scroll
/// offset, the item counts per section, insets and traits, and answers layout queries.
///
/// Self-sizing (rule 21): report an element's measured size with
/// ``setPreferredSize(_:for:)``, or set ``preferredSizeProvider`` and the host asks it for
/// the visible self-sizing elements it has no size for. Measured sizes are kept across
/// layout passes, until the container's length across the scroll axis changes (content
/// reflows, so every size is stale) or a section's item count changes (that section's
/// sizes are dropped).
///
/// Changing the layout, size, item counts, insets or traits invalidates the solved layout;
/// the next query solves it again, calling the section provider for every section (as
/// UIKit does). Changing ``contentOffset`` solves nothing. The host is a reference type
/// confined to its caller, like UIKit's views; the ``solvedLayout`` it hands out is a
/// `Sendable` value.
public final class LayoutHost {
  /// The layout description; assigning one invalidates the solved layout.
  public var layout: CollectionLayout {
    didSet { invalidateLayout() }
  }
  /// The bounds size: the layout's container.
  public var size: LayoutSize {
    didSet {
      guard size != oldValue else { return }
      let across = layout.configuration.scrollDirection.cross
      if size.length(along: across) != oldValue.length(along: across) {
        preferredSizes.removeAll()
      }
      invalidateLayout()
    }
  }
  /// The number of items in each section; the count of the array is the section count.
  public var itemCounts: [Int] {
    didSet {
      guard itemCounts != oldValue else { return }
      preferredSizes = preferredSizes.filter { element, _ in
        let section = element.indexPath.section
        return itemCounts.indices.contains(section) && oldValue.indices.contains(section)
          && itemCounts[section] == oldValue[section]
      }
      invalidateLayout()
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
  /// The top-left corner of the visible rect in content coordinates; changing it solves
  /// nothing.
  public var contentOffset: LayoutPoint = .zero
  /// How far each orthogonal section's row is scrolled along its axis, by section (0 when
  /// absent); changing it solves nothing.
  public var rowOffsets: [Int: Double] = [:]

  /// How many times the host has solved its layout, for checking that scrolling does not.
  public private(set) var layoutPassCount = 0

  /// The measured sizes reported so far, by element; applied again after every pass.
  public private(set) var preferredSizes: [LayoutElementID: LayoutSize] = [:]

  /// Asked for the size of each visible self-sizing element the host has no measurement
  /// for (``measureVisibleElements(maximumRounds:)``); `nil` keeps the estimate. UIKit's counterpart is
  /// `preferredLayoutAttributesFitting(_:)` on the cell.
  public var preferredSizeProvider: ((LayoutAttributes) -> LayoutSize?)?

  /// Reported sizes that were not used, oldest first.
  public private(set) var measurementDiagnostics: [LayoutDiagnostic] = []

  /// The last layout pass: the solved layout and the section descriptions it came from;
  /// `nil` once invalidated.
  private var pass: LayoutPass?

  /// A host showing `layout` at `size` with `itemCounts[s]` items in section `s`.
  public init(
    layout: CollectionLayout, size: LayoutSize, itemCounts: [Int],
    traits: LayoutTraits = LayoutTraits(), referenceInsets: ReferenceInsets = ReferenceInsets()
  ) {
    self.layout = layout
    self.size = size
    self.itemCounts = itemCounts
    self.traits = traits
    self.referenceInsets = referenceInsets
  }

  /// Drops the solved layout; the next query solves it again.
  public func invalidateLayout() {
    pass = nil
  }

  /// The layout pass for the current state, solving it first if needed: one pass of the
  /// solver, then every stored measurement applied as one batch.
  private var currentPass: LayoutPass {
    if let pass { return pass }
    var fresh = LayoutSolver.pass(
      layout, size: size, itemCounts: itemCounts, traits: traits,
      referenceInsets: referenceInsets)
    _ = fresh.applyPreferredSizes(preferredSizes.map { ($0.key, $0.value) })
    pass = fresh
    layoutPassCount += 1
    return fresh
  }

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
  /// - Complexity: O(cells per group + log items + sections after the element's).
  @discardableResult
  public func setPreferredSize(_ size: LayoutSize, for element: LayoutElementID)
    -> MeasurementOutcome
  {
    apply([(element, size)]).first ?? .unknownElement
  }

  /// Applies measured sizes as one batch and records what became of each: the usable ones
  /// in ``preferredSizes``, the others in ``measurementDiagnostics``.
  private func apply(_ reports: [(element: LayoutElementID, size: LayoutSize)])
    -> [MeasurementOutcome]
  {
    var current = currentPass
    // Dropping the stored pass keeps `current` unique, so the update happens in place.
    pass = nil
    let outcomes = current.applyPreferredSizes(reports)
    pass = current
    for (report, outcome) in zip(reports, outcomes) {
      switch outcome {
      case .applied, .unchanged:
        preferredSizes[report.element] = report.size
      case .invalidSize, .unknownElement, .sizedBySection:
        measurementDiagnostics.append(
          .preferredSizeIgnored(element: report.element, size: report.size, outcome: outcome))
      }
    }
    return outcomes
  }

  /// Asks ``preferredSizeProvider`` for every visible self-sizing element without a
  /// measurement, applies the answers as one batch, and repeats while that brings new
  /// elements into view (at most `maximumRounds` times; none for a count below one).
  ///
  /// - Complexity: per round, O(visible elements) plus the provider's cost and one batch
  ///   of measurements.
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
      guard preferredSizes[element] == nil, current.isSelfSizing(element),
        asked.insert(element).inserted, let size = provider(attributes)
      else { continue }
      reports.append((element, size))
    }
    return reports
  }

  /// Everything that was adjusted: the solver's diagnostics, then the measurement ones.
  public var diagnostics: [LayoutDiagnostic] {
    solvedLayout.diagnostics + measurementDiagnostics
  }

  /// The environment the section provider receives.
  public var environment: LayoutEnvironment { solvedLayout.environment }

  /// The size of the scrollable content.
  public var contentSize: LayoutSize { solvedLayout.contentSize }

  /// The errors of the last layout pass, one per section that could not be laid out.
  public var errors: [LayoutError] { solvedLayout.errors }

  /// The rect currently visible: the content offset and the bounds size.
  public var visibleRect: LayoutRect { LayoutRect(origin: contentOffset, size: size) }

  /// The attributes of the cell at `indexPath`, or `nil` if there is none.
  ///
  /// - Complexity: O(1) once solved.
  public func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
    solvedLayout.attributesForItem(at: indexPath, rowOffsets: rowOffsets)
  }

  /// The attributes of every element intersecting `rect`, pinned items placed for the
  /// current ``contentOffset`` and orthogonal rows scrolled to ``rowOffsets``.
  ///
  /// - Complexity: O(log sections + returned elements) once solved.
  public func attributesForElements(in rect: LayoutRect) -> [LayoutAttributes] {
    solvedLayout.attributesForElements(
      in: rect, contentOffset: contentOffset, rowOffsets: rowOffsets)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, pinned items placed
  /// for the current ``contentOffset``; see
  /// ``SolvedLayout/attributesForSupplementaryElement(ofKind:at:contentOffset:rowOffsets:)``.
  public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForSupplementaryElement(
      ofKind: kind, at: indexPath, contentOffset: contentOffset, rowOffsets: rowOffsets)
  }

  /// The attributes of the decoration view of `kind` at `indexPath`.
  public func attributesForDecorationElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForDecorationElement(ofKind: kind, at: indexPath)
  }

  /// The attributes of every element in the visible rect, after measuring the visible
  /// self-sizing elements when a ``preferredSizeProvider`` is set, with each section's
  /// visible-items handler applied (rule 22).
  public var visibleAttributes: [LayoutAttributes] {
    measureVisibleElements()
    return currentPass.visibleAttributes(contentOffset: contentOffset, rowOffsets: rowOffsets)
  }
}
