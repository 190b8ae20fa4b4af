#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import CommandLineOptions
/// What the gallery was asked to do, parsed from its arguments by ``parse(arguments:)``, a
/// pure function (no process, no terminal) so that tests and fuzzers can call it.
///
/// ```swift
/// let options = try GalleryOptions.parse(arguments: ["grid", "--keys", "pgdn", "--ascii"])
/// options.example  // "grid"
/// options.output   // .ascii
/// ```
public struct GalleryOptions: Equatable, Sendable {
  /// Where the final screen of a headless run goes.
  public enum Output: Equatable, Sendable {
    /// Nowhere: the gallery runs in the terminal.
    case interactive
    /// Printed as plain text.
    case ascii
    /// Written as an SVG picture of the layout to the file.
    case svg(path: String)
    /// Written as an HTML page of the layout to the file.
    case html(path: String)
  }

  /// The example to open (by slug or title), or `nil` for the home screen.
  public var example: String?
  /// `--list`: print the examples' names.
  public var listsExamples = false
  /// `--help`.
  public var showsHelp = false
  /// The window's width in characters for a headless run; 80 unless `--width` says.
  public var width = 80
  /// The window's height in characters for a headless run; 24 unless `--height` says.
  public var height = 24
  /// The keys of `--keys`, run before the screen is printed.
  public var keys: [Key] = []
  /// Where the final screen goes.
  public var output = Output.interactive
  /// `--no-color`: no colour escapes (the `NO_COLOR` variable does the same).
  public var noColor = false
  /// `--scale`: points one column covers.
  public var scale = GalleryScale.defaultPointsPerColumn
  /// `--wireframe`: pictures show the layout's whole content as numbered boxes instead of
  /// the screen.
  public var wireframe = false

  /// Options with every default: the home screen in the terminal.
  public init() {}

  /// Whether `--keys` was given, even as an empty script.
  private var keysGiven = false

  /// The gallery's options: the parser's table and the help's.
  static let table = OptionTable<GalleryOptions, GalleryUsageError>(
    rows: [
      .flag("--list", help: "print the examples") { $0.listsExamples = true },
      .option("--width", value: "W", help: "headless window width in characters (default 80)") {
        (options, text) throws(GalleryUsageError) in
        options.width = try size(text, flag: "--width")
      },
      .option(
        "--height", value: "H", help: "headless window height in characters (default 24)"
      ) { (options, text) throws(GalleryUsageError) in
        options.height = try size(text, flag: "--height")
      },
      .option(
        "--keys", value: "SCRIPT",
        help: """
          keys to run headless, e.g. "down down /K2 enter <tab> <right> <esc>
          <resize 80x24> <wait 500> <hold j 10>"; names: up down left right pgup
          pgdn home end tab backtab enter esc space backspace wheelup wheeldown;
          one character types it; /TEXT types / then TEXT; the motion each key
          starts settles before the next, but for a held key's repeats
          """
      ) { (options, script) throws(GalleryUsageError) in
        options.keys = try KeyScript.parse(script)
        options.keysGiven = true
      },
      .flag("--ascii", help: "print the final screen as text") {
        (options) throws(GalleryUsageError) in try options.setOutput(.ascii, flag: "--ascii")
      },
      .option("--svg", value: "FILE", help: "write a picture of the final screen as SVG") {
        (options, path) throws(GalleryUsageError) in
        try options.setOutput(.svg(path: path), flag: "--svg")
      },
      .option("--html", value: "FILE", help: "write a picture of the final screen as a page") {
        (options, path) throws(GalleryUsageError) in
        try options.setOutput(.html(path: path), flag: "--html")
      },
      .flag(
        "--wireframe",
        help: "with --svg or --html: the whole layout as numbered boxes"
      ) { $0.wireframe = true },
      .flag("--no-color", help: "no colours (as NO_COLOR=1)") { $0.noColor = true },
      .option(
        "--scale", value: "PT", help: "points per column (default 8; a line is 3.25 columns tall)"
      ) { (options, text) throws(GalleryUsageError) in
        guard let scale = Double(text), scale.isFinite, scale >= 0.5, scale <= 100 else {
          throw .badValue(flag: "--scale", value: text)
        }
        options.scale = scale
      },
      .flag("--help", "-h", help: "show this help") { $0.showsHelp = true },
    ],
    positional: .init(
      "EXAMPLE", help: "open this example (a slug or title from --list) instead of the home screen"
    ) { (options, name) throws(GalleryUsageError) in
      guard options.example == nil else { throw .extraArgument(name) }
      guard ExampleCatalogue.example(named: name) != nil else { throw .unknownExample(name) }
      options.example = name
    },
    missingValue: { .missingValue(flag: $0) }, unknownArgument: GalleryUsageError.unknownFlag)

  /// The usage line, from ``table``.
  public static var usage: String { "usage: gallery \(table.synopsis)" }

  /// The options `arguments` (without the program's name) ask for.
  ///
  /// - Throws: ``GalleryUsageError`` for an unknown flag, a missing or bad value, an
  ///   unknown example, a bad key script, or `--keys` without a headless output.
  /// - Complexity: O(arguments × options + their length).
  public static func parse(arguments: [String]) throws(GalleryUsageError) -> GalleryOptions {
    let options = try table.parse(arguments, into: GalleryOptions())
    if options.keysGiven, options.output == .interactive {
      throw .conflictingFlags("--keys needs --ascii, --svg or --html")
    }
    switch options.output {
    case .svg, .html: break
    case .interactive, .ascii:
      if options.wireframe { throw .conflictingFlags("--wireframe needs --svg or --html") }
    }
    return options
  }

  private mutating func setOutput(_ output: Output, flag: String) throws(GalleryUsageError) {
    guard self.output == .interactive else {
      throw .conflictingFlags("\(flag): give one of --ascii, --svg and --html")
    }
    self.output = output
  }

  private static func size(_ text: String, flag: String) throws(GalleryUsageError) -> Int {
    guard let value = Int(text), (1...1_000).contains(value) else {
      throw .badValue(flag: flag, value: text)
    }
    return value
  }
}
#endif
