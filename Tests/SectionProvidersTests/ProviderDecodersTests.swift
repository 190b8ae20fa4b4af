import Foundation
import LayoutGeometry
import LayoutResolution
import SectionProviders
import Testing

@Suite struct ProviderDecodersTests {
  /// A provider written outside the module, decoded as itself.
  struct BannerProvider: SectionProvider, Decodable {
    var height: Double
    var name: String { "banner(\(height))" }

    func makeSection(_ context: SectionContext) throws -> LayoutSection {
      LayoutSection(
        group: .horizontal(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
          subitems: [
            LayoutItem(
              size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
          ]))
    }
  }

  /// Parameters with nesting, lists and an optional, for a provider made by a closure.
  struct ShelfParameters: Decodable {
    struct Row: Decodable {
      var height: Double
      var count: Int8
    }
    var rows: [Row]
    var title: String?
  }

  /// The provider a closure makes from ``ShelfParameters``.
  struct ShelfProvider: SectionProvider {
    var rows: [(height: Double, count: Int8)]
    var title: String
    var name: String { "shelf(\(title), \(rows.count) rows)" }

    func makeSection(_ context: SectionContext) throws -> LayoutSection {
      try BannerProvider(height: rows.first?.height ?? 44).makeSection(context)
    }
  }

  /// An error of a third party's own.
  struct ShelfError: Error, CustomStringConvertible {
    var description: String { "a shelf needs a row" }
  }

  static var shelfDecoders: ProviderDecoders {
    var decoders = ProviderDecoders()
    decoders.register(named: "shelf") { (parameters: ShelfParameters) in
      guard !parameters.rows.isEmpty else { throw ShelfError() }
      return ShelfProvider(
        rows: parameters.rows.map { ($0.height, $0.count) }, title: parameters.title ?? "")
    }
    return decoders
  }

  static func description(_ json: String) throws -> RegistryDescription {
    try JSONDecoder().decode(RegistryDescription.self, from: Data(json.utf8))
  }

  /// The error reading the provider written as `json` with `decoders` throws.
  static func error(
    reading json: String, with decoders: ProviderDecoders = .builtIns
  ) throws -> SectionProviderError? {
    let provider = try JSONDecoder().decode(ProviderDescription.self, from: Data(json.utf8))
    do {
      _ = try provider.makeProvider(using: decoders)
      return nil
    } catch {
      return error
    }
  }
}

extension ProviderDecodersTests {
  @Test func aThirdPartyProviderIsNamedInJSONThroughTheTableTheCallerPasses() throws {
    let description = try Self.description(
      """
      {"entries": [
        {"kind": "top", "provider": {"banner": {"height": 60}}},
        {"kind": "photos", "provider": {"grid": {"columns": 3}}}
      ]}
      """)
    #expect(throws: SectionProviderError.unknownProvider("banner")) {
      try SectionProviderRegistry(description)
    }
    let registry = try SectionProviderRegistry(
      description, decoders: .builtIns.adding(BannerProvider.self, named: "banner"))
    #expect(try registry.provider(forKind: "top", width: 375).name == "banner(60.0)")
    let host = LayoutHost(
      layout: .composed(registry: registry, sectionKinds: ["top", "photos"]),
      size: LayoutSize(width: 375, height: 812), itemCounts: [1, 3])
    #expect(host.errors.isEmpty)
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 60))
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 2, section: 1))?.frame
        == LayoutRect(x: 250, y: 60, width: 125, height: 125))
  }

  @Test func theBuiltInTableNamesTheBuiltInsAndAnEmptyTableNothing() throws {
    #expect(
      ProviderDecoders.builtIns.names
        == ["adaptiveGrid", "carousel", "grid", "list", "mosaic", "waterfall"])
    #expect(ProviderDecoders().names.isEmpty)
    #expect(!ProviderDecoders().contains("mosaic"))
    #expect(throws: SectionProviderError.unknownProvider("mosaic")) {
      try ProviderDescription.mosaic.makeProvider(using: ProviderDecoders())
    }
    #expect(try ProviderDescription.mosaic.makeProvider().name == "mosaic")
  }

  @Test func mergingKeepsBothTablesAndTheOtherWinsAName() throws {
    var replacement = ProviderDecoders()
    replacement.register(BannerProvider.self, named: "grid")
    let merged = ProviderDecoders.builtIns.merging(Self.shelfDecoders).merging(replacement)
    #expect(
      merged.names
        == ["adaptiveGrid", "carousel", "grid", "list", "mosaic", "shelf", "waterfall"])
    let grid = ProviderDescription(name: "grid", parameters: ["height": 30])
    #expect(try grid.makeProvider(using: merged).name == "banner(30.0)")
    #expect(try ProviderDescription.mosaic.makeProvider(using: merged).name == "mosaic")
  }

  @Test func aParametersTypeReadsNestedListsAndOptionals() throws {
    let provider = try JSONDecoder().decode(
      ProviderDescription.self,
      from: Data(
        #"{"shelf": {"rows": [{"height": 120, "count": 3}, {"height": 80, "count": 5}]}}"#.utf8))
    #expect(provider.name == "shelf")
    let shelf = try #require(try provider.makeProvider(using: Self.shelfDecoders) as? ShelfProvider)
    #expect(shelf.rows.map(\.height) == [120, 80])
    #expect(shelf.rows.map(\.count) == [3, 5])
    #expect(shelf.title == "")
  }

  @Test(arguments: [
    (
      #"{"shelf": {"rows": [{"height": 120, "count": 3}, {"height": 80}]}}"#,
      SectionProviderError.malformedParameters(
        provider: "shelf", reason: "missing parameter rows[1].count")
    ),
    (
      #"{"shelf": {"rows": [{"height": 120, "count": 300}]}}"#,
      .malformedParameters(provider: "shelf", reason: "rows[0].count: 300.0 does not fit Int8")
    ),
    (
      #"{"shelf": {"rows": [{"height": 120, "count": 3, "tint": "red"}]}}"#,
      .unknownParameter(provider: "shelf", name: "rows[0].tint")
    ),
    (
      #"{"shelf": {"rows": "many"}}"#,
      .malformedParameters(provider: "shelf", reason: "rows: expected a list, found a string")
    ),
    (
      #"{"shelf": {"rows": []}}"#,
      .malformedParameters(provider: "shelf", reason: "a shelf needs a row")
    ),
  ])
  func aThirdPartysBadParametersAreNamedErrorsWithTheirPath(
    _ json: String, _ expected: SectionProviderError
  ) throws {
    #expect(try Self.error(reading: json, with: Self.shelfDecoders) == expected)
  }

  @Test(arguments: [
    (
      #"{"grid": {"columns": 0}}"#,
      SectionProviderError.invalidParameter(provider: "grid", name: "columns", value: 0)
    ),
    (
      #"{"grid": {"columns": -2}}"#,
      .invalidParameter(provider: "grid", name: "columns", value: -2)
    ),
    (
      #"{"grid": {"columns": 3, "spacing": -1}}"#,
      .invalidParameter(provider: "grid", name: "spacing", value: -1)
    ),
    (
      #"{"grid": {"columns": 2.5}}"#,
      .malformedParameters(provider: "grid", reason: "columns: expected a whole number, found 2.5")
    ),
    (
      #"{"grid": {"columns": 1e30}}"#,
      .malformedParameters(provider: "grid", reason: "columns: 1e+30 does not fit Int")
    ),
    (
      #"{"grid": {"columns": "three"}}"#,
      .malformedParameters(provider: "grid", reason: "columns: expected a number, found a string")
    ),
    (
      #"{"grid": {"columns": null}}"#,
      .malformedParameters(provider: "grid", reason: "columns: expected a number, found null")
    ),
    (#"{"grid": {}}"#, .malformedParameters(provider: "grid", reason: "missing parameter columns")),
    (
      #"{"grid": {"columns": 3, "spacng": 2}}"#,
      .unknownParameter(provider: "grid", name: "spacng")
    ),
    (
      #"{"adaptiveGrid": {"minimumItemWidth": 0}}"#,
      .invalidParameter(provider: "adaptiveGrid", name: "minimumItemWidth", value: 0)
    ),
    (
      #"{"adaptiveGrid": {"minimumItemWidth": 100, "spacing": -4}}"#,
      .invalidParameter(provider: "adaptiveGrid", name: "spacing", value: -4)
    ),
    (
      #"{"carousel": {"groupWidthFraction": -0.5}}"#,
      .invalidParameter(provider: "carousel", name: "groupWidthFraction", value: -0.5)
    ),
    (
      #"{"carousel": {"groupWidthFraction": 0.5, "behavior": "wobble"}}"#,
      .unknownBehavior("wobble")
    ),
    (#"{"list": {"appearance": "fancy"}}"#, .unknownAppearance("fancy")),
    (#"{"mosaic": {"size": 3}}"#, .unknownParameter(provider: "mosaic", name: "size")),
    (
      #"{"waterfall": {"columns": 0, "itemHeights": [100]}}"#,
      .invalidParameter(provider: "waterfall", name: "columns", value: 0)
    ),
    (
      #"{"waterfall": {"minimumColumnWidth": 0, "itemHeights": [100]}}"#,
      .invalidParameter(provider: "waterfall", name: "minimumColumnWidth", value: 0)
    ),
    (
      #"{"waterfall": {"columns": 2, "itemHeights": [100, -5]}}"#,
      .invalidParameter(provider: "waterfall", name: "itemHeights[1]", value: -5)
    ),
    (
      #"{"waterfall": {"columns": 2, "itemHeights": [100, "tall"]}}"#,
      .malformedParameters(
        provider: "waterfall", reason: "itemHeights[1]: expected a number, found a string")
    ),
    (#"{"sparkle": {}}"#, .unknownProvider("sparkle")),
  ])
  func badBuiltInParametersAreNamedErrorsWhenLoaded(
    _ json: String, _ expected: SectionProviderError
  ) throws {
    #expect(try Self.error(reading: json) == expected)
  }

  @Test func valuesJSONCannotHoldAreCheckedToo() {
    #expect(
      throws: SectionProviderError.invalidParameter(
        provider: "grid", name: "spacing", value: .infinity)
    ) {
      try ProviderDescription.grid(columns: 3, spacing: .infinity).makeProvider()
    }
    #expect(
      throws: SectionProviderError.invalidParameter(
        provider: "adaptiveGrid", name: "minimumItemWidth", value: -.infinity)
    ) {
      try ProviderDescription.adaptiveGrid(minimumItemWidth: -.infinity).makeProvider()
    }
    let entry = RegistryDescription.Entry(
      kind: "photos", minimumWidth: .infinity, provider: .grid(columns: 3))
    var registry = SectionProviderRegistry()
    #expect(
      throws: SectionProviderError.invalidParameter(
        provider: "grid", name: "minimumWidth", value: .infinity)
    ) {
      try registry.register(entry)
    }
    #expect(registry.kinds.isEmpty)
  }

  @Test func aProviderIsOneNameHoldingAnObjectOfParameters() throws {
    let twoNames = #"{"grid": {"columns": 2}, "mosaic": {}}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProviderDescription.self, from: Data(twoNames.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ProviderDescription.self, from: Data(#"{"grid": 3}"#.utf8))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let grid = try encoder.encode(ProviderDescription.grid(columns: 3, spacing: 2.5))
    #expect(String(decoding: grid, as: UTF8.self) == #"{"grid":{"columns":3,"spacing":2.5}}"#)
    let mosaic = try encoder.encode(ProviderDescription.mosaic)
    #expect(String(decoding: mosaic, as: UTF8.self) == #"{"mosaic":{}}"#)
  }

  @Test func everyKindOfParameterValueSurvivesJSON() throws {
    let description = ProviderDescription(
      name: "anything",
      parameters: [
        "none": .null, "flag": true, "count": 3, "ratio": 0.25, "label": "café",
        "list": [1, "two", [false]], "nested": ["inner": ["deep": 1]],
      ])
    let data = try JSONEncoder().encode(description)
    #expect(try JSONDecoder().decode(ProviderDescription.self, from: data) == description)
  }
}
