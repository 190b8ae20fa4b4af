import LayoutGeometry

/// A whole registry as data: for each kind, providers with the width band they start at.
///
/// In JSON (read with Foundation's `JSONDecoder` in tools and tests), each entry names a
/// section kind, the band's `minimumWidth` in points (optional, 0 when left out) and one
/// provider as ``ProviderDescription`` spells it — its name holding its parameters:
///
/// ```json
/// {"entries": [
///   {"kind": "photos", "provider": {"grid": {"columns": 3, "spacing": 2}}},
///   {"kind": "photos", "minimumWidth": 840,
///    "provider": {"adaptiveGrid": {"minimumItemWidth": 140, "spacing": 2}}},
///   {"kind": "stories", "provider": {"storyRing": {"diameter": 72}}}
/// ]}
/// ```
///
/// Decoding keeps each provider's name and parameters as written; which names exist is up to
/// the ``ProviderDecoders`` table passed to ``SectionProviderRegistry/init(_:decoders:)``
/// (`storyRing` above is a third party's: the built-ins alone report it as unknown).
public struct RegistryDescription: Hashable, Sendable, Codable {
  /// One registration.
  public struct Entry: Hashable, Sendable, Codable {
    /// The section kind.
    public var kind: String
    /// Where the band starts, in points of effective width; `nil` means 0 (every width).
    public var minimumWidth: Double?
    /// The provider.
    public var provider: ProviderDescription

    /// A registration of `provider` for `kind` from `minimumWidth`.
    public init(kind: String, minimumWidth: Double? = nil, provider: ProviderDescription) {
      self.kind = kind
      self.minimumWidth = minimumWidth
      self.provider = provider
    }
  }

  /// The registrations, applied in order (a later one for the same kind and band wins).
  public var entries: [Entry]

  /// A description from its entries.
  public init(entries: [Entry]) {
    self.entries = entries
  }
}

extension SectionProviderRegistry {
  /// The registry `description` describes, its providers read by `decoders`.
  ///
  /// ```swift
  /// let description = try JSONDecoder().decode(RegistryDescription.self, from: json)
  /// let registry = try SectionProviderRegistry(
  ///   description, decoders: .builtIns.adding(BannerProvider.self, named: "banner"))
  /// ```
  ///
  /// - Throws: the first entry's ``SectionProviderError`` (see ``register(_:decoders:)``);
  ///   no registry is made then.
  /// - Complexity: O(n) in the size of the description, plus what the decoders do.
  public init(_ description: RegistryDescription, decoders: ProviderDecoders = .builtIns)
    throws(SectionProviderError)
  {
    self.init()
    for entry in description.entries {
      try register(entry, decoders: decoders)
    }
  }

  /// Registers the provider `entry` describes, read by `decoders`, for its kind and band.
  ///
  /// - Throws: what ``ProviderDecoders/provider(for:)`` throws, or
  ///   ``SectionProviderError/invalidParameter(provider:name:value:)`` for a
  ///   `minimumWidth` that is not finite; nothing is registered then.
  /// - Complexity: O(n) in the size of the entry, plus what the decoder does.
  public mutating func register(
    _ entry: RegistryDescription.Entry, decoders: ProviderDecoders = .builtIns
  ) throws(SectionProviderError) {
    let minimumWidth = entry.minimumWidth ?? 0
    guard minimumWidth.isFinite else {
      throw .invalidParameter(
        provider: entry.provider.name, name: "minimumWidth", value: minimumWidth)
    }
    register(
      try decoders.provider(for: entry.provider), forKind: entry.kind,
      band: WidthBand(minimumWidth: minimumWidth))
  }
}

extension RegistryDescription.Entry {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind
      && lhs.minimumWidth.isSameValue(as: rhs.minimumWidth)
      && lhs.provider == rhs.provider
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(minimumWidth?.sameValueHash)
    hasher.combine(provider)
  }
}
