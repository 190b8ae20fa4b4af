import LayoutGeometry
import LayoutResolution

/// The boundary supplementary items of a section or of the whole layout, sized and placed
/// around a content area (rules 14–16 and the team's decisions).
///
/// An alignment names edges of its owner (``LayoutRectAlignment/referenceEdges``); on each
/// axis those edges put the item at a fraction of the free room: 0 at the start, 1 at the
/// end, ½ in the middle (``LayoutEdges/referenceFraction(along:)``). Along the scroll axis
/// that fraction is taken of the content area, and an item that extends the boundary steps
/// out past the edge it names, growing its owner by its length (items on one edge grow it
/// by the longest); a centred item names no edge there, so it stays centred and grows
/// nothing. Across the scroll axis the fraction is taken of the item's span. Then
/// `absoluteOffset` moves it.
struct ReferenceBoundaryItems {
  /// One item with its size and where it sits on each axis.
  struct Sized {
    var item: LayoutBoundarySupplementaryItem
    var size: LayoutSize
    /// Along the scroll axis: 0 at the content's start (a header), 1 at its end (a
    /// footer), ½ centred.
    var main: Double
    /// Across the scroll axis: 0 at the span's start, 1 at its end, ½ centred.
    var cross: Double
  }

  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis
  /// The items, in declaration order.
  let items: [Sized]

  /// `items` sized against a container `mainLength` long along the scroll axis and
  /// `spanLength` across it, each taking the size measured for its kind in `measuredSizes`
  /// on its estimated dimensions (rule 21). The items must be valid.
  init(
    _ items: [LayoutBoundarySupplementaryItem], scrollAxis: LayoutAxis, mainLength: Double,
    spanLength: Double, measuredSizes: [String: LayoutSize] = [:]
  ) {
    self.scrollAxis = scrollAxis
    let container = LayoutSize(main: mainLength, cross: spanLength, along: scrollAxis)
    self.items = items.map { item in
      let edges = item.alignment.referenceEdges
      var size = LayoutSize(
        width: Self.length(item.size.width, in: container),
        height: Self.length(item.size.height, in: container))
      if let measured = measuredSizes[item.elementKind], measured.width >= 0,
        measured.width <= LayoutSection.maximumLength, measured.height >= 0,
        measured.height <= LayoutSection.maximumLength
      {
        if item.size.width.isEstimated { size.width = measured.width }
        if item.size.height.isEstimated { size.height = measured.height }
      }
      return Sized(
        item: item, size: size, main: edges.referenceFraction(along: scrollAxis),
        cross: edges.referenceFraction(along: scrollAxis.cross))
    }
  }

  /// Every rule `item`'s own values break, reported for `section`: each dimension that is
  /// negative or not finite, each coordinate of its offset that is not finite. Empty when
  /// the item can be placed. No order is implied: the spec orders none of these checks.
  static func violations(of item: LayoutBoundarySupplementaryItem, section: Int)
    -> [LayoutError]
  {
    var found: [LayoutError] = []
    for dimension in [item.size.width, item.size.height] {
      let number = dimension.value
      if !(number >= 0 && number <= LayoutSection.maximumLength) {
        found.append(.invalidDimension(section: section, dimension: dimension))
      }
    }
    for value in [item.absoluteOffset.x, item.absoluteOffset.y]
    where !(abs(value) <= LayoutSection.maximumLength) {
      found.append(.invalidSpacing(section: section, value: value))
    }
    return found
  }

  /// How far the items extend their owner before its content.
  var startExtension: Double { extensionLength(atFraction: 0) }
  /// How far the items extend their owner after its content.
  var endExtension: Double { extensionLength(atFraction: 1) }

  /// The items placed around a content area from `contentStart` to `contentEnd` along the
  /// scroll axis (absolute), in a span from `spanStart`, `spanLength` long, across it;
  /// pinned ones are limited to `pinLimits` (absolute).
  func elements(
    section: Int, contentStart: Double, contentEnd: Double, spanStart: Double,
    spanLength: Double, pinLimits: (low: Double, high: Double)
  ) -> [ReferenceElement] {
    items.map { sized in
      let length = sized.size.length(along: scrollAxis)
      let width = sized.size.length(along: scrollAxis.cross)
      // Inside the content area, `main` of the way from its start to its end…
      var main = contentStart + sized.main * (contentEnd - contentStart - length)
      // …and one that extends the boundary steps out past the edge it names: by its length
      // before the start, or after the end. A centred item (½) names no edge and stays.
      if sized.item.extendsBoundary { main += (2 * sized.main - 1) * length }
      let cross = spanStart + sized.cross * (spanLength - width)
      let origin = LayoutPoint(main: main, cross: cross, along: scrollAxis)
      let frame = LayoutRect(
        x: origin.x + sized.item.absoluteOffset.x, y: origin.y + sized.item.absoluteOffset.y,
        width: sized.size.width, height: sized.size.height)
      var pin: ReferenceElement.Pin?
      // Only an item on an edge pins: a header to the visible start, a footer to its end.
      if sized.item.pinToVisibleBounds, sized.main != 0.5 {
        pin = ReferenceElement.Pin(
          sticksToStart: sized.main == 0, low: pinLimits.low, high: pinLimits.high)
      }
      return ReferenceElement(
        indexPath: LayoutIndexPath(item: 0, section: section), category: .supplementaryView,
        kind: sized.item.elementKind, frame: frame, zIndex: sized.item.zIndex, pin: pin)
    }
  }

  /// The longest extending item at `fraction` along the scroll axis (0 or 1).
  private func extensionLength(atFraction fraction: Double) -> Double {
    items.filter { $0.main == fraction && $0.item.extendsBoundary }
      .map { $0.size.length(along: scrollAxis) }.max() ?? 0
  }

  private static func length(_ dimension: LayoutDimension, in container: LayoutSize) -> Double {
    switch dimension {
    case .fractionalWidth(let fraction): fraction * container.width
    case .fractionalHeight(let fraction): fraction * container.height
    case .absolute(let points), .estimated(let points),
      .uniformAcrossSiblings(estimate: let points):
      points
    }
  }
}
