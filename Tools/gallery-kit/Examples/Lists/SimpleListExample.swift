#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Simple List: the `Examples` target's `SimpleListViewController`, an
/// inset-grouped list of 94 numbered rows.
enum SimpleListExample {
  static let example = Example("Simple List", slug: "simple-list", category: .lists) { size in
    SampleScreen.screen(
      "Simple List", size: size, SimpleListViewController(), collectionView: \.collectionView)
  }
}
#endif
