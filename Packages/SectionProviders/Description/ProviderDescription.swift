/// A provider as data: its name and its parameters as written, so a program can load a
/// layout description at runtime (`Codable`; JSON through Foundation in tools and tests) and
/// a ``ProviderDecoders`` table the caller passes in turns it into a provider.
///
/// In JSON a provider is an object with one key, the provider's name, holding an object of
/// its parameters (`{}` for none) — the shape Swift's own `Codable` gives an enum case with
/// associated values:
///
/// ```json
/// {"grid": {"columns": 3, "spacing": 2}}
/// {"waterfall": {"minimumColumnWidth": 180, "itemHeights": [120, 90, 150]}}
/// {"mosaic": {}}
/// ```
///
/// The built-ins' names and parameters (`?` marks an optional one):
///
/// - `list`: `appearance`, a `ListAppearance` case (`plain`, `insetGrouped`…).
/// - `grid`: `columns` (1 or more), `spacing`? (finite, not negative; 0 when left out).
/// - `adaptiveGrid`: `minimumItemWidth` (positive, finite), `spacing`?.
/// - `carousel`: `groupWidthFraction` (positive, finite), `behavior`?, an
///   `OrthogonalScrollingBehavior` case (`groupPaging` when left out).
/// - `mosaic`: none.
/// - `waterfall`: exactly one of `columns` and `minimumColumnWidth`, and `itemHeights`, one
///   or more heights (finite, not negative) that items cycle through.
///
/// Waterfall heights cannot be a closure in data, hence `itemHeights`. Static members spell
/// the built-ins in Swift (`.grid(columns: 3)`); ``init(name:parameters:)`` spells any other.
public struct ProviderDescription: Hashable, Sendable {
  /// The provider's name, as a ``ProviderDecoders`` table knows it (`grid`).
  public var name: String
  /// The provider's parameters by name, as written.
  public var parameters: [String: ParameterValue]

  /// A description of the provider named `name` with `parameters`.
  public init(name: String, parameters: [String: ParameterValue] = [:]) {
    self.name = name
    self.parameters = parameters
  }

  /// The provider this describes, read by `decoders`.
  ///
  /// ```swift
  /// try ProviderDescription.grid(columns: 3, spacing: 2).makeProvider().name  // "grid(3)"
  /// ```
  ///
  /// - Throws: ``SectionProviderError/unknownProvider(_:)`` for a name `decoders` lacks, and
  ///   for bad parameters ``SectionProviderError/malformedParameters(provider:reason:)``,
  ///   ``SectionProviderError/unknownParameter(provider:name:)``,
  ///   ``SectionProviderError/invalidParameter(provider:name:value:)``,
  ///   ``SectionProviderError/unknownBehavior(_:)`` or
  ///   ``SectionProviderError/unknownAppearance(_:)``.
  /// - Complexity: O(n) in the size of the parameters, plus what the decoder does.
  public func makeProvider(using decoders: ProviderDecoders = .builtIns)
    throws(SectionProviderError) -> any SectionProvider
  {
    try decoders.provider(for: self)
  }
}

extension ProviderDescription: Codable {
  /// Reads `{"<name>": {<parameters>}}`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` unless the object has exactly one key, and
  ///   `DecodingError.typeMismatch` unless that key holds an object. Whether the name is
  ///   known is decided later, by the ``ProviderDecoders`` table that reads the description.
  /// - Complexity: O(n) in the size of the parameters.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ParameterKey.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "a provider is one key, its name, holding its parameters, as in "
            + #"{"grid": {"columns": 3}}; found \#(container.allKeys.count) keys"#))
    }
    do {
      parameters = try container.decode([String: ParameterValue].self, forKey: key)
    } catch DecodingError.typeMismatch(let type, let context) {
      throw DecodingError.typeMismatch(
        type,
        DecodingError.Context(
          codingPath: context.codingPath,
          debugDescription: "the parameters of \(key.stringValue) are an object ({} for none)"))
    }
    name = key.stringValue
  }

  /// Writes `{"<name>": {<parameters>}}`.
  ///
  /// - Throws: what the encoder throws, such as for a number that is not finite.
  /// - Complexity: O(n) in the size of the parameters.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ParameterKey.self)
    try container.encode(parameters, forKey: ParameterKey(name: name))
  }
}
