// README and CONTRIBUTING are checked where UIKitCompat is ours, not UIKit itself.
#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// Files of this repository, found from this source file's path so the tests need no
/// working directory.
enum RepositoryFile {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `path`, relative to the root.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }
}
#endif
