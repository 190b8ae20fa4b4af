import Foundation
import LayoutGeometry
import LayoutResolution
import SectionProviders
import Testing

@Suite struct DescriptionTests {}

extension DescriptionTests {
  @Test func registryLoadsFromJSON() throws {
    let json = """
      {"entries": [
        {"kind": "feed", "provider": {"grid": {"columns": 2}}},
        {"kind": "feed", "minimumWidth": 800, "provider": {"adaptiveGrid": {"minimumItemWidth": 150, "spacing": 10}}},
        {"kind": "stories", "provider": {"carousel": {"groupWidthFraction": 0.4, "behavior": "groupPagingCentered"}}},
        {"kind": "pins", "provider": {"waterfall": {"columns": 2, "itemHeights": [120, 80]}}},
        {"kind": "hero", "provider": {"mosaic": {}}}
      ]}
      """
    let description = try JSONDecoder().decode(RegistryDescription.self, from: Data(json.utf8))
    let registry = try SectionProviderRegistry(description)
    #expect(registry.kinds == ["feed", "hero", "pins", "stories"])
    #expect(try registry.provider(forKind: "feed", width: 375).name == "grid(2)")
    #expect(try registry.provider(forKind: "feed", width: 1024).name == "adaptiveGrid(≥150.0)")
    #expect(
      try registry.provider(forKind: "stories", width: 375).name
        == "carousel(0.4, groupPagingCentered)")
  }

  @Test func descriptionsRoundTripThroughJSON() throws {
    let description = RegistryDescription(entries: [
      .init(kind: "a", provider: .grid(columns: 3, spacing: 2)),
      .init(
        kind: "b", minimumWidth: 600,
        provider: .waterfall(columns: nil, minimumColumnWidth: 140, itemHeights: [60])),
    ])
    let data = try JSONEncoder().encode(description)
    #expect(try JSONDecoder().decode(RegistryDescription.self, from: data) == description)
  }

  @Test func unknownBehaviourAndContradictoryWaterfallAreNamedErrors() {
    #expect(throws: SectionProviderError.unknownBehavior("wobble")) {
      try ProviderDescription.carousel(groupWidthFraction: 0.5, behavior: "wobble").makeProvider()
    }
    #expect(throws: SectionProviderError.self) {
      try ProviderDescription.waterfall(columns: 2, minimumColumnWidth: 100, itemHeights: [1])
        .makeProvider()
    }
    #expect(
      throws: SectionProviderError.invalidParameter(
        provider: "waterfall", name: "itemHeights", value: 0)
    ) {
      try ProviderDescription.waterfall(columns: 2, minimumColumnWidth: nil, itemHeights: [])
        .makeProvider()
    }
  }
}
