#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Mountains Search: the `Examples` target's `MountainsViewController`, its grid
/// of names in two columns (three past 800 pt) sorted by name. `/` starts typing in its search
/// bar, and each key types the field's new text there as a user would, so the controller's
/// delegate applies a snapshot of the matches.
final class MountainsScreen: Screen {
  static let example = Example(
    "Mountains Search", slug: "mountains-search", category: .diffableDataSource
  ) { size in
    MountainsScreen(size: size)
  }

  private let controller = MountainsViewController()
  private var typing = false

  init(size: CGSize) {
    let collectionView = SampleScreen.load(
      controller, size: size, collectionView: \.mountainsCollectionView)
    super.init(title: "Mountains Search", collectionView: collectionView, hints: "/ search")
    retained = [controller]
  }

  /// The text in the controller's search bar.
  private var query: String { controller.searchBar.text ?? "" }

  /// Types `text` into the search bar, replacing what it held; the matches move in animated.
  private func type(_ text: String) {
    controller.searchBar.type(text)
    focusedItem = nil
  }

  override var searchField: String? { typing || !query.isEmpty ? query : nil }
  override var isTyping: Bool { typing }

  override func handle(_ key: Key) -> Bool {
    if !typing {
      guard key == .character("/") else { return false }
      typing = true
      return true
    }
    switch key {
    case .character(let character):
      type(query + String(character))
    case .backspace:
      guard !query.isEmpty else { return true }
      type(String(query.dropLast()))
    case .enter:
      typing = false
    case .escape:
      typing = false
      type("")
    default:
      return false
    }
    return true
  }
}
#endif
