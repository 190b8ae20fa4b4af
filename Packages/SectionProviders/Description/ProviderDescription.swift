import LayoutLists
import LayoutResolution

/// A built-in provider and its parameters as data, so a program can load a layout
/// description at runtime (`Codable`; JSON through Foundation in tools and tests).
///
/// Waterfall heights cannot be a closure in data: a description cycles through
/// `itemHeights`.
public enum ProviderDescription: Hashable, Sendable, Codable {
  /// ``ListSectionProvider``; `appearance` names a `ListAppearance` case (`insetGrouped`).
  case list(appearance: String)
  /// ``GridSectionProvider``.
  case grid(columns: Int, spacing: Double?)
  /// ``AdaptiveGridSectionProvider``.
  case adaptiveGrid(minimumItemWidth: Double, spacing: Double?)
  /// ``CarouselSectionProvider``; `behavior` names an `OrthogonalScrollingBehavior` case.
  case carousel(groupWidthFraction: Double, behavior: String?)
  /// ``MosaicSectionProvider``.
  case mosaic
  /// ``WaterfallSectionProvider`` with `columns` or a `minimumColumnWidth`, heights cycling
  /// through `itemHeights`.
  case waterfall(columns: Int?, minimumColumnWidth: Double?, itemHeights: [Double])

  /// The provider this describes.
  ///
  /// - Throws: ``SectionProviderError/unknownBehavior(_:)`` for a behaviour name that does
  ///   not exist, ``SectionProviderError/invalidParameter(provider:name:value:)`` for a
  ///   waterfall with neither or both column rules, or no heights.
  public func makeProvider() throws(SectionProviderError) -> any SectionProvider {
    switch self {
    case .list(let appearance):
      return ListSectionProvider(
        configuration: ListConfiguration(appearance: try Self.appearance(named: appearance)))
    case .grid(let columns, let spacing):
      return GridSectionProvider(columns: columns, spacing: spacing ?? 0)
    case .adaptiveGrid(let minimum, let spacing):
      return AdaptiveGridSectionProvider(minimumItemWidth: minimum, spacing: spacing ?? 0)
    case .carousel(let fraction, let behavior):
      return CarouselSectionProvider(
        groupWidthFraction: fraction, behavior: try Self.behavior(named: behavior ?? "groupPaging"))
    case .mosaic:
      return MosaicSectionProvider()
    case .waterfall(let columns, let minimum, let heights):
      guard !heights.isEmpty else {
        throw .invalidParameter(provider: "waterfall", name: "itemHeights", value: 0)
      }
      let height: (Int) -> Double = { heights[$0 % heights.count] }
      switch (columns, minimum) {
      case (let count?, nil):
        return WaterfallSectionProvider(columns: .count(count), itemHeight: height)
      case (nil, let width?):
        return WaterfallSectionProvider(columns: .minimumWidth(width), itemHeight: height)
      default:
        throw .invalidParameter(
          provider: "waterfall", name: "columns and minimumColumnWidth (exactly one)",
          value: Double(columns ?? 0))
      }
    }
  }

  /// The list appearance named `name`, as spelled in Swift (`insetGrouped`).
  static func appearance(named name: String) throws(SectionProviderError) -> ListAppearance {
    guard let appearance = ListAppearance.allCases.first(where: { "\($0)" == name }) else {
      throw .unknownAppearance(name)
    }
    return appearance
  }

  /// The behaviour named `name`, as spelled in Swift (`groupPagingCentered`).
  static func behavior(named name: String) throws(SectionProviderError)
    -> OrthogonalScrollingBehavior
  {
    let names: [String: OrthogonalScrollingBehavior] = [
      "none": .none, "continuous": .continuous,
      "continuousGroupLeadingBoundary": .continuousGroupLeadingBoundary, "paging": .paging,
      "groupPaging": .groupPaging, "groupPagingCentered": .groupPagingCentered,
    ]
    guard let behavior = names[name] else { throw .unknownBehavior(name) }
    return behavior
  }
}
