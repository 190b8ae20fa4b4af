#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// What is wrong with the gallery's command line or key script; the tool prints its
/// ``message`` on one line with a usage hint and exits with status 2.
public enum GalleryUsageError: Error, Equatable, Sendable {
  /// An argument that is no flag the gallery knows.
  case unknownFlag(String)
  /// A flag given without the value it needs.
  case missingValue(flag: String)
  /// A flag's value that is out of range or not a number.
  case badValue(flag: String, value: String)
  /// An example name the catalogue does not hold.
  case unknownExample(String)
  /// A second example name.
  case extraArgument(String)
  /// A word of a `--keys` script that names no key.
  case badKeyScript(String)
  /// Two flags that cannot go together, or a flag that needs an example.
  case conflictingFlags(String)

  /// The error as one line, without the tool's name.
  public var message: String {
    switch self {
    case .unknownFlag(let flag): "unknown flag '\(flag.shortLine)'"
    case .missingValue(let flag): "\(flag) needs a value"
    case .badValue(let flag, let value): "bad value '\(value.shortLine)' for \(flag)"
    case .unknownExample(let name): "no example named '\(name.shortLine)' (see --list)"
    case .extraArgument(let argument): "unexpected argument '\(argument.shortLine)'"
    case .badKeyScript(let word): "'\(word.shortLine)' in --keys is no key (see --help)"
    case .conflictingFlags(let reason): reason
    }
  }
}
#endif
