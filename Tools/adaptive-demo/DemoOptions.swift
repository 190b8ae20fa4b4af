/// What the command line asked for, parsed by hand (no dependencies).
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

  static let usage = """
    usage: adaptive-demo [--width W]... [--svg DIR] [--html FILE] [--config FILE]
                         [--list-providers] [--help]
    """

  /// The options `arguments` (without the program name) ask for.
  static func parse(_ arguments: [String]) throws(DemoError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(DemoError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
        throw .missingValue(flag)
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--width":
        let text = try value(for: argument)
        guard let width = Double(text), width.isFinite, width > 0, width <= 100_000 else {
          throw .invalidWidth(text)
        }
        options.widths.append(width)
      case "--svg": options.svgDirectory = try value(for: argument)
      case "--html": options.htmlFile = try value(for: argument)
      case "--config": options.configFile = try value(for: argument)
      case "--list-providers": options.listProviders = true
      case "--help", "-h": options.help = true
      default: throw .unknownArgument(argument)
      }
    }
    if options.widths.isEmpty { options.widths = defaultWidths }
    return options
  }
}
