import CommandLineOptions
import Testing

/// A table parses arguments in order and prints the help and synopsis from the same rows.
@Suite struct OptionTableTests {
  struct Settings: Equatable {
    var widths: [Int] = []
    var verbose = false
    var name: String?
  }

  enum UsageError: Error, Equatable {
    case missingValue(String)
    case unknown(String)
    case badWidth(String)
    case twoNames(String)
  }

  static let table = OptionTable<Settings, UsageError>(
    rows: [
      .option("--width", value: "W", repeats: true, help: "a width\nin points") {
        (settings, text) throws(UsageError) in
        guard let width = Int(text) else { throw .badWidth(text) }
        settings.widths.append(width)
      },
      .flag("--verbose", "-v", help: "say more") { $0.verbose = true },
    ],
    positional: .init("NAME", help: "who to greet") { (settings, name) throws(UsageError) in
      guard settings.name == nil else { throw .twoNames(name) }
      settings.name = name
    },
    acceptsValue: { !$0.hasPrefix("-") }, missingValue: UsageError.missingValue,
    unknownArgument: UsageError.unknown)
}

extension OptionTableTests {
  @Test func argumentsAreTakenInOrderBySpellingAndPosition() throws {
    let settings = try Self.table.parse(
      ["--width", "3", "ann", "-v", "--width", "4"], into: Settings())
    #expect(settings == Settings(widths: [3, 4], verbose: true, name: "ann"))
    #expect(try Self.table.parse([], into: Settings()) == Settings())
  }

  @Test(arguments: [
    (["--width"], UsageError.missingValue("--width")),
    (["--width", "-v"], .missingValue("--width")),
    (["--width", "wide"], .badWidth("wide")),
    (["--frob"], .unknown("--frob")),
    (["ann", "bob"], .twoNames("bob")),
  ])
  func badArgumentsAreTheTablesErrors(arguments: [String], error: UsageError) {
    #expect(throws: error) { try Self.table.parse(arguments, into: Settings()) }
  }

  @Test func theHelpAndTheSynopsisAreTheRowsParsed() {
    #expect(Self.table.synopsis == "[NAME] [--width W]… [--verbose]")
    #expect(
      Self.table.help == """
          NAME            who to greet
          --width W       a width
                          in points
          --verbose, -v   say more
        """)
  }
}
