#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation
import UIKitCompat

/// The frames UIKitCompat gives a layout: the "same layout through UIKit's spelling" every
/// Mac port is compared with, frame for frame.
enum UIKitFrames {
  /// The frames of every item of `counts` under the layout `makeSection` describes (given
  /// the section index and the container's effective size), through UIKit's spelling at
  /// `size` with no content insets reference, as AppKit has none.
  static func itemFrames(
    size: CGSize, counts: [Int],
    section makeSection: @escaping (Int, CGSize) -> NSCollectionLayoutSection?
  ) -> [IndexPath: CGRect] {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .none
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        makeSection(index, environment.container.effectiveContentSize)
      }, configuration: configuration)
    let host = CollectionViewLayoutHost(
      layout: layout, size: size, itemCounts: counts)
    var frames: [IndexPath: CGRect] = [:]
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let indexPath = IndexPath(item: item, section: section)
        frames[indexPath] = host.layoutAttributesForItem(at: indexPath)?.frame
      }
    }
    return frames
  }
}
#endif
