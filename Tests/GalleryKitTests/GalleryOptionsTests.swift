#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

@Suite struct GalleryOptionsTests {
  @Test func anExampleWithKeysAndAnExportParses() throws {
    let options = try GalleryOptions.parse(arguments: [
      "Grid", "--width", "100", "--height", "30", "--keys", "pgdn", "--ascii", "--scale", "6",
      "--no-color",
    ])
    #expect(options.example == "Grid")
    #expect(options.width == 100)
    #expect(options.height == 30)
    #expect(options.keys == [.pageDown])
    #expect(options.output == .ascii)
    #expect(options.scale == 6)
    #expect(options.noColor)
  }

  @Test func noArgumentsMeanTheHomeScreenInTheTerminal() throws {
    let options = try GalleryOptions.parse(arguments: [])
    #expect(options == GalleryOptions())
    #expect(options.output == .interactive)
  }

  @Test(arguments: [
    (["--frob"], GalleryUsageError.unknownFlag("--frob")),
    (["--width"], .missingValue(flag: "--width")),
    (["--width", "0"], .badValue(flag: "--width", value: "0")),
    (["--height", "tall"], .badValue(flag: "--height", value: "tall")),
    (["--scale", "nan"], .badValue(flag: "--scale", value: "nan")),
    (["everest"], .unknownExample("everest")),
    (["grid", "nested-groups"], .extraArgument("nested-groups")),
    (["grid", "--keys", "up"], .conflictingFlags("--keys needs --ascii, --svg or --html")),
    (["grid", "--wireframe"], .conflictingFlags("--wireframe needs --svg or --html")),
    (["grid", "--ascii", "--wireframe"], .conflictingFlags("--wireframe needs --svg or --html")),
    (
      ["--ascii", "--svg", "a.svg"],
      .conflictingFlags("--svg: give one of --ascii, --svg and --html")
    ),
    (["--keys", "upp", "--ascii"], .badKeyScript("upp")),
  ])
  func badArgumentsAreNamedErrors(arguments: [String], error: GalleryUsageError) {
    #expect(throws: error) { try GalleryOptions.parse(arguments: arguments) }
  }

  @Test func errorMessagesAreOneLine() {
    let message = GalleryUsageError.unknownFlag("--a\nb").message
    #expect(message == "unknown flag '--a?b'")
  }
}
#endif
