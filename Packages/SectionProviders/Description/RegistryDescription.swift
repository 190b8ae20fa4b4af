/// A whole registry as data: for each kind, providers with the width band they start at.
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
  /// The registry `description` describes.
  ///
  /// - Throws: the first entry's ``SectionProviderError``; nothing is registered then.
  public init(_ description: RegistryDescription) throws(SectionProviderError) {
    self.init()
    for entry in description.entries {
      register(
        try entry.provider.makeProvider(), forKind: entry.kind,
        band: WidthBand(minimumWidth: entry.minimumWidth ?? 0))
    }
  }
}
