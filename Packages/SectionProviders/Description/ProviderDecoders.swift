/// How each provider a description can name is read from its parameters: a table from a
/// name (`grid`, `waterfall`, `storyRing`) to a decoder, built by the caller and passed in.
/// There is no global table, so a provider written outside this module is named in JSON
/// exactly like a built-in, and two tables never meet unless the caller merges them.
///
/// ``builtIns`` reads this module's providers. ``register(_:named:)`` adds a provider type
/// that is itself `Decodable`; ``register(named:_:)`` adds one made from a `Decodable`
/// parameters type; ``adding(_:named:)`` and ``merging(_:)`` do the same without mutating.
///
/// ```swift
/// struct BannerProvider: SectionProvider, Decodable {
///   var height: Double
///   var name: String { "banner" }
///   func makeSection(_ context: SectionContext) throws -> LayoutSection { ... }
/// }
///
/// // {"entries": [{"kind": "top", "provider": {"banner": {"height": 60}}}]}
/// let description = try JSONDecoder().decode(RegistryDescription.self, from: json)
/// let decoders = ProviderDecoders.builtIns.adding(BannerProvider.self, named: "banner")
/// let registry = try SectionProviderRegistry(description, decoders: decoders)
/// ```
///
/// A decoder reads the parameters through `Decodable` over ``ParameterValue``s, so no
/// Foundation is needed here; tools and tests read the JSON with Foundation's `JSONDecoder`.
/// Reading a provider fails with a named ``SectionProviderError``:
/// ``SectionProviderError/unknownProvider(_:)`` for a name the table lacks,
/// ``SectionProviderError/malformedParameters(provider:reason:)`` for a parameter that is
/// missing or of the wrong type, ``SectionProviderError/unknownParameter(provider:name:)``
/// for one the decoder never read (most often a misspelt optional parameter), and whatever
/// the decoder throws for a value it rejects — the built-ins throw
/// ``SectionProviderError/invalidParameter(provider:name:value:)``.
///
/// Like a ``SectionProviderRegistry``, a table is part of a layout's description and confined
/// to its caller: a decoder may capture non-`Sendable` state, such as a data source that the
/// providers it makes read.
public struct ProviderDecoders {
  /// Reads one provider from its parameters; ``provider(for:)`` names what it throws.
  private typealias Decode = ([String: ParameterValue]) throws -> any SectionProvider

  private var decoders: [String: Decode] = [:]

  /// An empty table: it names no provider, not even the built-ins (see ``builtIns``).
  public init() {}

  /// The names the table can read, sorted.
  ///
  /// - Complexity: O(n log n) in the number of names.
  public var names: [String] { decoders.keys.sorted() }

  /// Whether the table can read a provider named `name`.
  public func contains(_ name: String) -> Bool { decoders[name] != nil }

  /// Reads providers named `name` by decoding their parameters as `Parameters` and passing
  /// them to `makeProvider`; a registration for the same name is replaced.
  ///
  /// `makeProvider` validates what the type cannot: throw a ``SectionProviderError`` (such
  /// as ``SectionProviderError/invalidParameter(provider:name:value:)``) to have it reported
  /// as is; any other error is reported as
  /// ``SectionProviderError/malformedParameters(provider:reason:)``.
  ///
  /// ```swift
  /// struct Banner: Decodable { var height: Double }
  /// decoders.register(named: "banner") { (banner: Banner) in
  ///   BannerProvider(height: banner.height)
  /// }
  /// ```
  public mutating func register<Parameters: Decodable>(
    named name: String, _ makeProvider: @escaping (Parameters) throws -> any SectionProvider
  ) {
    decoders[name] = { parameters in
      let reads = ParameterReads()
      reads.open(parameters, at: [])
      let decoded = try Parameters(
        from: ParameterDecoder(value: .object(parameters), codingPath: [], reads: reads))
      if let unread = reads.firstUnread {
        throw SectionProviderError.unknownParameter(provider: name, name: unread)
      }
      return try makeProvider(decoded)
    }
  }

  /// Reads providers named `name` by decoding them as `Provider`, whose `init(from:)` may
  /// throw a ``SectionProviderError`` for a value it rejects; a registration for the same
  /// name is replaced.
  public mutating func register<Provider: SectionProvider & Decodable>(
    _ type: Provider.Type, named name: String
  ) {
    register(named: name) { (provider: Provider) in provider }
  }

  /// This table with `type` registered under `name` (see ``register(_:named:)``).
  ///
  /// - Complexity: O(n) in the number of names, to copy the table.
  public func adding<Provider: SectionProvider & Decodable>(
    _ type: Provider.Type, named name: String
  ) -> ProviderDecoders {
    var table = self
    table.register(type, named: name)
    return table
  }

  /// This table and `other`'s decoders; where both read a name, `other`'s wins.
  ///
  /// - Complexity: O(n + m) in the two tables' names.
  public func merging(_ other: ProviderDecoders) -> ProviderDecoders {
    var table = self
    table.decoders.merge(other.decoders) { _, theirs in theirs }
    return table
  }

  /// The provider `description` names, read from its parameters.
  ///
  /// - Throws: ``SectionProviderError/unknownProvider(_:)`` when the table lacks the name;
  ///   otherwise what reading the parameters throws (see ``ProviderDecoders``).
  /// - Complexity: O(n) in the size of the parameters, plus what the decoder does.
  public func provider(for description: ProviderDescription) throws(SectionProviderError)
    -> any SectionProvider
  {
    guard let decode = decoders[description.name] else {
      throw .unknownProvider(description.name)
    }
    do {
      return try decode(description.parameters)
    } catch {
      throw Self.reported(error, provider: description.name)
    }
  }

  /// `error` as reported for provider `name`: a ``SectionProviderError`` as is, anything
  /// else as malformed parameters.
  private static func reported(_ error: any Error, provider name: String) -> SectionProviderError {
    if let error = error as? SectionProviderError { return error }
    return .malformedParameters(provider: name, reason: ParameterDecoder.reason(error))
  }
}
