#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Insertion Sort Visualization: the `Examples` target's
/// `InsertionSortViewController`, shown in a window of the screen's size (its first rows are
/// counted from its view's bounds as it loads): rows of shuffled colours, each sorted by hue
/// with insertion sort, a step per snapshot applied with animation. `S` taps its Sort (or
/// Stop) button; `s` takes one step. The controller's delays (125 ms between steps, 1000 ms
/// before fresh rows) run on the gallery's clock.
final class InsertionSortScreen: Screen {
  static let example = Example(
    "Insertion Sort Visualization", slug: "insertion-sort", category: .diffableDataSource
  ) { size in
    InsertionSortScreen(size: size)
  }

  private let controller = InsertionSortViewController()
  private let window: UIWindow
  /// Seconds the gallery's clock ran since the controller's pending step was scheduled.
  private var waited = 0.0

  init(size: CGSize) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let collectionView = SampleScreen.load(
      controller, size: size, collectionView: \.insertionCollectionView)
    super.init(title: "Insertion Sort Visualization", collectionView: collectionView)
    retained = [controller, window]
    updateHints()
  }

  /// The keys, naming what the controller's button does now.
  private func updateHints() {
    hints = "s step  S " + (controller.isSorting ? "stop" : "sort")
  }

  override func handle(_ key: Key) -> Bool {
    switch key {
    case .character("s"):
      if controller.isSorting {
        // Sorting: the pending step now, as if its delay were up.
        controller.tick()
      } else {
        // Stopped: Sort, then Stop before the next step.
        controller.toggleSort()
        controller.toggleSort()
      }
    case .character("S"):
      controller.navigationItem.rightBarButtonItem?.tap()
    default:
      return false
    }
    waited = 0
    updateHints()
    return true
  }

  /// Runs each pending step whose delay is up on the gallery's clock.
  override func advance(by seconds: Double) {
    waited += seconds
    while let delay = controller.scheduledDelay, waited >= Double(delay) / 1000 {
      waited -= Double(delay) / 1000
      controller.tick()
    }
    if controller.scheduledDelay == nil { waited = 0 }
  }

  /// Busy while the sort runs and a row is still unsorted: a headless run settles on the
  /// sorted rows, before the pause that shuffles fresh ones.
  override var isBusy: Bool {
    guard controller.isSorting, let dataSource = controller.dataSource else { return false }
    return dataSource.snapshot().sectionIdentifiers.contains { !$0.isSorted }
  }

  /// Waiting while the controller has a step scheduled, the 1 s pause before fresh rows
  /// included: the interactive gallery runs its clock on through it at the sample's pace.
  override var isWaiting: Bool {
    controller.scheduledDelay != nil
  }
}
#endif
