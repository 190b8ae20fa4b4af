#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// A screen showing the collection view of one of the sample's view controllers, as the
/// `Examples` target ports them: the controller's `viewDidLoad()` builds the layout, the
/// cells and the data, and the gallery scrolls and draws its collection view.
///
/// ```swift
/// SampleScreen.screen("Grid", size: size, GridViewController(), collectionView: \.collectionView)
/// ```
enum SampleScreen {
  /// A screen titled `title` showing the collection view `controller` keeps at
  /// `collectionView`, its view loaded at `size`; the screen keeps the controller (which
  /// keeps the data source) alive.
  static func screen<Controller: UIViewController>(
    _ title: String, size: CGSize, _ controller: Controller,
    collectionView: KeyPath<Controller, UICollectionView?>, hints: String = ""
  ) -> Screen {
    let shown = load(controller, size: size, collectionView: collectionView)
    let screen = Screen(title: title, collectionView: shown, hints: hints)
    screen.retained = [controller]
    return screen
  }

  /// The collection view `controller` keeps at `collectionView` once its view is loaded at
  /// `size` (an empty list should it keep none); a screen showing it keeps the controller.
  static func load<Controller: UIViewController>(
    _ controller: Controller, size: CGSize,
    collectionView: KeyPath<Controller, UICollectionView?>
  ) -> UICollectionView {
    let frame = CGRect(origin: .zero, size: size)
    // Reading the view loads it: `viewDidLoad()` builds the screen.
    controller.view.frame = frame
    let shown =
      controller[keyPath: collectionView]
      ?? UICollectionView(
        frame: frame,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: UICollectionLayoutListConfiguration(appearance: .plain)))
    shown.frame = frame
    return shown
  }
}
#endif
