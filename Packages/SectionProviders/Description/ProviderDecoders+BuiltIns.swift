import LayoutLists
import LayoutResolution

extension ProviderDecoders {
  /// A table that reads this module's providers, under the names and with the parameters
  /// ``ProviderDescription`` lists: `list`, `grid`, `adaptiveGrid`, `carousel`, `mosaic` and
  /// `waterfall`. Add your own with ``adding(_:named:)`` or ``merging(_:)``.
  ///
  /// Parameters are checked as they are read, with the rules the providers apply when they
  /// make a section, so a bad description fails when it is loaded rather than on a later
  /// layout pass: a column count below 1, a length that is negative or not finite, or a
  /// size that is not positive is ``SectionProviderError/invalidParameter(provider:name:value:)``.
  ///
  /// ```swift
  /// ProviderDecoders.builtIns.names
  /// // ["adaptiveGrid", "carousel", "grid", "list", "mosaic", "waterfall"]
  /// ```
  ///
  /// - Complexity: O(1); each access builds a new table.
  public static var builtIns: ProviderDecoders {
    var table = ProviderDecoders()
    table.register(named: "list") { (parameters: ListParameters) in
      ListSectionProvider(
        configuration: ListConfiguration(
          appearance: try appearance(named: parameters.appearance)))
    }
    table.register(named: "grid") { (parameters: GridParameters) in
      try GridSectionProvider(columns: parameters.columns, spacing: parameters.spacing ?? 0)
        .validated()
    }
    table.register(named: "adaptiveGrid") { (parameters: AdaptiveGridParameters) in
      try AdaptiveGridSectionProvider(
        minimumItemWidth: parameters.minimumItemWidth, spacing: parameters.spacing ?? 0
      ).validated()
    }
    table.register(named: "carousel") { (parameters: CarouselParameters) in
      try CarouselSectionProvider(
        groupWidthFraction: parameters.groupWidthFraction,
        behavior: try behavior(named: parameters.behavior ?? "groupPaging")
      ).validated()
    }
    table.register(named: "mosaic") { (_: MosaicParameters) in MosaicSectionProvider() }
    table.register(named: "waterfall", waterfall)
    return table
  }

  /// A waterfall from its parameters: exactly one column rule, and heights to cycle through.
  private static func waterfall(_ parameters: WaterfallParameters) throws(SectionProviderError)
    -> any SectionProvider
  {
    let heights = parameters.itemHeights
    guard !heights.isEmpty else {
      throw .invalidParameter(provider: "waterfall", name: "itemHeights", value: 0)
    }
    for (index, height) in heights.enumerated() {
      try validateLength(height, provider: "waterfall", name: "itemHeights[\(index)]")
    }
    let columns: WaterfallSectionProvider.Columns
    switch (parameters.columns, parameters.minimumColumnWidth) {
    case (let count?, nil): columns = .count(count)
    case (nil, let width?): columns = .minimumWidth(width)
    default:
      throw .invalidParameter(
        provider: "waterfall", name: "columns and minimumColumnWidth (exactly one)",
        value: Double(parameters.columns ?? 0))
    }
    return try WaterfallSectionProvider(columns: columns) { heights[$0 % heights.count] }
      .validated()
  }

  /// The list appearance named `name`, as spelled in Swift (`insetGrouped`).
  private static func appearance(named name: String) throws(SectionProviderError)
    -> ListAppearance
  {
    guard let appearance = ListAppearance.allCases.first(where: { "\($0)" == name }) else {
      throw .unknownAppearance(name)
    }
    return appearance
  }

  /// The behaviour named `name`, as spelled in Swift (`groupPagingCentered`).
  private static func behavior(named name: String) throws(SectionProviderError)
    -> OrthogonalScrollingBehavior
  {
    guard let behavior = OrthogonalScrollingBehavior.allCases.first(where: { "\($0)" == name })
    else { throw .unknownBehavior(name) }
    return behavior
  }
}

/// The parameters of `list`.
private struct ListParameters: Decodable {
  var appearance: String
}

/// The parameters of `grid`.
private struct GridParameters: Decodable {
  var columns: Int
  var spacing: Double?
}

/// The parameters of `adaptiveGrid`.
private struct AdaptiveGridParameters: Decodable {
  var minimumItemWidth: Double
  var spacing: Double?
}

/// The parameters of `carousel`.
private struct CarouselParameters: Decodable {
  var groupWidthFraction: Double
  var behavior: String?
}

/// `mosaic` has no parameters.
private struct MosaicParameters: Decodable {}

/// The parameters of `waterfall`.
private struct WaterfallParameters: Decodable {
  var columns: Int?
  var minimumColumnWidth: Double?
  var itemHeights: [Double]
}
