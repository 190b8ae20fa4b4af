#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The pieces of a Markdown document the documentation tests read.
struct Markdown {
  /// A fenced code block: its info string (`swift`, `sh`, empty) and its lines.
  struct CodeBlock: Equatable {
    var language: String
    var lines: [String]
  }

  let text: String

  /// Every fenced code block, in order.
  var codeBlocks: [CodeBlock] {
    var blocks: [CodeBlock] = []
    var current: CodeBlock?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = CodeBlock(language: String(line.dropFirst(3)), lines: [])
        }
      } else {
        current?.lines.append(String(line))
      }
    }
    return blocks
  }

  /// The rows of the first table whose header row starts with `firstHeader`, each as its
  /// cells with surrounding spaces removed; the header and separator rows are left out.
  func tableRows(underHeader firstHeader: String) -> [[String]] {
    var rows: [[String]] = []
    var inTable = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        if inTable { break }
        continue
      }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: " ") }
      if !inTable {
        inTable = cells.first == firstHeader
        continue
      }
      if cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
      rows.append(cells)
    }
    return rows
  }

  /// The names written in backquotes in `cell`, in order.
  static func codeSpans(in cell: String) -> [String] {
    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .compactMap { $0.offset % 2 == 1 ? String($0.element) : nil }
  }
}

extension StringProtocol {
  /// The text without leading and trailing characters of `set`.
  func trimmingCharacters(in set: Character) -> String {
    var slice = Substring(self)
    while slice.first == set { slice = slice.dropFirst() }
    while slice.last == set { slice = slice.dropLast() }
    return String(slice)
  }
}
#endif
