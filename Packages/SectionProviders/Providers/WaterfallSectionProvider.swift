import LayoutGeometry
import LayoutResolution

/// Masonry: each item goes to the shortest column (ties to the leftmost), which then grows
/// by the item's height plus spacing — something UIKit has no built-in for.
///
/// The whole section is one custom group (rule 11), so the provider needs the section's
/// item count, and a section holds at most 10,000 items (the solver's cells-per-group
/// limit; more is reported as `LayoutError.tooManySubitems`). Item heights come from a
/// closure by item index. Column width: `(W − (columns − 1) · spacing) / columns`.
public struct WaterfallSectionProvider: SectionProvider {
  /// How columns are chosen.
  public enum Columns: Sendable, Hashable {
    /// A fixed number of columns.
    case count(Int)
    /// As many columns as fit at this minimum width (the adaptive grid's rule).
    case minimumWidth(Double)
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

  /// Each item's frame in a section `width` wide, and the section's height.
  ///
  /// - Complexity: O(items × columns).
  public func frames(itemCount: Int, width: Double) -> (frames: [LayoutRect], height: Double) {
    let count = max(1, columnCount(forWidth: width))
    let columnWidth = max(0, (width - spacing * Double(count - 1)) / Double(count))
    var heights = [Double](repeating: 0, count: count)
    var frames: [LayoutRect] = []
    frames.reserveCapacity(max(0, itemCount))
    for item in 0..<max(0, itemCount) {
      let column = heights.indices.min { (heights[$0], $0) < (heights[$1], $1) } ?? 0
      let height = itemHeight(item)
      frames.append(
        LayoutRect(
          x: Double(column) * (columnWidth + spacing), y: heights[column], width: columnWidth,
          height: height))
      heights[column] += height + spacing
    }
    let tallest = heights.max() ?? 0
    return (frames, itemCount > 0 ? tallest - spacing : 0)
  }

  /// One custom group holding every item of the section.
  ///
  /// - Throws: ``SectionProviderError/invalidParameter(provider:name:value:)`` for fewer than
  ///   one column, a minimum column width that is not positive and finite, or a spacing that
  ///   is negative or not finite.
  /// - Complexity: that of ``frames(itemCount:width:)``.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validated()
    let placed = frames(
      itemCount: context.itemCount, width: context.sectionWidth(insets: insets))
    let group = LayoutGroup.custom(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(max(0, placed.height)))
    ) { _ in placed.frames.map { LayoutCustomGroupItem(frame: $0) } }
    return LayoutSection(group: group, contentInsets: insets)
  }
}

extension WaterfallSectionProvider {
  /// The provider, once its parameters are known to be usable: at least one column or a
  /// positive, finite minimum column width, and a spacing that is finite and not negative.
  @discardableResult
  func validated() throws(SectionProviderError) -> WaterfallSectionProvider {
    switch columns {
    case .count(let count) where count < 1:
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
