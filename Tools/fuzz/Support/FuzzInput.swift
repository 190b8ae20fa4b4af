/// The fuzzer's bytes read as the values a harness needs, front to back.
///
/// Every read succeeds: past the end, bytes read as zero, so any input is a valid case and
/// a short one is a small case. Counts and lengths come mostly from ordinary ranges and
/// sometimes from the edges (`Int.max`, 2⁴⁸, NaN, infinities), which is where the bugs of
/// issue 15 were.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0
  /// Whether counts and lengths reach the edges (`Int.max`, 2⁴⁸, 10³⁰⁸, a random bit
  /// pattern); when not, they stay ordinary (up to a few hundred items, lengths of a few
  /// thousand points), though still zero, negative, tiny, NaN or infinite. A harness whose
  /// cost follows those numbers reaches the edges in a few of its cases only.
  var reachesEdges = true

  /// The `count` bytes at `data` (none for a null pointer).
  init(_ data: UnsafePointer<UInt8>?, count: Int) {
    guard let data, count > 0 else {
      self.init([])
      return
    }
    self.init(Array(UnsafeBufferPointer(start: data, count: count)))
  }

  /// `bytes`, read from the first.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  /// The next byte, 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// The next bit, as a coin.
  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// Eight bytes, little-endian.
  mutating func word() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// A number in `0..<bound` (0 for an empty range), from one byte or two.
  mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    let raw = bound > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
    return raw % bound
  }

  /// One of `choices`, which must not be empty.
  mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices[below(choices.count)]
  }

  /// An item or element count: mostly 0…40, sometimes huge, negative or at the edges of
  /// `Int`.
  mutating func count() -> Int {
    guard reachesEdges else { return ordinaryCount() }
    return switch byte() % 16 {
    case 0: 0
    case 1: 1
    case 2: Int(byte())
    case 3: 1_000_000_000
    case 4: Int.max
    case 5: Int.max - Int(byte())
    case 6: -Int(byte()) - 1
    case 7: Int.min
    case 8: Int(truncatingIfNeeded: word())
    case 9: 1 << (Int(byte()) % 63)
    default: Int(byte() % 40)
    }
  }

  /// A length in points: mostly ordinary, sometimes zero, negative, tiny, huge, infinite or
  /// NaN.
  mutating func length() -> Double {
    guard reachesEdges else { return ordinaryLength() }
    return switch byte() % 24 {
    case 0: 0
    case 1: -Double(byte())
    case 2: .nan
    case 3: .infinity
    case 4: -.infinity
    case 5: .greatestFiniteMagnitude
    case 6: .leastNonzeroMagnitude
    case 7: 0x1p48
    case 8: 1e15
    case 9: 1e-9
    case 10: Double(bitPattern: word())
    case 11: -0.0
    case 12: 1e300
    default: Double(byte()) * pick([0.25, 1, 4, 16])
    }
  }

  /// A count of ``count()``'s ordinary kinds: mostly 0…40, sometimes up to 255 or negative.
  private mutating func ordinaryCount() -> Int {
    switch byte() % 16 {
    case 0: 0
    case 1: 1
    case 2: Int(byte())
    case 3: -Int(byte()) - 1
    default: Int(byte() % 40)
    }
  }

  /// A length of ``length()``'s ordinary kinds: mostly up to 4,080 pt, sometimes zero,
  /// negative, −0, tiny, NaN or infinite.
  private mutating func ordinaryLength() -> Double {
    switch byte() % 24 {
    case 0: 0
    case 1: -Double(byte())
    case 2: .nan
    case 3: .infinity
    case 4: -.infinity
    case 5: .leastNonzeroMagnitude
    case 6: 1e-9
    case 7: -0.0
    default: Double(byte()) * pick([0.25, 1, 4, 16])
    }
  }

  /// A fraction: mostly 0…1, sometimes beyond, negative, tiny or not a number.
  mutating func fraction() -> Double {
    switch byte() % 16 {
    case 0: 0
    case 1: 1
    case 2: .nan
    case 3: .infinity
    case 4: -0.5
    case 5: 1e-12
    case 6: 1e12
    case 7: Double(bitPattern: word())
    default: Double(byte() % 101) / 100
    }
  }

  /// A short string: element kinds and names, the odd empty one, and the characters that
  /// break lines, escapes and graphemes.
  mutating func string() -> String {
    switch byte() % 12 {
    case 0: ""
    case 1: "header"
    case 2: "footer"
    case 3: "badge"
    case 4: "background"
    case 5: "a\nb\u{2028}"
    case 6: "<&\"'>"
    case 7: "e" + String(repeating: "\u{301}", count: Int(byte()))
    case 8: String(repeating: "x", count: Int(byte()) * 4)
    default:
      String(
        decoding: (0..<Int(byte() % 8)).map { _ in byte() % 64 + 32 }, as: UTF8.self)
    }
  }
}
