#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Turns the bytes a terminal sends in raw mode into ``Key``s: printable UTF-8, control
/// keys, CSI and SS3 sequences for the arrows, Home, End, Page Up and Page Down, and SGR
/// mouse reports for the wheel (`ESC [ < 64 ; x ; y M` up, `65` down).
///
/// A sequence cut between two reads is kept until the next one completes it; a lone escape
/// at the end of a read is the Escape key, as terminals send a sequence in one write.
/// Bytes that form no key (an unknown sequence, invalid UTF-8) are dropped.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[Bj".utf8))  // [.down, .character("j")]
/// ```
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// A decoder with nothing pending.
  public init() {}

  /// The keys `bytes` complete, in order.
  ///
  /// - Complexity: O(n) for n bytes, plus the bytes pending from the last call.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(in: pending, at: index) else { break }
      if let key { keys.append(key) }
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The key at `index` and the bytes it takes; `nil` when the bytes end mid-sequence; a
  /// `nil` key for bytes that are dropped.
  private static func key(in bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x1B: return escapeSequence(in: bytes, at: index)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
    case 0xC0...0xF7: return utf8Character(in: bytes, at: index)
    default: return (nil, 1)
    }
  }

  private static func utf8Character(in bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    let length = bytes[index] >= 0xF0 ? 4 : bytes[index] >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return nil }
    let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
    guard let character = text.first, text.count == 1, character != "\u{FFFD}" else {
      return (nil, 1)
    }
    return (.character(character), length)
  }

  private static func escapeSequence(in bytes: [UInt8], at index: Int) -> (Key?, Int)? {
    guard index + 1 < bytes.count else { return (.escape, 1) }
    let introducer = bytes[index + 1]
    if introducer == UInt8(ascii: "O") {
      guard index + 2 < bytes.count else { return nil }
      return (finalKey(bytes[index + 2], parameters: []), 3)
    }
    guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
    var end = index + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else { return nil }
    let body = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    let final = bytes[end]
    let length = end - index + 1
    if body.hasPrefix("<") {
      return (mouseKey(body.dropFirst(), final: final), length)
    }
    let parameters = body.split(separator: ";").compactMap { Int($0) }
    return (finalKey(final, parameters: parameters), length)
  }

  private static func finalKey(_ final: UInt8, parameters: [Int]) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "Z"): .backTab
    case UInt8(ascii: "~"):
      switch parameters.first {
      case 1, 7: .home
      case 4, 8: .end
      case 5: .pageUp
      case 6: .pageDown
      default: nil
      }
    default: nil
    }
  }

  private static func mouseKey(_ body: Substring, final: UInt8) -> Key? {
    guard final == UInt8(ascii: "M"),
      let button = body.split(separator: ";").first.flatMap({ Int($0) })
    else { return nil }
    switch button {
    case 64: return .wheelUp
    case 65: return .wheelDown
    default: return nil
    }
  }
}
#endif
