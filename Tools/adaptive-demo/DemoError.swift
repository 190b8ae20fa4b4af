/// Everything that can go wrong on the command line, each with a one-line message.
enum DemoError: Error, Equatable {
  case unknownArgument(String)
  case missingValue(String)
  case invalidWidth(String)
  case unreadableConfig(path: String, reason: String)
  case malformedConfig(path: String, reason: String)
  case invalidConfig(path: String, reason: String)
  case unwritableOutput(path: String, reason: String)
  case unrenderable(path: String, reason: String)

  var message: String {
    switch self {
    case .unknownArgument(let argument): "unknown argument '\(argument)'"
    case .missingValue(let flag): "\(flag) needs a value"
    case .invalidWidth(let text): "width '\(text)' is not a positive number of points"
    case .unreadableConfig(let path, let reason): "cannot read config \(path): \(reason)"
    case .malformedConfig(let path, let reason):
      "config \(path) is not a layout description: \(reason)"
    case .invalidConfig(let path, let reason): "config \(path): \(reason)"
    case .unwritableOutput(let path, let reason): "cannot write \(path): \(reason)"
    case .unrenderable(let path, let reason): "cannot draw \(path): \(reason)"
    }
  }

  /// The exit status: 2 for input the demo cannot use (arguments, configs), 1 for an output
  /// it could not make.
  var status: Int32 {
    switch self {
    case .unwritableOutput, .unrenderable: 1
    default: 2
    }
  }
}
