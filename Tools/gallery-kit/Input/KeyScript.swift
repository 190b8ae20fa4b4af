#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The keys of a `--keys` script: words separated by spaces, each one key or a few.
///
/// - a key's name, bare or in angle brackets: `up`, `down`, `left`, `right`, `pgup`,
///   `pgdn`, `home`, `end`, `tab`, `backtab`, `enter`, `esc`, `space`, `backspace`,
///   `wheelup`, `wheeldown` (`<down>` is `down`);
/// - one character, typed: `s`, `S`, `?`, `j`;
/// - `/` followed by text: the search key, then the text typed (`/K2` is `/`, `K`, `2`);
/// - `<resize WxH>`: the window becomes W columns by H rows;
/// - `<wait MS>`: MS milliseconds pass;
/// - `<hold KEY N>`: KEY (a name or one character) held for N repeats.
///
/// A headless run lets the motion each key starts settle before the next key, as a person
/// reading the screen would; a held key's repeats come 1/30 s apart without settling.
///
/// ```swift
/// try KeyScript.parse("down /K2 enter <resize 80x24>")
/// // [.down, .character("/"), .character("K"), .character("2"), .enter,
/// //  .resize(columns: 80, rows: 24)]
/// ```
public enum KeyScript {
  /// The names a word may use for a key.
  public static let names: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp,
    "pgdn": .pageDown, "home": .home, "end": .end, "tab": .tab, "backtab": .backTab,
    "enter": .enter, "esc": .escape, "space": .character(" "), "backspace": .backspace,
    "wheelup": .wheelUp, "wheeldown": .wheelDown,
  ]

  /// The keys `script` names, in order.
  ///
  /// - Throws: ``GalleryUsageError/badKeyScript(_:)`` naming the first word that is no key.
  /// - Complexity: O(n) in the script's length.
  public static func parse(_ script: String) throws(GalleryUsageError) -> [Key] {
    var keys: [Key] = []
    var words = script.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })[...]
    while let word = words.popFirst() {
      if word == "<hold", let name = words.popFirst(), let count = words.popFirst() {
        let original = word + " " + name + " " + count
        guard count.hasSuffix(">"), let times = Int(count.dropLast()), (1...1_000).contains(times),
          let key = names[String(name)] ?? (name.count == 1 ? name.first.map(Key.character) : nil)
        else { throw .badKeyScript(String(original)) }
        keys.append(.held(key, times: times))
      } else if word == "<resize" || word == "<wait", let argument = words.popFirst() {
        keys.append(
          try bracketed(word.dropFirst() + " " + argument, original: word + " " + argument))
      } else if word.hasPrefix("<"), word.hasSuffix(">"), word.count > 2 {
        keys.append(try bracketed(word.dropFirst().dropLast(), original: word))
      } else if let key = names[String(word)] {
        keys.append(key)
      } else if word.hasPrefix("/") {
        keys += word.map { Key.character($0) }
      } else if word.count == 1, let character = word.first {
        keys.append(.character(character))
      } else {
        throw .badKeyScript(String(word))
      }
    }
    return keys
  }

  private static func bracketed(_ inside: Substring, original: Substring) throws(GalleryUsageError)
    -> Key
  {
    let parts =
      inside.hasSuffix(">") ? inside.dropLast().split(separator: " ") : inside.split(separator: " ")
    if parts.count == 1, let key = names[String(parts[0])] { return key }
    if parts.count == 2, parts[0] == "resize" {
      let size = parts[1].split(separator: "x")
      if size.count == 2, let columns = Int(size[0]), let rows = Int(size[1]), columns > 0,
        rows > 0, columns <= 1_000, rows <= 1_000
      {
        return .resize(columns: columns, rows: rows)
      }
    }
    if parts.count == 2, parts[0] == "wait", let milliseconds = Int(parts[1]),
      (0...60_000).contains(milliseconds)
    {
      return .wait(seconds: Double(milliseconds) / 1_000)
    }
    throw .badKeyScript(String(original))
  }
}
#endif
