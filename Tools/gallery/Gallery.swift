import Foundation

#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit

/// `gallery`: the examples in the terminal, or headless with `--keys` and an export flag.
@main struct Gallery {
  static func main() {
    let outcome = GalleryCommand.run(
      Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
    guard let options = outcome.interactive else { exit(outcome.status) }
    do {
      try RunLoop.run(options: options, usesColor: outcome.usesColor)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("gallery: \(error.message)\n".utf8))
      exit(1)
    }
  }
}
#else
/// Where UIKit exists, `UIKitCompat` is UIKit and its headless views, which the gallery
/// draws, do not exist: the tool says so.
@main struct Gallery {
  static func main() {
    FileHandle.standardError.write(Data("gallery: needs UIKitCompat's headless views\n".utf8))
    exit(1)
  }
}
#endif
