/// A tool's command line as a table, one row per option: the one description its parser
/// reads (``parse(_:into:)``) and its help prints (``help``, ``synopsis``), so that the two
/// cannot drift. Parsing is a pure function of the arguments, for tests and fuzzers.
///
/// ```swift
/// let table = OptionTable<Settings, UsageError>(
///   rows: [
///     .option("--width", value: "W", help: "the width in points") { settings, text in
///       guard let width = Double(text) else { throw .badWidth(text) }
///       settings.width = width
///     },
///     .flag("--help", "-h", help: "show this help") { $0.help = true },
///   ],
///   missingValue: UsageError.missingValue, unknownArgument: UsageError.unknown)
/// try table.parse(["--width", "375"], into: Settings()).width  // 375
/// table.synopsis  // "[--width W] [--help]"
/// ```
package struct OptionTable<Options, Failure: Error>: Sendable {
  /// One option: its spellings, the value it takes, its line of help and what it does.
  package struct Row: Sendable {
    /// The option's spellings, the main one first: `["--help", "-h"]`.
    package var names: [String]
    /// The placeholder of the value the option takes (`"W"`), or `nil` for a flag.
    package var value: String?
    /// What the option does, for the help; lines after the first are indented under it.
    package var help: String
    /// Whether the option may be given more than once: the synopsis says so with `…`.
    package var repeats: Bool
    /// Takes the option, with its value (the empty string for a flag), into the options.
    package var apply: @Sendable (inout Options, String) throws(Failure) -> Void

    /// A flag, which takes no value.
    package static func flag(
      _ names: String..., help: String,
      apply: @escaping @Sendable (inout Options) throws(Failure) -> Void
    ) -> Row {
      Row(
        names: names, value: nil, help: help, repeats: false,
        apply: { (options, _) throws(Failure) in try apply(&options) })
    }

    /// An option taking the argument after it as its value, `value` in the help.
    package static func option(
      _ names: String..., value: String, repeats: Bool = false, help: String,
      apply: @escaping @Sendable (inout Options, String) throws(Failure) -> Void
    ) -> Row {
      Row(names: names, value: value, help: help, repeats: repeats, apply: apply)
    }
  }

  /// An argument that is no option (the gallery's `EXAMPLE`): its placeholder, its help, and
  /// what it does; arguments that start with `-` are never positional.
  package struct Positional: Sendable {
    package var name: String
    package var help: String
    package var apply: @Sendable (inout Options, String) throws(Failure) -> Void

    package init(
      _ name: String, help: String,
      apply: @escaping @Sendable (inout Options, String) throws(Failure) -> Void
    ) {
      self.name = name
      self.help = help
      self.apply = apply
    }
  }

  /// The options, in the order the help lists them.
  package var rows: [Row]
  /// The argument that is no option, if the tool takes one.
  package var positional: Positional?
  /// Whether the argument after an option can be its value; one refused counts as missing
  /// (so that `--width --svg` says `--width` needs a value).
  package var acceptsValue: @Sendable (String) -> Bool
  /// The error of an option given without a value.
  package var missingValue: @Sendable (String) -> Failure
  /// The error of an argument no row names.
  package var unknownArgument: @Sendable (String) -> Failure

  /// A table of `rows` (and `positional`); `acceptsValue` decides what can be a value.
  package init(
    rows: [Row], positional: Positional? = nil,
    acceptsValue: @escaping @Sendable (String) -> Bool = { _ in true },
    missingValue: @escaping @Sendable (String) -> Failure,
    unknownArgument: @escaping @Sendable (String) -> Failure
  ) {
    self.rows = rows
    self.positional = positional
    self.acceptsValue = acceptsValue
    self.missingValue = missingValue
    self.unknownArgument = unknownArgument
  }

  /// `options` with `arguments` (without the program's name) taken in order.
  ///
  /// - Throws: the row's error, `missingValue` for an option without an acceptable value
  ///   after it, `unknownArgument` for an argument no row names (and no positional takes).
  /// - Complexity: O(arguments × rows).
  package func parse(_ arguments: [String], into options: Options) throws(Failure) -> Options {
    var options = options
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard let row = rows.first(where: { $0.names.contains(argument) }) else {
        guard let positional, !argument.hasPrefix("-") else { throw unknownArgument(argument) }
        try positional.apply(&options, argument)
        continue
      }
      guard row.value != nil else {
        try row.apply(&options, "")
        continue
      }
      guard let value = remaining.popFirst(), acceptsValue(value) else {
        throw missingValue(argument)
      }
      try row.apply(&options, value)
    }
    return options
  }

  /// Every option in brackets, in the table's order: `[EXAMPLE] [--width W]… [--help]`.
  package var synopsis: String {
    let positionalPart = positional.map { ["[\($0.name)]"] } ?? []
    return
      (positionalPart
      + rows.map { row in
        let spelling = [row.names[0], row.value].compactMap { $0 }.joined(separator: " ")
        return "[\(spelling)]" + (row.repeats ? "…" : "")
      }).joined(separator: " ")
  }

  /// One line per option, its spellings and value in a column, its help beside them:
  ///
  ///     --width W     the width in points
  ///     --help, -h    show this help
  package var help: String {
    var entries: [(spelling: String, help: String)] = []
    if let positional { entries.append((positional.name, positional.help)) }
    for row in rows {
      let spelling = row.names.joined(separator: ", ") + (row.value.map { " " + $0 } ?? "")
      entries.append((spelling, row.help))
    }
    let column = (entries.map(\.spelling.count).max() ?? 0) + 3
    let indent = String(repeating: " ", count: column + 2)
    return entries.map { spelling, help in
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let first = "  " + spelling + String(repeating: " ", count: column - spelling.count)
      return ([first + lines[0]] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
