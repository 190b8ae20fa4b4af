#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing

@testable import AdaptiveDemo

/// Every Swift snippet of README compiles (it stands verbatim in ``CoreSnippets`` or
/// ``UIKitSnippets``) and gives the values its `// name: value` comments claim; the demo's
/// transcript shows what README quotes of it.
@Suite struct ReadmeSnippetTests {
  /// README's Swift snippets in order, with the function that runs each.
  static let snippets: [(file: String, run: @Sendable () -> [String: String])] = [
    ("CoreSnippets.swift", CoreSnippets.example),
    ("CoreSnippets.swift", CoreSnippets.headers),
    // A throw leaves no values, so every claim of the snippet fails.
    ("CoreSnippets.swift", { (try? CoreSnippets.updates()) ?? [:] }),
    ("UIKitSnippets.swift", UIKitSnippets.sameLayout),
    ("CoreSnippets.swift", CoreSnippets.sectionProvider),
  ]

  static func readme() throws -> Markdown {
    Markdown(text: try RepositoryFile.text("README.md"))
  }

  /// A snippet's lines as they stand in a function body: imports left out (they head the
  /// file), blank lines dropped, every other line indented by four spaces.
  static func bodyLines(of block: Markdown.CodeBlock) -> [String] {
    block.lines.filter { !$0.hasPrefix("import ") && !$0.isEmpty }.map { "    " + $0 }
  }

  /// The `// name: value` claims of a snippet.
  static func claims(of block: Markdown.CodeBlock) -> [String: String] {
    var claims: [String: String] = [:]
    for line in block.lines where line.hasPrefix("// ") {
      let parts = line.dropFirst(3).split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      claims[String(parts[0])] = parts[1].trimmingCharacters(in: " ")
    }
    return claims
  }
}

extension ReadmeSnippetTests {
  @Test func everySwiftSnippetStandsVerbatimInATestSource() throws {
    let blocks = try Self.readme().codeBlocks.filter { $0.language == "swift" }
    #expect(blocks.count == Self.snippets.count)
    for (block, snippet) in zip(blocks, Self.snippets) {
      let source = try RepositoryFile.text("Tests/ReadmeTests/\(snippet.file)")
        .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      let body = Self.bodyLines(of: block)
      let found = source.indices.contains { start in
        source[start...].starts(with: body)
      }
      #expect(found, "README snippet starting \(block.lines.first ?? "") is not in \(snippet.file)")
    }
  }

  @Test func everySnippetGivesTheValuesItsCommentsClaim() throws {
    let blocks = try Self.readme().codeBlocks.filter { $0.language == "swift" }
    for (block, snippet) in zip(blocks, Self.snippets) {
      let claims = Self.claims(of: block)
      #expect(!claims.isEmpty)
      #expect(snippet.run() == claims)
    }
  }

  @Test func theQuotedTranscriptIsWhatTheDemoPrints() throws {
    let quoted = try #require(
      try Self.readme().codeBlocks.first {
        $0.language.isEmpty && $0.lines.first?.hasPrefix("==") == true
      })
    let printed = Set(AdaptiveDemo.run([]).output.split(separator: "\n").map(String.init))
    for line in quoted.lines where line != "…" {
      let isPrinted = printed.contains(line)
      #expect(isPrinted, "README quotes a line the demo does not print: \(line)")
    }
  }
}
#endif
