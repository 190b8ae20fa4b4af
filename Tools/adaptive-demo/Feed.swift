import CompositionalLayout

/// The demo's feed: six sections, each of a kind whose provider the registry picks for the
/// container's width.
enum Feed {
  /// One section: its kind and how many items it shows.
  struct Section: Sendable {
    let kind: String
    let items: Int
  }

  static let sections = [
    Section(kind: "stories", items: 12), Section(kind: "highlights", items: 6),
    Section(kind: "inbox", items: 5), Section(kind: "photos", items: 24),
    Section(kind: "featured", items: 6), Section(kind: "pins", items: 20),
  ]

  /// The default registry: built-ins and the demo's own `StoryRingProvider`, with wider
  /// arrangements from the medium (600 pt) and expanded (840 pt) bands.
  static var registry: SectionProviderRegistry {
    var registry = SectionProviderRegistry()
    registry.register(StoryRingProvider(diameter: 72), forKind: "stories")
    registry.register(StoryRingProvider(diameter: 96), forKind: "stories", band: .medium)
    registry.register(.carousel(groupWidthFraction: 0.85), forKind: "highlights")
    registry.register(
      .carousel(groupWidthFraction: 0.45, behavior: .groupPagingCentered), forKind: "highlights",
      band: .medium)
    registry.register(.list(ListConfiguration(appearance: .insetGrouped)), forKind: "inbox")
    registry.register(.grid(columns: 3, spacing: 2), forKind: "photos")
    registry.register(.grid(columns: 5, spacing: 2), forKind: "photos", band: .medium)
    registry.register(
      .adaptiveGrid(minimumItemWidth: 140, spacing: 2), forKind: "photos", band: .expanded)
    registry.register(.mosaic, forKind: "featured")
    registry.register(.waterfall(columns: 2, itemHeight: pinHeight), forKind: "pins")
    registry.register(
      .waterfall(minimumColumnWidth: 180, itemHeight: pinHeight), forKind: "pins", band: .medium)
    return registry
  }

  /// The providers a `--config` file can name: the built-ins and the demo's own
  /// `storyRing`, read through the same table.
  static var decoders: ProviderDecoders {
    ProviderDecoders.builtIns.adding(StoryRingProvider.self, named: "storyRing")
  }

  /// Pin heights that vary like photos do, the same on every run.
  static let pinHeight: @Sendable (Int) -> Double = { 90 + Double((($0 * 37) % 5) * 30) }

  /// The feed's layout over `registry`.
  static func layout(_ registry: SectionProviderRegistry) -> CollectionLayout {
    let kinds = sections.map(\.kind)
    return .composed(registry: registry) { kinds.indices.contains($0) ? kinds[$0] : "" }
  }

  /// A host showing the feed at `width` (812 pt tall below 600 pt, 1024 pt from there).
  static func host(width: Double, registry: SectionProviderRegistry) -> LayoutHost {
    LayoutHost(
      layout: layout(registry),
      size: LayoutSize(width: width, height: width < 600 ? 812 : 1024),
      itemCounts: sections.map(\.items))
  }
}
