import LayoutGeometry
import LayoutResolution

/// As many square columns as fit at a minimum width, as CSS `repeat(auto-fill,
/// minmax(m, 1fr))` and Compose's `GridCells.Adaptive(m)` choose them.
///
/// `n = max(1, ⌊(W + s) / (m + s)⌋)` columns of `(W − (n − 1) s) / n` for a section width
/// `W`, spacing `s` and minimum item width `m` (`docs/scrolling.md`).
public struct AdaptiveGridSectionProvider: SectionProvider, Sendable {
  /// The narrowest a column may be.
  public var minimumItemWidth: Double
  /// Space between cells, both ways.
  public var spacing: Double
  /// Space around the section.
  public var insets: LayoutDirectionalInsets

  /// An adaptive grid of columns at least `minimumItemWidth` wide.
  public init(
    minimumItemWidth: Double, spacing: Double = 0, insets: LayoutDirectionalInsets = .zero
  ) {
    self.minimumItemWidth = minimumItemWidth
    self.spacing = spacing
    self.insets = insets
  }

  /// `adaptiveGrid(≥ m)`.
  public var name: String { "adaptiveGrid(≥\(minimumItemWidth))" }

  /// The number of columns at a section width of `width`: at least 1, at most
  /// `GridSectionProvider.maximumColumns` (10,000), however small the minimum width.
  public func columns(forWidth width: Double) -> Int {
    let fitting = ((width + spacing) / (minimumItemWidth + spacing)).rounded(.down)
    guard !fitting.isNaN else { return 1 }
    // Clamped before converting: Int(_:) traps on a width far below zero (huge insets), and
    // a minimum width that rounds to nothing fits infinitely many.
    return Int(min(max(fitting, 1), Double(GridSectionProvider.maximumColumns)))
  }

  /// A grid with ``columns(forWidth:)`` columns.
  ///
  /// - Throws: ``SectionProviderError/invalidParameter(provider:name:value:)`` for a minimum
  ///   item width that is not positive and finite, or a spacing that is negative or not
  ///   finite.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validated()
    let width = context.sectionWidth(insets: insets)
    return try GridSectionProvider(
      columns: columns(forWidth: width), spacing: spacing, insets: insets
    ).makeSection(context)
  }
}

extension AdaptiveGridSectionProvider {
  /// The provider, once its parameters are known to be usable: a positive, finite minimum
  /// item width and a spacing that is finite and not negative.
  @discardableResult
  func validated() throws(SectionProviderError) -> AdaptiveGridSectionProvider {
    guard minimumItemWidth.isFinite, minimumItemWidth > 0 else {
      throw .invalidParameter(
        provider: "adaptiveGrid", name: "minimumItemWidth", value: minimumItemWidth)
    }
    try validateLength(spacing, provider: "adaptiveGrid", name: "spacing")
    return self
  }
}

extension SectionProvider where Self == AdaptiveGridSectionProvider {
  /// An adaptive grid of columns at least `minimumItemWidth` wide.
  public static func adaptiveGrid(
    minimumItemWidth: Double, spacing: Double = 0, insets: LayoutDirectionalInsets = .zero
  ) -> AdaptiveGridSectionProvider {
    AdaptiveGridSectionProvider(
      minimumItemWidth: minimumItemWidth, spacing: spacing, insets: insets)
  }
}
