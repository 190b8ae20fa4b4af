import LayoutGeometry
import LayoutResolution

/// Square cells in a fixed number of columns, as in Apple's grid samples.
public struct GridSectionProvider: SectionProvider, Sendable {
  /// How many columns.
  public var columns: Int
  /// Space between cells, both ways.
  public var spacing: Double
  /// Space around the section.
  public var insets: LayoutDirectionalInsets

  /// A grid of `columns` square columns.
  public init(columns: Int, spacing: Double = 0, insets: LayoutDirectionalInsets = .zero) {
    self.columns = columns
    self.spacing = spacing
    self.insets = insets
  }

  /// `grid(columns)`.
  public var name: String { "grid(\(columns))" }

  /// The most columns a grid has: 10,000, the solver's limit on the cells of one group.
  public static let maximumColumns = 10_000

  /// Columns of `(width − (columns − 1) · spacing) / columns` square cells.
  ///
  /// - Throws: ``SectionProviderError/invalidParameter(provider:name:value:)`` for fewer than
  ///   one column or more than ``maximumColumns``, or a spacing that is negative or not
  ///   finite.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validated()
    let width = context.sectionWidth(insets: insets)
    let side = max(0, (width - spacing * Double(columns - 1)) / Double(columns))
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(side)),
      repeatingSubitem: LayoutItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))),
      count: columns)
    group.interItemSpacing = .fixed(spacing)
    return LayoutSection(group: group, contentInsets: insets, interGroupSpacing: spacing)
  }
}

extension GridSectionProvider {
  /// The provider, once its parameters are known to be usable: one to ``maximumColumns``
  /// columns, and a spacing that is finite and not negative.
  @discardableResult
  func validated() throws(SectionProviderError) -> GridSectionProvider {
    guard columns >= 1, columns <= Self.maximumColumns else {
      throw .invalidParameter(provider: "grid", name: "columns", value: Double(columns))
    }
    try validateLength(spacing, provider: "grid", name: "spacing")
    return self
  }
}

extension SectionProvider where Self == GridSectionProvider {
  /// A grid of `columns` square columns.
  public static func grid(
    columns: Int, spacing: Double = 0, insets: LayoutDirectionalInsets = .zero
  ) -> GridSectionProvider {
    GridSectionProvider(columns: columns, spacing: spacing, insets: insets)
  }
}

/// Throws `invalidParameter` for a length that is negative or not finite.
func validateLength(_ value: Double, provider: String, name: String) throws(SectionProviderError) {
  guard value.isFinite, value >= 0 else {
    throw .invalidParameter(provider: provider, name: name, value: value)
  }
}
