import LayoutResolution

/// Providers by section kind and width band: a plain value the caller builds and passes in
/// (no global registry).
///
/// For a kind and an effective width, the registration with the widest band that still
/// starts at or below the width wins. Registering a kind and band again replaces the
/// provider.
///
/// ```swift
/// var registry = SectionProviderRegistry()
/// registry.register(.grid(columns: 2), forKind: "photos")
/// registry.register(
///   .adaptiveGrid(minimumItemWidth: 140, spacing: 2), forKind: "photos", band: .medium)
/// try registry.provider(forKind: "photos", width: 375).name   // "grid(2)"
/// try registry.provider(forKind: "photos", width: 1024).name  // "adaptiveGrid(≥140.0)"
/// ```
public struct SectionProviderRegistry {
  private var bands: [String: [(band: WidthBand, provider: any SectionProvider)]] = [:]

  /// An empty registry.
  public init() {}

  /// Registers `provider` for sections of `kind` at widths from `band`'s minimum.
  ///
  /// - Complexity: O(b log b) for b bands registered for the kind.
  public mutating func register(
    _ provider: any SectionProvider, forKind kind: String, band: WidthBand = .compact
  ) {
    var entries = bands[kind, default: []].filter { $0.band != band }
    entries.append((band, provider))
    entries.sort { $0.band < $1.band }
    bands[kind] = entries
  }

  /// The registered kinds, sorted.
  ///
  /// - Complexity: O(k log k) for k kinds.
  public var kinds: [String] { bands.keys.sorted() }

  /// The bands registered for `kind`, narrowest first, with their providers' names.
  ///
  /// - Complexity: O(b) for b bands registered for the kind, plus their providers' `name`.
  public func registrations(forKind kind: String) -> [(band: WidthBand, name: String)] {
    (bands[kind] ?? []).map { ($0.band, $0.provider.name) }
  }

  /// The provider for sections of `kind` at an effective width of `width`.
  ///
  /// - Throws: ``SectionProviderError/unknownKind(_:)`` when nothing is registered for the
  ///   kind, ``SectionProviderError/noProviderForWidth(kind:width:)`` when every band starts
  ///   above `width`.
  /// - Complexity: O(bands of the kind).
  public func provider(forKind kind: String, width: Double) throws(SectionProviderError)
    -> any SectionProvider
  {
    guard let entries = bands[kind], !entries.isEmpty else { throw .unknownKind(kind) }
    guard let chosen = entries.last(where: { $0.band.minimumWidth <= width }) else {
      throw .noProviderForWidth(kind: kind, width: width)
    }
    return chosen.provider
  }
}

extension CollectionLayout {
  /// A layout whose sections come from `registry`: section `s` is of kind `kind(s)`, and
  /// its provider is chosen for the container's effective width on every layout pass, so a
  /// new width (or a new registry assigned to the host's layout) re-selects providers with
  /// no other rebuild. A failed selection or a provider's error is reported for that
  /// section only.
  ///
  /// ```swift
  /// var registry = SectionProviderRegistry()
  /// registry.register(.carousel(groupWidthFraction: 0.8), forKind: "featured")
  /// registry.register(.grid(columns: 2), forKind: "photos")
  /// let layout = CollectionLayout.composed(registry: registry) { $0 == 0 ? "featured" : "photos" }
  /// let host = LayoutHost(
  ///   layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [5, 40])
  /// let second = host.attributesForItem(at: LayoutIndexPath(item: 1, section: 1))?.frame
  /// // second: (187.5, 164.64, 187.5, 187.5), below a carousel row 164.64 pt tall
  /// ```
  ///
  /// - Complexity: O(1). On each layout pass, a section then costs one call of `kind`, O(b)
  ///   to choose among the b bands of its kind, and its provider's
  ///   ``SectionProvider/makeSection(_:)``.
  public static func composed(
    registry: SectionProviderRegistry, configuration: LayoutConfiguration = LayoutConfiguration(),
    kind: @escaping (Int) -> String
  ) -> CollectionLayout {
    CollectionLayout(configuration: configuration) { request in
      let sectionKind = kind(request.index)
      let width = request.environment.container.effectiveContentSize.width
      let provider = try registry.provider(forKind: sectionKind, width: width)
      return try provider.makeSection(
        SectionContext(
          sectionIndex: request.index, kind: sectionKind, itemCount: request.itemCount,
          environment: request.environment))
    }
  }

  /// A layout whose section `s` is of kind `sectionKinds[s]` — for instance a diffable
  /// snapshot's section identifiers when they name their kind
  /// (`snapshot.sectionIdentifiers`). A section beyond the array has the kind `""`, which
  /// no registration matches, so it is reported and laid out empty.
  ///
  /// - Complexity: O(1). On each layout pass, a section then costs O(b) to choose among the b
  ///   bands of its kind, and its provider's ``SectionProvider/makeSection(_:)``.
  public static func composed(
    registry: SectionProviderRegistry, configuration: LayoutConfiguration = LayoutConfiguration(),
    sectionKinds: [String]
  ) -> CollectionLayout {
    composed(registry: registry, configuration: configuration) {
      sectionKinds.indices.contains($0) ? sectionKinds[$0] : ""
    }
  }
}
