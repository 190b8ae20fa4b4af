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
  /// for (``measureVisibleElements()``); `nil` keeps the estimate. UIKit's counterpart is
  /// `preferredLayoutAttributesFitting(_:)` on the cell.
  public var preferredSizeProvider: ((LayoutAttributes) -> LayoutSize?)?

  /// Reported sizes that were not used, oldest first.
  public private(set) var measurementDiagnostics: [LayoutDiagnostic] = []

  private var solved: SolvedLayout?

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
    solved = nil
  }

  /// The solved layout for the current state, solving it first if needed.
  ///
  /// - Complexity: O(1) when nothing changed since the last pass; otherwise one pass of
  ///   ``LayoutSolver/solve(_:size:itemCounts:traits:referenceInsets:)``.
  public var solvedLayout: SolvedLayout {
    if let solved { return solved }
    var fresh = LayoutSolver.solve(
      layout, size: size, itemCounts: itemCounts, traits: traits,
      referenceInsets: referenceInsets)
    for (element, size) in preferredSizes {
      _ = fresh.applyPreferredSize(size, to: element)
    }
    solved = fresh
    layoutPassCount += 1
    return fresh
  }

  /// Gives `element` its measured `size`; the element and everything after it move at
  /// once, without another layout pass. A size that cannot be used is recorded in
  /// ``measurementDiagnostics``.
  ///
  /// - Complexity: O(cells per group + log items + sections after the element's).
  @discardableResult
  public func setPreferredSize(_ size: LayoutSize, for element: LayoutElementID)
    -> MeasurementOutcome
  {
    var layout = solvedLayout
    // Dropping the stored copy keeps `layout` unique, so the update happens in place.
    solved = nil
    let outcome = layout.applyPreferredSize(size, to: element)
    solved = layout
    switch outcome {
    case .applied, .unchanged:
      preferredSizes[element] = size
    case .invalidSize, .unknownElement, .sizedBySection:
      measurementDiagnostics.append(
        .preferredSizeIgnored(element: element, size: size, outcome: outcome))
    }
    return outcome
  }

  /// Asks ``preferredSizeProvider`` for every visible self-sizing element without a
  /// measurement, applies the answers, and repeats while that brings new elements into
  /// view (at most `maximumRounds` times).
  public func measureVisibleElements(maximumRounds: Int = 8) {
    guard let provider = preferredSizeProvider else { return }
    var asked: Set<LayoutElementID> = []
    for _ in 0..<maximumRounds {
      var changed = false
      for attributes in solvedLayout.attributesForElements(
        in: visibleRect, contentOffset: contentOffset)
      {
        let element = attributes.elementID
        guard preferredSizes[element] == nil, solvedLayout.isSelfSizing(element),
          asked.insert(element).inserted, let size = provider(attributes)
        else { continue }
        if setPreferredSize(size, for: element) == .applied { changed = true }
      }
      if !changed { return }
    }
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
  /// ``SolvedLayout/attributesForSupplementaryElement(ofKind:at:contentOffset:)``.
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
  /// visible-items handler applied (``SolvedLayout/visibleAttributes(contentOffset:rowOffsets:)``).
  public var visibleAttributes: [LayoutAttributes] {
    measureVisibleElements()
    return solvedLayout.visibleAttributes(contentOffset: contentOffset, rowOffsets: rowOffsets)
  }
}
