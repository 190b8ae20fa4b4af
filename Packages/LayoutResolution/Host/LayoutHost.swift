import LayoutGeometry

/// A headless stand-in for `UICollectionView`: it owns a layout, a bounds size, a scroll
/// offset, the item counts per section, insets and traits, and answers layout queries.
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
    didSet { if size != oldValue { invalidateLayout() } }
  }
  /// The number of items in each section; the count of the array is the section count.
  public var itemCounts: [Int] {
    didSet { if itemCounts != oldValue { invalidateLayout() } }
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

  /// How many times the host has solved its layout, for checking that scrolling does not.
  public private(set) var layoutPassCount = 0

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
    let fresh = LayoutSolver.solve(
      layout, size: size, itemCounts: itemCounts, traits: traits,
      referenceInsets: referenceInsets)
    solved = fresh
    layoutPassCount += 1
    return fresh
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
    solvedLayout.attributesForItem(at: indexPath)
  }

  /// The attributes of every element intersecting `rect`, pinned items placed for the
  /// current ``contentOffset``.
  ///
  /// - Complexity: O(log sections + returned elements) once solved.
  public func attributesForElements(in rect: LayoutRect) -> [LayoutAttributes] {
    solvedLayout.attributesForElements(in: rect, contentOffset: contentOffset)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, pinned items placed
  /// for the current ``contentOffset``; see
  /// ``SolvedLayout/attributesForSupplementaryElement(ofKind:at:contentOffset:)``.
  public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForSupplementaryElement(
      ofKind: kind, at: indexPath, contentOffset: contentOffset)
  }

  /// The attributes of the decoration view of `kind` at `indexPath`.
  public func attributesForDecorationElement(ofKind kind: String, at indexPath: LayoutIndexPath)
    -> LayoutAttributes?
  {
    solvedLayout.attributesForDecorationElement(ofKind: kind, at: indexPath)
  }

  /// The attributes of every element in the visible rect.
  public var visibleAttributes: [LayoutAttributes] {
    attributesForElements(in: visibleRect)
  }
}
