import LayoutGeometry
import LayoutResolution

/// The boundary supplementary items of a section or of the whole layout, sized and split
/// into positions along and across the scroll axis (rules 14–16 and the team's decisions).
///
/// Along the scroll axis a start item that extends the boundary sits before the content
/// area and grows its owner by its length (items on one edge grow it by the longest); one
/// that does not sits just inside the content area; a centred one is centred on the content
/// area. Across it, items sit at the start, centre or end of their span. Then
/// `absoluteOffset` moves them.
struct ReferenceBoundaryItems {
  /// A position along one axis.
  enum Position {
    case start, center, end
  }

  /// One item with its size and positions.
  struct Sized {
    var item: LayoutBoundarySupplementaryItem
    var size: LayoutSize
    var main: Position
    var cross: Position
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
      let (horizontal, vertical) = Self.positions(item.alignment)
      var size = LayoutSize(
        width: Self.length(item.size.width, in: container),
        height: Self.length(item.size.height, in: container))
      if let measured = measuredSizes[item.elementKind], measured.isFinite, measured.width >= 0,
        measured.height >= 0
      {
        if item.size.width.isEstimated { size.width = measured.width }
        if item.size.height.isEstimated { size.height = measured.height }
      }
      return scrollAxis == .vertical
        ? Sized(item: item, size: size, main: vertical, cross: horizontal)
        : Sized(item: item, size: size, main: horizontal, cross: vertical)
    }
  }

  /// The first validation error among `items`, reported for `section`: an invalid
  /// dimension (width first), then a non-finite offset (x first).
  static func validationError(of item: LayoutBoundarySupplementaryItem, section: Int)
    -> LayoutError?
  {
    for dimension in [item.size.width, item.size.height] {
      let number: Double
      switch dimension {
      case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
        .estimated(let value), .uniformAcrossSiblings(estimate: let value):
        number = value
      }
      if !number.isFinite || number < 0 {
        return .invalidDimension(section: section, dimension: dimension)
      }
    }
    for value in [item.absoluteOffset.x, item.absoluteOffset.y] where !value.isFinite {
      return .invalidSpacing(section: section, value: value)
    }
    return nil
  }

  /// How far the items extend their owner before its content.
  var startExtension: Double { extensionLength(at: .start) }
  /// How far the items extend their owner after its content.
  var endExtension: Double { extensionLength(at: .end) }

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
      let extends = sized.item.extendsBoundary
      let main: Double
      switch sized.main {
      case .start: main = extends ? contentStart - length : contentStart
      case .end: main = extends ? contentEnd : contentEnd - length
      case .center: main = contentStart + (contentEnd - contentStart - length) / 2
      }
      let cross: Double
      switch sized.cross {
      case .start: cross = spanStart
      case .center: cross = spanStart + (spanLength - width) / 2
      case .end: cross = spanStart + spanLength - width
      }
      let origin = LayoutPoint(main: main, cross: cross, along: scrollAxis)
      let frame = LayoutRect(
        x: origin.x + sized.item.absoluteOffset.x, y: origin.y + sized.item.absoluteOffset.y,
        width: sized.size.width, height: sized.size.height)
      var pin: ReferenceElement.Pin?
      if sized.item.pinToVisibleBounds, sized.main != .center {
        pin = ReferenceElement.Pin(
          sticksToStart: sized.main == .start, low: pinLimits.low, high: pinLimits.high)
      }
      return ReferenceElement(
        indexPath: LayoutIndexPath(item: 0, section: section), category: .supplementaryView,
        kind: sized.item.elementKind, frame: frame, zIndex: sized.item.zIndex, pin: pin)
    }
  }

  private func extensionLength(at position: Position) -> Double {
    items.filter { $0.main == position && $0.item.extendsBoundary }
      .map { $0.size.length(along: scrollAxis) }.max() ?? 0
  }

  /// The (horizontal, vertical) positions an alignment names.
  private static func positions(_ alignment: LayoutRectAlignment) -> (Position, Position) {
    switch alignment {
    case .none: (.center, .center)
    case .top: (.center, .start)
    case .topLeading: (.start, .start)
    case .leading: (.start, .center)
    case .bottomLeading: (.start, .end)
    case .bottom: (.center, .end)
    case .bottomTrailing: (.end, .end)
    case .trailing: (.end, .center)
    case .topTrailing: (.end, .start)
    }
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
