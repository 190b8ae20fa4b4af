#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
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

  /// Options with every default: the home screen in the terminal.
  public init() {}

  /// The usage line.
  public static let usage =
    "usage: gallery [EXAMPLE] [--width W] [--height H] [--keys SCRIPT] "
    + "[--ascii | --svg FILE | --html FILE] [--no-color] [--scale PT] | --list | --help"

  /// The options `arguments` (without the program's name) ask for.
  ///
  /// - Throws: ``GalleryUsageError`` for an unknown flag, a missing or bad value, an
  ///   unknown example or a bad key script.
  /// - Complexity: O(arguments + their length).
  public static func parse(arguments: [String]) throws(GalleryUsageError) -> GalleryOptions {
    var options = GalleryOptions()
    var keysGiven = false
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      func value() throws(GalleryUsageError) -> String {
        guard let value = rest.popFirst() else { throw .missingValue(flag: argument) }
        return value
      }
      switch argument {
      case "--list": options.listsExamples = true
      case "--help", "-h": options.showsHelp = true
      case "--no-color": options.noColor = true
      case "--ascii": try options.setOutput(.ascii, flag: argument)
      case "--svg": try options.setOutput(.svg(path: try value()), flag: argument)
      case "--html": try options.setOutput(.html(path: try value()), flag: argument)
      case "--width": options.width = try size(try value(), flag: argument)
      case "--height": options.height = try size(try value(), flag: argument)
      case "--keys":
        options.keys = try KeyScript.parse(try value())
        keysGiven = true
      case "--scale":
        let text = try value()
        guard let scale = Double(text), scale.isFinite, scale >= 0.5, scale <= 100 else {
          throw .badValue(flag: argument, value: text)
        }
        options.scale = scale
      default:
        guard !argument.hasPrefix("-") else { throw .unknownFlag(argument) }
        guard options.example == nil else { throw .extraArgument(argument) }
        guard ExampleCatalogue.example(named: argument) != nil else {
          throw .unknownExample(argument)
        }
        options.example = argument
      }
    }
    if keysGiven, options.output == .interactive {
      throw .conflictingFlags("--keys needs --ascii, --svg or --html")
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
