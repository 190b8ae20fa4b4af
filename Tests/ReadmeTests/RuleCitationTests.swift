#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing

/// Source comments cite the layout rules by number ("rule 21", "rules 14–16"); each number
/// must be a rule of `docs/uikit-semantics.md`, whose anchors (`rule-21`) the citations mean.
@Suite struct RuleCitationTests {
  /// The rule anchors of the spec: `21`, `21a`, …
  static func anchors() throws -> Set<String> {
    let spec = try RepositoryFile.text("docs/uikit-semantics.md")
    return Set(
      spec.split(separator: "\"").filter { $0.hasPrefix("rule-") }.map { String($0.dropFirst(5)) })
  }

  /// Every rule number cited in `text`, ranges ("12–15") expanded.
  static func citations(in text: String) -> [String] {
    var cited: [String] = []
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
    for (index, word) in words.enumerated()
    where word.lowercased() == "rule" || word.lowercased() == "rules" {
      var position = index + 1
      while position < words.count {
        let token = words[position].trimmingCharacters(in: CharacterSet(charactersIn: ",);.:`"))
        if token == "and" || token == "or" {
          position += 1
          continue
        }
        let bounds = token.split(whereSeparator: { $0 == "–" || $0 == "-" }).map(String.init)
        guard let first = bounds.first, let low = Int(first.filter(\.isNumber)) else { break }
        if bounds.count == 2, let high = Int(bounds[1]), high >= low {
          cited += (low...high).map(String.init)
        } else {
          cited.append(first)
        }
        guard
          words[position].hasSuffix(",")
            || position + 1 < words.count
              && ["and", "or"].contains(words[position + 1])
        else { break }
        position += 1
      }
    }
    return cited
  }

  /// The Swift sources and DocC articles of the library modules.
  static func sources() throws -> [(path: String, text: String)] {
    let packages = RepositoryFile.root.appendingPathComponent("Packages")
    let files = FileManager.default.enumerator(atPath: packages.path)?.compactMap { $0 as? String }
    return try (files ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }.sorted()
      .map { ("Packages/\($0)", try RepositoryFile.text("Packages/\($0)")) }
  }
}

extension RuleCitationTests {
  @Test func citationsAreReadAsTheyAreWritten() {
    #expect(Self.citations(in: "as rule 21 says") == ["21"])
    #expect(
      Self.citations(in: "(rules 2, 3, 12–15, 18, 19).") == [
        "2", "3", "12", "13", "14", "15", "18", "19",
      ])
    #expect(Self.citations(in: "Rule 8 and 10: cycling") == ["8", "10"])
    #expect(Self.citations(in: "rule 21a applies") == ["21a"])
    #expect(Self.citations(in: "no rule here") == [])
  }

  @Test func everyCitedRuleIsARuleOfTheSpec() throws {
    let anchors = try Self.anchors()
    #expect(anchors.contains("1") && anchors.contains("25") && anchors.contains("21a"))
    var citations = 0
    for source in try Self.sources() {
      for rule in Self.citations(in: source.text) {
        citations += 1
        let isARule = anchors.contains(rule)
        #expect(isARule, "\(source.path) cites rule \(rule), which docs/uikit-semantics.md lacks")
      }
    }
    // The sources cite the rules about a hundred times; far fewer means the reading broke.
    #expect(citations > 80)
  }
}
#endif
