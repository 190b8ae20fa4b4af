#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit

/// The screen a headless run prints, as a person would read it.
enum HeadlessScreens {
  static func screen(
    _ example: String?, width: Int = 60, height: Int = 24, keys: String = ""
  ) -> String {
    var arguments = example.map { [$0] } ?? []
    arguments += ["--width", "\(width)", "--height", "\(height)", "--ascii"]
    if !keys.isEmpty { arguments += ["--keys", keys] }
    return GalleryCommand.run(arguments, isTerminal: false).output
  }

  /// The lines of `screen` without the title bar and the status line.
  static func content(_ screen: String) -> [String] {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return Array(lines.dropFirst().dropLast(2))
  }

  /// The numbers shown in boxes, in reading order.
  static func numbers(_ screen: String) -> [Int] {
    content(screen).flatMap { line in
      line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }
  }
}
#endif
