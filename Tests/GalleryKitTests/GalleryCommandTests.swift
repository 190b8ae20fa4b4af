#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct GalleryCommandTests {
  @Test func listPrintsEveryExampleByCategory() {
    let outcome = GalleryCommand.run(["--list"], isTerminal: false)
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("Compositional Layout\n  grid "))
    #expect(outcome.output.contains("  mountains-search  Mountains Search\n"))
    #expect(outcome.output.contains("Outlines\n  emoji-explorer  Emoji Explorer\n"))
    #expect(outcome.output.contains("  quickcell         QuickCell\n"))
  }

  @Test func withoutATerminalOrAnExportTheListAndAHintArePrinted() {
    let outcome = GalleryCommand.run([], isTerminal: false)
    #expect(outcome.status == 0)
    #expect(outcome.interactive == nil)
    #expect(outcome.output.contains("Articles\n"))
    #expect(outcome.output.hasSuffix("or run gallery in a terminal\n"))
  }

  @Test func inATerminalTheRunGoesOnInteractively() {
    let outcome = GalleryCommand.run(["grid"], isTerminal: true)
    #expect(outcome.interactive?.example == "grid")
    #expect(outcome.output.isEmpty)
  }

  @Test func noColorFromTheFlagOrTheEnvironmentTurnsColoursOff() {
    #expect(GalleryCommand.run([], isTerminal: true).usesColor)
    #expect(!GalleryCommand.run(["--no-color"], isTerminal: true).usesColor)
    #expect(!GalleryCommand.run([], isTerminal: true, environment: ["NO_COLOR": "1"]).usesColor)
    #expect(GalleryCommand.run([], isTerminal: true, environment: ["NO_COLOR": ""]).usesColor)
  }

  @Test func aUsageErrorIsOneLineWithAHintAndStatusTwo() {
    let outcome = GalleryCommand.run(["nowhere"], isTerminal: false)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.errorOutput.hasPrefix("gallery: no example named 'nowhere' (see --list) (usage: "))
    #expect(outcome.errorOutput.filter { $0 == "\n" }.count == 1)
  }

  @Test func anUnwritableExportFailsWithStatusOne() {
    let outcome = GalleryCommand.run(
      ["grid", "--svg", "/nonexistent-directory/grid.svg"], isTerminal: false)
    #expect(outcome.status == 1)
    #expect(outcome.errorOutput == "gallery: cannot write '/nonexistent-directory/grid.svg'\n")
  }
}
#endif
