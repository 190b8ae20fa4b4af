#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

/// The gallery screens README quotes are what the gallery prints for the keys README names.
@Suite struct GalleryScreenTests {
  static let quoted: [[String]] = [
    ["emoji-explorer", "--width", "64", "--height", "20", "--keys", "tab right", "--ascii"],
    [
      "orthogonal-section-behaviors", "--width", "64", "--height", "20", "--keys",
      "tab tab tab right", "--ascii",
    ],
  ]

  @Test func theQuotedScreensAreWhatTheGalleryPrints() throws {
    let blocks = try ReadmeSnippetTests.readme().codeBlocks.filter { $0.language == "text" }
    #expect(blocks.count == Self.quoted.count)
    for (block, arguments) in zip(blocks, Self.quoted) {
      let printed = GalleryCommand.run(arguments, isTerminal: false).output
      #expect(block.lines.joined(separator: "\n") + "\n" == printed)
    }
  }
}
#endif
