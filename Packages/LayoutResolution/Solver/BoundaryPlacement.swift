import LayoutGeometry

/// Places boundary supplementary items around a content area (rules 14–16).
///
/// An alignment names a horizontal and a vertical position (start, centre or end). Along
/// the scroll axis a start item is a header, an end item a footer:
/// - one that `extendsBoundary` sits just outside the content area and grows the owner by
///   its length (items on the same edge do not stack: the edge grows by the longest);
/// - one that does not sits just inside the content area, over the content;
/// - a centred one is centred on the content area and never grows it.
///
/// Across the scroll axis the item is placed at the start, centre or end of the span it
/// belongs to (decided). `absoluteOffset` then moves it. Pinning (`pinToVisibleBounds`)
/// applies to start and end items only.
struct BoundaryPlacement {
  /// A position along one axis.
  enum Position: Hashable, Sendable {
    case start, center, end
  }

  /// An item with its size resolved and its alignment split by axis.
  struct Resolved: Sendable {
    var item: LayoutBoundarySupplementaryItem
    var size: LayoutSize
    var main: Position
    var cross: Position
    /// The size last measured for the item, if any.
    var measured: LayoutSize?
  }

  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis
  /// The resolved items.
  private(set) var items: [Resolved]

  /// Resolves `items` (already validated) against a container of `mainLength` along the
  /// scroll axis and the span's `crossLength` across it.
  init(
    _ items: [LayoutBoundarySupplementaryItem], scrollAxis: LayoutAxis, mainLength: Double,
    crossLength: Double
  ) {
    self.scrollAxis = scrollAxis
    let container = LayoutSize(main: mainLength, cross: crossLength, along: scrollAxis)
    var resolved: [Resolved] = []
    for item in items {
      let (horizontal, vertical) = Self.positions(of: item.alignment)
      resolved.append(
        Resolved(
          item: item, size: item.size.resolved(in: container),
          main: scrollAxis == .vertical ? vertical : horizontal,
          cross: scrollAxis == .vertical ? horizontal : vertical))
    }
    self.items = resolved
  }

  /// Whether measuring the item of `kind` at `size` changes it: as for cells, the item has
  /// an estimated dimension and `size` is not a repeat of its last measurement.
  func isChanged(byMeasuring kind: String, at size: LayoutSize) -> Bool {
    index(changedByMeasuring: kind, at: size) != nil
  }

  /// Gives the item of `kind` a measured `size` on its estimated dimensions, when that
  /// changes it (``isChanged(byMeasuring:at:)``).
  mutating func measure(kind: String, size: LayoutSize) {
    guard let index = index(changedByMeasuring: kind, at: size) else { return }
    let spec = items[index].item.size
    items[index].measured = size
    if spec.width.isEstimated { items[index].size.width = size.width }
    if spec.height.isEstimated { items[index].size.height = size.height }
  }

  /// The index of the item of `kind`, if measuring it at `size` changes it.
  private func index(changedByMeasuring kind: String, at size: LayoutSize) -> Int? {
    guard let index = items.firstIndex(where: { $0.item.elementKind == kind }) else {
      return nil
    }
    let spec = items[index].item.size
    guard spec.width.isEstimated || spec.height.isEstimated, items[index].measured != size else {
      return nil
    }
    return index
  }

  /// Whether the item of `kind` has an estimated dimension.
  func isSelfSizing(kind: String) -> Bool {
    items.contains {
      $0.item.elementKind == kind
        && ($0.item.size.width.isEstimated || $0.item.size.height.isEstimated)
    }
  }

  /// How far the items grow the owner before and after its content.
  var extensions: (start: Double, end: Double) {
    var start = 0.0
    var end = 0.0
    for resolved in items where resolved.item.extendsBoundary {
      let length = resolved.size.length(along: scrollAxis)
      switch resolved.main {
      case .start: start = max(start, length)
      case .end: end = max(end, length)
      case .center: break
      }
    }
    return (start, end)
  }

  /// The items placed around a content area spanning `content` along the scroll axis, in a
  /// span starting at `crossStart` of `crossLength` across it.
  func elements(content: Span, crossStart: Double, crossLength: Double)
    -> [SolvedSectionElement]
  {
    items.map { resolved in
      let length = resolved.size.length(along: scrollAxis)
      let extends = resolved.item.extendsBoundary
      let main: Double
      switch resolved.main {
      case .start: main = extends ? content.start - length : content.start
      case .end: main = extends ? content.end : content.end - length
      case .center: main = content.start + (content.length - length) / 2
      }
      let width = resolved.size.length(along: scrollAxis.cross)
      let cross: Double
      switch resolved.cross {
      case .start: cross = crossStart
      case .center: cross = crossStart + (crossLength - width) / 2
      case .end: cross = crossStart + crossLength - width
      }
      let offset = resolved.item.absoluteOffset
      let frame = LayoutRect(
        mainStart: main, mainLength: length, crossStart: cross, crossLength: width,
        along: scrollAxis
      ).offsetBy(dx: offset.x, dy: offset.y)
      var pin: SolvedSectionElement.Pin?
      if resolved.item.pinToVisibleBounds {
        pin = resolved.main == .start ? .start : resolved.main == .end ? .end : nil
      }
      return SolvedSectionElement(
        category: .supplementaryView, kind: resolved.item.elementKind, frame: frame,
        zIndex: resolved.item.zIndex, pin: pin)
    }
  }

  /// The horizontal and vertical positions an alignment names.
  static func positions(of alignment: LayoutRectAlignment) -> (Position, Position) {
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
}
