/// Decodes a `Decodable` value from ``ParameterValue``s, so that a provider's parameters,
/// kept as data in a ``ProviderDescription``, are read by the same `Decodable` conformances
/// JSON would use — with no Foundation, which the standard library's `Decoder` protocol
/// makes possible.
///
/// It is its own single-value container. Numbers convert to integers only when exact. Every
/// object opened as a keyed container records the names read from it in `reads`, so the
/// caller can reject a parameter that no one read (a misspelt optional parameter would
/// otherwise be ignored without a word).
struct ParameterDecoder: Decoder, SingleValueDecodingContainer {
  /// The value being decoded.
  let value: ParameterValue
  /// Where `value` sits in the parameters.
  let codingPath: [any CodingKey]
  /// The names read so far, shared by every decoder of one decoding.
  let reads: ParameterReads

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else {
      throw mismatch([String: ParameterValue].self, expected: "an object")
    }
    reads.open(object, at: codingPath)
    return KeyedDecodingContainer(
      KeyedParameters<Key>(object: object, codingPath: codingPath, reads: reads))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let array) = value else {
      throw mismatch([ParameterValue].self, expected: "a list")
    }
    return UnkeyedParameters(array: array, codingPath: codingPath, reads: reads)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: - Single value

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let bool) = value else { throw mismatch(type, expected: "true or false") }
    return bool
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let string) = value else { throw mismatch(type, expected: "a string") }
    return string
  }

  func decode(_ type: Double.Type) throws -> Double {
    guard case .number(let number) = value else { throw mismatch(type, expected: "a number") }
    return number
  }

  func decode(_ type: Float.Type) throws -> Float {
    let number = try decode(Double.self)
    let narrowed = Float(number)
    guard narrowed.isFinite || !number.isFinite else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "\(number) does not fit a Float"))
    }
    return narrowed
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  /// The number as a `T`, when it is whole and `T` holds it.
  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let number = try decode(Double.self)
    guard number.rounded(.towardZero) == number else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "expected a whole number, found \(number)"))
    }
    guard let integer = T(exactly: number) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "\(number) does not fit \(T.self)"))
    }
    return integer
  }

  private func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "expected \(expected), found \(value.summary)"))
  }

  // MARK: - Reports

  /// A one-line account of an error thrown while decoding parameters: where, and what.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing parameter \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let place = path(context.codingPath)
      return place.isEmpty ? context.debugDescription : "\(place): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  /// `rows[1].height` for the coding path rows → 1 → height.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}

/// The keyed container of a parameter object.
private struct KeyedParameters<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: [String: ParameterValue]
  let codingPath: [any CodingKey]
  let reads: ParameterReads

  var allKeys: [Key] { object.keys.sorted().compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  /// The decoder of the value at `key`, which is now read.
  private func decoder(forKey key: Key) throws -> ParameterDecoder {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "missing parameter \(key.stringValue)"))
    }
    reads.read(key.stringValue, at: codingPath)
    return ParameterDecoder(value: value, codingPath: codingPath + [key], reads: reads)
  }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(forKey: key).decodeNil() }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(forKey: key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(forKey: key).decode(type)
  }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder(forKey: key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(forKey: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(forKey: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath, debugDescription: "no key for super"))
    }
    return try decoder(forKey: key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(forKey: key) }
}

/// The unkeyed container of a parameter list.
private struct UnkeyedParameters: UnkeyedDecodingContainer {
  let array: [ParameterValue]
  let codingPath: [any CodingKey]
  let reads: ParameterReads
  private(set) var currentIndex = 0

  init(array: [ParameterValue], codingPath: [any CodingKey], reads: ParameterReads) {
    self.array = array
    self.codingPath = codingPath
    self.reads = reads
  }

  var count: Int? { array.count }
  var isAtEnd: Bool { currentIndex >= array.count }

  /// Decodes the next element with `body`, moving past it only when that succeeds.
  private mutating func next<T>(_ body: (ParameterDecoder) throws -> T) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self,
        DecodingError.Context(
          codingPath: codingPath + [ParameterKey(index: currentIndex)],
          debugDescription: "the list has only \(array.count) elements"))
    }
    let decoder = ParameterDecoder(
      value: array[currentIndex], codingPath: codingPath + [ParameterKey(index: currentIndex)],
      reads: reads)
    let value = try body(decoder)
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, array[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.decode(type) } }
  mutating func decode(_ type: String.Type) throws -> String { try next { try $0.decode(type) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.decode(type) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.decode(type) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.decode(type) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.decode(type) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.decode(type) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.decode(type) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.decode(type) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.decode(type) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.decode(type) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.decode(type) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.decode(type) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.decode(type) } }
  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next { try $0.decode(type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try next { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try next { $0 } }
}
