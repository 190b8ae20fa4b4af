extension ProviderDescription {
  /// ``ListSectionProvider``; `appearance` names a `ListAppearance` case (`insetGrouped`).
  public static func list(appearance: String) -> ProviderDescription {
    ProviderDescription(name: "list", parameters: ["appearance": .string(appearance)])
  }

  /// ``GridSectionProvider``.
  public static func grid(columns: Int, spacing: Double? = nil) -> ProviderDescription {
    ProviderDescription(
      name: "grid", parameters: present(["columns": Double(columns), "spacing": spacing]))
  }

  /// ``AdaptiveGridSectionProvider``.
  public static func adaptiveGrid(minimumItemWidth: Double, spacing: Double? = nil)
    -> ProviderDescription
  {
    ProviderDescription(
      name: "adaptiveGrid",
      parameters: present(["minimumItemWidth": minimumItemWidth, "spacing": spacing]))
  }

  /// ``CarouselSectionProvider``; `behavior` names an `OrthogonalScrollingBehavior` case
  /// (`groupPaging` when `nil`).
  public static func carousel(groupWidthFraction: Double, behavior: String? = nil)
    -> ProviderDescription
  {
    var parameters: [String: ParameterValue] = ["groupWidthFraction": .number(groupWidthFraction)]
    if let behavior { parameters["behavior"] = .string(behavior) }
    return ProviderDescription(name: "carousel", parameters: parameters)
  }

  /// ``MosaicSectionProvider``.
  public static var mosaic: ProviderDescription { ProviderDescription(name: "mosaic") }

  /// ``WaterfallSectionProvider`` with `columns` or a `minimumColumnWidth` (exactly one),
  /// heights cycling through `itemHeights`.
  ///
  /// - Complexity: O(n) in the number of heights.
  public static func waterfall(
    columns: Int? = nil, minimumColumnWidth: Double? = nil, itemHeights: [Double]
  ) -> ProviderDescription {
    var parameters = present([
      "columns": columns.map(Double.init), "minimumColumnWidth": minimumColumnWidth,
    ])
    parameters["itemHeights"] = .array(itemHeights.map(ParameterValue.number))
    return ProviderDescription(name: "waterfall", parameters: parameters)
  }

  /// The numbers that are present, as parameters: an absent optional parameter is left out,
  /// as `Codable` leaves out a `nil` property.
  private static func present(_ numbers: [String: Double?]) -> [String: ParameterValue] {
    numbers.compactMapValues { $0.map(ParameterValue.number) }
  }
}
