import LayoutGeometry
import LayoutResolution

/// Masonry: each item goes to the shortest column (ties to the leftmost), which then grows
/// by the item's height plus spacing — something UIKit has no built-in for.
///
/// The whole section is one custom group (rule 11), so the provider needs the section's
/// item count, and a section holds at most ``maximumItemCount`` items (the solver's
/// cells-per-group limit; more is reported as `LayoutError.tooManySubitems` before any
/// frame is computed). Item heights come from a closure by item index. Column width:
/// `(W − (columns − 1) · spacing) / columns`, with at most ``maximumColumns`` columns.
public struct WaterfallSectionProvider: SectionProvider {
  /// How columns are chosen.
  public enum Columns: Sendable, Hashable {
    /// A fixed number of columns.
    case count(Int)
    /// As many columns as fit at this minimum width (the adaptive grid's rule).
    case minimumWidth(Double)

    /// Whether both are the same count, or the same width, a NaN matching any NaN (so
    /// `==` is reflexive) and −0 matching 0.
    public static func == (lhs: Columns, rhs: Columns) -> Bool {
      switch (lhs, rhs) {
      case (.count(let count), .count(let other)): count == other
      case (.minimumWidth(let width), .minimumWidth(let other)): width.isSameValue(as: other)
      case (.count, _), (.minimumWidth, _): false
      }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .count(let count): hasher.combine(count)
      case .minimumWidth(let width): hasher.combine(width.sameValueHash)
      }
    }
  }

  /// How columns are chosen.
  public var columns: Columns
  /// Space between columns and between items of a column.
  public var spacing: Double
  /// Space around the section.
  public var insets: LayoutDirectionalInsets
  /// The height of the item at an index, in points. Called for every item of the section on
  /// every layout pass: keep it O(1).
  public var itemHeight: (Int) -> Double

  /// The most items a waterfall section holds: 10,000, the solver's limit on the cells of
  /// one group.
  public static let maximumItemCount = 10_000
  /// The most columns a waterfall has: 10,000, since a section never fills more. A fixed
  /// count above it is ``SectionProviderError/invalidParameter(provider:name:value:)``; a
  /// minimum width never asks for more.
  public static let maximumColumns = 10_000

  /// A waterfall with `columns`, item heights from `itemHeight`.
  public init(
    columns: Columns, spacing: Double = 8, insets: LayoutDirectionalInsets = .zero,
    itemHeight: @escaping (Int) -> Double
  ) {
    self.columns = columns
    self.spacing = spacing
    self.insets = insets
    self.itemHeight = itemHeight
  }

  /// `waterfall(n)` or `waterfall(≥ m)`.
  public var name: String {
    switch columns {
    case .count(let count): "waterfall(\(count))"
    case .minimumWidth(let width): "waterfall(≥\(width))"
    }
  }

  /// The column count at a section width of `width`.
  public func columnCount(forWidth width: Double) -> Int {
    switch columns {
    case .count(let count): count
    case .minimumWidth(let minimum):
      AdaptiveGridSectionProvider(minimumItemWidth: minimum, spacing: spacing)
        .columns(forWidth: width)
    }
  }

  /// Each item's frame in a section `width` wide, and the section's height: for the first
  /// ``maximumItemCount`` items at most, in at most ``maximumColumns`` columns (a count
  /// below one is taken as one).
  ///
  /// Only the columns the items reach are kept: item `i` can only land in one of the first
  /// `i + 1`, so memory follows the items, not the column count.
  ///
  /// - Complexity: O(items × log columns).
  public func frames(itemCount: Int, width: Double) -> (frames: [LayoutRect], height: Double) {
    let items = min(max(0, itemCount), Self.maximumItemCount)
    let count = min(max(1, columnCount(forWidth: width)), Self.maximumColumns)
    let columnWidth = max(0, (width - spacing * Double(count - 1)) / Double(count))
    var shortest = ColumnHeap(columns: min(count, max(1, items)))
    var frames: [LayoutRect] = []
    frames.reserveCapacity(items)
    for item in 0..<items {
      let column = shortest.top
      let height = itemHeight(item)
      frames.append(
        LayoutRect(
          x: Double(column.index) * (columnWidth + spacing), y: column.height,
          width: columnWidth, height: height))
      shortest.growTop(by: height + spacing)
    }
    // Columns no item reached stay at 0, as a scan of every column would see them.
    let tallest = count > shortest.count ? max(0, shortest.tallest) : shortest.tallest
    return (frames, items > 0 ? tallest - spacing : 0)
  }

  /// One custom group holding every item of the section.
  ///
  /// - Throws: ``SectionProviderError/invalidParameter(provider:name:value:)`` for fewer than
  ///   one column or more than ``maximumColumns``, a minimum column width that is not
  ///   positive and finite, or a spacing that is negative or not finite;
  ///   `LayoutError.tooManySubitems` for more than ``maximumItemCount`` items.
  /// - Complexity: that of ``frames(itemCount:width:)``.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validated()
    guard context.itemCount <= Self.maximumItemCount else {
      throw LayoutError.tooManySubitems(
        section: context.sectionIndex, limit: Self.maximumItemCount)
    }
    let placed = frames(
      itemCount: context.itemCount, width: context.sectionWidth(insets: insets))
    let group = LayoutGroup.custom(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(max(0, placed.height)))
    ) { _ in placed.frames.map { LayoutCustomGroupItem(frame: $0) } }
    return LayoutSection(group: group, contentInsets: insets)
  }
}

extension WaterfallSectionProvider {
  /// The provider, once its parameters are known to be usable: one to ``maximumColumns``
  /// columns or a positive, finite minimum column width, and a spacing that is finite and
  /// not negative.
  @discardableResult
  func validated() throws(SectionProviderError) -> WaterfallSectionProvider {
    switch columns {
    case .count(let count) where count < 1 || count > Self.maximumColumns:
      throw .invalidParameter(provider: "waterfall", name: "columns", value: Double(count))
    case .minimumWidth(let width) where !(width.isFinite && width > 0):
      throw .invalidParameter(provider: "waterfall", name: "minimumColumnWidth", value: width)
    default: break
    }
    try validateLength(spacing, provider: "waterfall", name: "spacing")
    return self
  }
}

extension SectionProvider where Self == WaterfallSectionProvider {
  /// A waterfall of `columns` columns.
  public static func waterfall(
    columns: Int, spacing: Double = 8, itemHeight: @escaping (Int) -> Double
  ) -> WaterfallSectionProvider {
    WaterfallSectionProvider(columns: .count(columns), spacing: spacing, itemHeight: itemHeight)
  }

  /// A waterfall of as many columns as fit at `minimumColumnWidth`.
  public static func waterfall(
    minimumColumnWidth: Double, spacing: Double = 8,
    itemHeight: @escaping (Int) -> Double
  ) -> WaterfallSectionProvider {
    WaterfallSectionProvider(
      columns: .minimumWidth(minimumColumnWidth), spacing: spacing, itemHeight: itemHeight)
  }
}

/// The heights of a waterfall's columns, the shortest on top (ties to the leftmost): a
/// binary heap, so each item costs O(log columns) rather than a scan of every column.
private struct ColumnHeap {
  /// A column's index and how far down it is filled.
  struct Column {
    var index: Int
    var height: Double

    /// Shorter first, then further left; a NaN height (a closure's) sorts last.
    func precedes(_ other: Column) -> Bool {
      (height, index) < (other.height, other.index)
        || (other.height.isNaN && !height.isNaN)
    }
  }

  private var columns: [Column]

  /// How many columns the heap holds.
  var count: Int { columns.count }

  /// The tallest column's height.
  ///
  /// - Complexity: O(columns).
  var tallest: Double { columns.lazy.map(\.height).max() ?? 0 }

  /// `columns` empty columns (at least one).
  init(columns: Int) {
    self.columns = (0..<max(1, columns)).map { Column(index: $0, height: 0) }
  }

  /// The shortest column.
  var top: Column { columns[0] }

  /// Adds `length` to the shortest column and restores the order.
  ///
  /// - Complexity: O(log columns).
  mutating func growTop(by length: Double) {
    columns[0].height += length
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < columns.count, columns[left].precedes(columns[first]) { first = left }
      if right < columns.count, columns[right].precedes(columns[first]) { first = right }
      guard first != parent else { return }
      columns.swapAt(parent, first)
      parent = first
    }
  }
}
