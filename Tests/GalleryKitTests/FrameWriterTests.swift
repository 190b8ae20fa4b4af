#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct FrameWriterTests {
  static func canvas(_ text: String) -> Canvas {
    var canvas = Canvas(width: 10, height: 3)
    canvas.write(text, x: 0, y: 1)
    return canvas
  }

  @Test func theFirstFrameClearsAndDrawsEveryLine() {
    var writer = FrameWriter(usesColor: true)
    let output = writer.frame(Self.canvas("hello"))
    #expect(output.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(output.contains("\u{1B}[1;1H"))
    #expect(output.contains("\u{1B}[3;1H"))
    #expect(output.contains("hello"))
  }

  @Test func anUnchangedFrameWritesNothing() {
    var writer = FrameWriter(usesColor: true)
    _ = writer.frame(Self.canvas("hello"))
    #expect(writer.frame(Self.canvas("hello")).isEmpty)
  }

  @Test func aChangeWritesOnlyItsRunAtItsPosition() {
    var writer = FrameWriter(usesColor: false)
    _ = writer.frame(Self.canvas("hello"))
    let output = writer.frame(Self.canvas("hellO"))
    #expect(output == "\u{1B}[2;5H\u{1B}[0mO")
  }

  @Test func changesAFewCellsApartJoinAndFarApartStaySeparate() {
    var writer = FrameWriter(usesColor: false)
    _ = writer.frame(Self.canvas("abcdefghij"))
    #expect(writer.frame(Self.canvas("Abcdefghij")) == "\u{1B}[2;1H\u{1B}[0mA")
    #expect(writer.frame(Self.canvas("abCdefghij")) == "\u{1B}[2;1H\u{1B}[0mabC")
    #expect(
      writer.frame(Self.canvas("abcdefghiJ"))
        == "\u{1B}[2;3H\u{1B}[0mc\u{1B}[2;10HJ")
  }

  @Test func coloursAreWrittenOnlyWhenUsed() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.write("ab", x: 0, y: 0, foreground: 196, background: 21, style: .bold)
    var colour = FrameWriter(usesColor: true)
    var plain = FrameWriter(usesColor: false)
    #expect(colour.frame(canvas).contains("\u{1B}[0;1;38;5;196;48;5;21mab"))
    let output = plain.frame(canvas)
    #expect(output.contains("\u{1B}[0;1mab"))
    #expect(!output.contains("38;5"))
  }

  @Test func aNewSizeOrAnInvalidatedWriterDrawsEverythingAgain() {
    var writer = FrameWriter(usesColor: false)
    _ = writer.frame(Self.canvas("x"))
    writer.invalidate()
    #expect(writer.frame(Self.canvas("x")).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(writer.frame(Canvas(width: 5, height: 2)).hasPrefix("\u{1B}[0m\u{1B}[2J"))
  }

  @Test func wideCharactersTakeTwoCellsAndARunStartsAtTheirFirst() {
    var writer = FrameWriter(usesColor: false)
    _ = writer.frame(Self.canvas("a😀b"))
    #expect(Self.canvas("a😀b").text == "\na😀b\n\n")
    #expect(writer.frame(Self.canvas("a🐶b")) == "\u{1B}[2;2H\u{1B}[0m🐶")
  }
}
#endif
