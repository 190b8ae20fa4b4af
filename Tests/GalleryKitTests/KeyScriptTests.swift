#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct KeyScriptTests {
  @Test func namesBracketsCharactersAndSearchTextParse() throws {
    #expect(
      try KeyScript.parse("down <down> /K2 enter <tab> <right> <esc> s S ?")
        == [
          .down, .down, .character("/"), .character("K"), .character("2"), .enter, .tab,
          .right, .escape, .character("s"), .character("S"), .character("?"),
        ])
    #expect(
      try KeyScript.parse("pgup pgdn home end space backspace wheelup wheeldown backtab")
        == [
          .pageUp, .pageDown, .home, .end, .character(" "), .backspace, .wheelUp, .wheelDown,
          .backTab,
        ])
  }

  @Test func resizeAndWaitTakeTheirArguments() throws {
    #expect(
      try KeyScript.parse("<resize 80x24> <wait 250> <resize 120x40>")
        == [.resize(columns: 80, rows: 24), .wait(seconds: 0.25), .resize(columns: 120, rows: 40)])
  }

  @Test func aWordThatNamesNoKeyIsANamedError() {
    #expect(throws: GalleryUsageError.badKeyScript("downn")) { try KeyScript.parse("down downn") }
    #expect(throws: GalleryUsageError.badKeyScript("<resize 0x24>")) {
      try KeyScript.parse("<resize 0x24>")
    }
    #expect(throws: GalleryUsageError.badKeyScript("<wait soon>")) {
      try KeyScript.parse("<wait soon>")
    }
    #expect(throws: GalleryUsageError.badKeyScript("<fly>")) { try KeyScript.parse("<fly>") }
  }

  @Test func holdRepeatsAKeyWithoutWaiting() throws {
    #expect(
      try KeyScript.parse("<hold j 12> <hold down 3>")
        == [.held(.character("j"), times: 12), .held(.down, times: 3)])
    #expect(throws: GalleryUsageError.badKeyScript("<hold j many>")) {
      try KeyScript.parse("<hold j many>")
    }
  }

  @Test func anEmptyScriptHasNoKeys() throws {
    #expect(try KeyScript.parse("   ").isEmpty)
  }
}
#endif
