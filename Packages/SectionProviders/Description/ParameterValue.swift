import LayoutGeometry

/// One parameter of a provider as data: the values JSON has, held without Foundation, so
/// that a ``ProviderDescription`` keeps its parameters as they were written until a
/// ``ProviderDecoders`` table reads them into the provider they name.
///
/// Numbers are `Double`s, as in JSON and JavaScript: a parameter read as an integer must be
/// a whole number that the integer type holds (every integer up to 2⁵³ in magnitude is
/// exact), or reading it fails with ``SectionProviderError/malformedParameters(provider:reason:)``.
/// Literals make values short to write:
///
/// ```swift
/// let parameters: [String: ParameterValue] = ["columns": 3, "spacing": 2.5]
/// ```
public enum ParameterValue: Hashable, Sendable {
  /// JSON's `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An ordered list of values.
  case array([ParameterValue])
  /// Values by name.
  case object([String: ParameterValue])

  /// What the value is, for error messages: `a string`, `null`, or the number itself.
  var summary: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
  }
}

extension ParameterValue: Codable {
  /// Reads whichever JSON value the decoder holds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is none of the six kinds.
  /// - Complexity: O(n) in the size of the value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([ParameterValue].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: ParameterValue].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "not a JSON value (null, boolean, number, string, list or object)")
    }
  }

  /// Writes the value as the JSON value of its kind.
  ///
  /// - Throws: what the encoder throws, such as for a number that is not finite.
  /// - Complexity: O(n) in the size of the value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

extension ParameterValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `.bool(value)`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `.number(Double(value))`.
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  /// `.number(value)`.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `.string(value)`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `.array(elements)`.
  public init(arrayLiteral elements: ParameterValue...) { self = .array(elements) }

  /// `.object` of the pairs; a later pair replaces an earlier one of the same name.
  ///
  /// - Complexity: O(n) in the number of pairs.
  public init(dictionaryLiteral elements: (String, ParameterValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, later in later }))
  }
}

extension ParameterValue {
  /// Whether both are the same JSON value, a NaN number matching any NaN (so `==` is
  /// reflexive) and −0 matching 0.
  public static func == (lhs: ParameterValue, rhs: ParameterValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let value), .bool(let other)): value == other
    case (.number(let value), .number(let other)): value.isSameValue(as: other)
    case (.string(let value), .string(let other)): value == other
    case (.array(let value), .array(let other)): value == other
    case (.object(let value), .object(let other)): value == other
    case (.null, _), (.bool, _), (.number, _), (.string, _), (.array, _), (.object, _): false
    }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value.sameValueHash)
    case .string(let value): hasher.combine(value)
    case .array(let value): hasher.combine(value)
    case .object(let value): hasher.combine(value)
    }
  }
}
