import Foundation
import GalleryKit

/// libFuzzer's entry point: the `gallery` tool's command line as a library call,
/// `GalleryCommand.run(_:isTerminal:environment:)`, with arguments, key scripts and whether
/// standard output is a terminal from the input. `--svg` and `--html` always write into a
/// scratch folder of this process, never where the input says.
///
/// Properties: the status is 0, 1 or 2; a failure prints nothing on standard output and
/// exactly one line, starting `gallery: `, on standard error; a success prints nothing on
/// standard error; only a terminal goes on interactively.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGalleryArguments(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("fuzz-gallery-arguments-\(getpid())")
  try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: scratch) }

  let isTerminal = input.bool()
  var arguments = (0..<input.below(7)).map { _ in argument(&input) }
  // Outputs go to the scratch folder, whatever value follows the flag.
  for index in arguments.indices.dropLast() where ["--svg", "--html"].contains(arguments[index]) {
    arguments[index + 1] = scratch.appendingPathComponent(input.bool() ? "out" : "out.svg").path
  }
  let environment = input.bool() ? ["NO_COLOR": input.pick(["1", ""])] : [:]
  let outcome = GalleryCommand.run(arguments, isTerminal: isTerminal, environment: environment)
  switch outcome.status {
  case 0:
    guard outcome.errorOutput.isEmpty else {
      fatalError("\(arguments) succeeded and printed \(outcome.errorOutput) on standard error")
    }
    guard outcome.interactive == nil || isTerminal else {
      fatalError("\(arguments) went on interactively without a terminal")
    }
  case 1, 2:
    let lines = outcome.errorOutput.split(separator: "\n", omittingEmptySubsequences: false)
    guard outcome.output.isEmpty, outcome.interactive == nil, lines.count == 2,
      lines[1].isEmpty, lines[0].hasPrefix("gallery: ")
    else {
      fatalError("\(arguments) failed with \(outcome.errorOutput.debugDescription)")
    }
  default:
    fatalError("\(arguments) ended with status \(outcome.status)")
  }
  return 0
}

/// One argument: an example, a flag, a size, a key script, or anything. Sizes are mostly
/// small, so that a run draws a screen in milliseconds.
func argument(_ input: inout FuzzInput) -> String {
  switch input.below(12) {
  case 0, 1: return input.pick(ExampleCatalogue.examples.map(\.slug))
  case 2: return input.pick(["--width", "--height"])
  case 3: return input.pick(["20", "40", "80", "1", "0", "-3", "1000", "1001", "nan", "1e3"])
  case 4: return "--keys"
  case 5: return keyScript(&input)
  case 6: return input.pick(["--ascii", "--svg", "--html", "--no-color", "--list", "--help"])
  case 7: return input.pick(["--scale", "0.5", "8", "100", "0.4", "inf", "-8"])
  case 8: return input.pick(["-", "--", "-x", "", " ", "Emoji Explorer", "GRID"])
  default: return input.string()
  }
}

/// A key script of up to eight words, well-formed or not.
func keyScript(_ input: inout FuzzInput) -> String {
  let words = (0..<input.below(9)).map { _ in
    switch input.below(8) {
    case 0: input.pick(["down", "up", "pgdn", "pgup", "home", "end", "tab", "backtab"])
    case 1: input.pick(["enter", "esc", "space", "left", "right", "wheelup", "wheeldown"])
    case 2: input.pick(["s", "S", "?", "q", "j", "k", "/K2", "/"])
    case 3: "<resize \(input.pick(["20x10", "19x9", "120x40", "1x1", "0x5", "1000x1000", "ax"]))>"
    case 4: "<wait \(input.pick(["0", "100", "60000", "60001", "-1"]))>"
    case 5:
      "<hold \(input.pick(["down", "j", "right", "zz"])) \(input.pick(["1", "30", "0", "1001"]))>"
    case 6: input.string()
    default: input.pick(["<down>", "<", ">", "<>", "<resize", "<hold down"])
    }
  }
  return words.joined(separator: " ")
}
