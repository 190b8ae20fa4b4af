#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct KeyDecoderTests {
  static func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  static func decodeBytes(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  @Test func arrowsCSIAndSS3DecodeToTheirKeys() {
    #expect(Self.keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(Self.keys("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF") == [.up, .down, .home, .end])
  }

  @Test func tildeSequencesDecodePagingAndEnds() {
    #expect(
      Self.keys("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~")
        == [.pageUp, .pageDown, .home, .end, .home, .end])
    #expect(Self.keys("\u{1B}[H\u{1B}[F\u{1B}[Z") == [.home, .end, .backTab])
  }

  @Test func sgrWheelReportsDecodeToWheelKeysAndClicksAreDropped() {
    #expect(
      Self.keys("\u{1B}[<64;10;5M\u{1B}[<65;10;5M\u{1B}[<0;3;4M\u{1B}[<0;3;4m")
        == [.wheelUp, .wheelDown])
  }

  @Test func controlBytesAndTextDecode() {
    #expect(
      Self.keys("\r\t\u{7F}\u{03}jé😀 ")
        == [
          .enter, .tab, .backspace, .interrupt, .character("j"), .character("é"),
          .character("😀"), .character(" "),
        ])
  }

  @Test func aSequenceCutBetweenReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "["), UInt8(ascii: "6")]).isEmpty)
    #expect(
      decoder.decode([UInt8(ascii: "~"), UInt8(ascii: "q")]) == [.pageDown, .character("q")])
    #expect(decoder.decode([0xF0, 0x9F]).isEmpty)
    #expect(decoder.decode([0x98, 0x80]) == [.character("😀")])
  }

  @Test func aLoneEscapeIsTheEscapeKeyAndUnknownSequencesAreDropped() {
    #expect(Self.keys("\u{1B}") == [.escape])
    #expect(Self.keys("\u{1B}x") == [.escape, .character("x")])
    #expect(Self.keys("\u{1B}[99~k") == [.character("k")])
    #expect(KeyDecoderTests.decodeBytes([0xFF, 0x61]) == [.character("a")])
  }
}
#endif
