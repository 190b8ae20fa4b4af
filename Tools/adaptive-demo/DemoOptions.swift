import CommandLineOptions

/// What the command line asked for, parsed by ``table``, which the help prints too.
struct DemoOptions: Equatable {
  /// The container widths to show; the demo's four when none are given.
  var widths: [Double] = []
  /// Where to write one SVG per width.
  var svgDirectory: String?
  /// Where to write the HTML page.
  var htmlFile: String?
  /// A JSON registry description replacing the built-in registry.
  var configFile: String?
  /// Print the providers and registrations instead of the layout.
  var listProviders = false
  /// Print the usage.
  var help = false

  static let defaultWidths: [Double] = [375, 768, 1024, 1366]

  /// The demo's options: the parser's table and the help's.
  static let table = OptionTable<DemoOptions, DemoError>(
    rows: [
      .option(
        "--width", value: "W", repeats: true,
        help: "show the feed W points wide (repeatable; default 375 768 1024 1366)"
      ) { options, text throws(DemoError) in
        guard let width = Double(text), width.isFinite, width > 0, width <= 100_000 else {
          throw .invalidWidth(text)
        }
        options.widths.append(width)
      },
      .option("--svg", value: "DIR", help: "also write DIR/adaptive-W.svg for each width") {
        $0.svgDirectory = $1
      },
      .option(
        "--html", value: "FILE", help: "also write one self-contained page with a width slider"
      ) { $0.htmlFile = $1 },
      .option(
        "--config", value: "FILE",
        help: "use a JSON registry description instead of the built-in registry"
      ) { $0.configFile = $1 },
      .flag(
        "--list-providers",
        help: "list the providers a config can name and the registry, then stop"
      ) { $0.listProviders = true },
      .flag("--help", "-h", help: "show this help") { $0.help = true },
    ],
    acceptsValue: { !$0.hasPrefix("--") }, missingValue: DemoError.missingValue,
    unknownArgument: DemoError.unknownArgument)

  static let usage = "usage: adaptive-demo \(table.synopsis)"

  /// The options `arguments` (without the program name) ask for.
  static func parse(_ arguments: [String]) throws(DemoError) -> DemoOptions {
    var options = try table.parse(arguments, into: DemoOptions())
    if options.widths.isEmpty { options.widths = defaultWidths }
    return options
  }
}
