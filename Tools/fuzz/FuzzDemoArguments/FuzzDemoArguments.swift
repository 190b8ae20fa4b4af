import AdaptiveDemo
import Foundation

/// libFuzzer's entry point: `adaptive-demo`'s command line as a library call,
/// `AdaptiveDemo.run(_:)`, with arguments from the input and a config file made of the
/// bytes after its first zero byte. `--svg` and `--html` always write into a scratch
/// folder of this process, never where the input says.
///
/// Properties: the status is 0, 1 or 2; a failure prints nothing on standard output and
/// exactly one line on standard error; a success prints nothing on standard error.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDemoArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
  var input = FuzzInput(Array(bytes[..<split]))
  let config = Data(bytes[split...].dropFirst())
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("fuzz-demo-arguments-\(getpid())")
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }
  let configPath = scratch.appendingPathComponent("config.json").path
  try? config.write(to: URL(fileURLWithPath: configPath))

  var arguments = (0..<input.below(7)).map { _ in argument(&input, config: configPath) }
  // Outputs go to the scratch folder, whatever value follows the flag.
  for index in arguments.indices.dropLast() where ["--svg", "--html"].contains(arguments[index]) {
    arguments[index + 1] = scratch.appendingPathComponent(input.bool() ? "out" : "out.html").path
  }
  let outcome = AdaptiveDemo.run(arguments)
  switch outcome.status {
  case 0:
    guard outcome.errorOutput.isEmpty else {
      fatalError("\(arguments) succeeded and printed \(outcome.errorOutput) on standard error")
    }
  case 1, 2:
    let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
    guard outcome.output.isEmpty, lines.count == 2, lines[1].isEmpty,
      lines[0].hasPrefix("adaptive-demo: ")
    else {
      fatalError("\(arguments) failed with \(outcome.errorOutput.debugDescription)")
    }
  default:
    fatalError("\(arguments) ended with status \(outcome.status)")
  }
  return 0
}

/// One argument: a flag, a width, a path, the config, or anything.
func argument(_ input: inout FuzzInput, config: String) -> String {
  switch input.below(12) {
  case 0, 1: return "--width"
  case 2: return input.pick(["--svg", "--html"])
  case 3: return "--config"
  case 4: return config
  case 5: return input.pick(["--list-providers", "--help", "-h", "--", "-", "--width=375"])
  case 6: return "\(input.length())"
  case 7: return input.pick(["375", "1024", "1e5", "100001", "0", "-1", "nan", "inf", "0x10"])
  case 8: return input.pick(["/dev/null", "/nonexistent/config.json", "/", ""])
  default: return input.string()
  }
}
