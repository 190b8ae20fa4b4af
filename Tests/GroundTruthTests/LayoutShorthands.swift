#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The shorthands every source's layouts file writes its sizes and insets with, so the
/// layouts read as the sources' code does without repeating these helpers per source.
extension NSCollectionLayoutSize {
  /// `NSCollectionLayoutSize(widthDimension: width, heightDimension: height)`.
  static func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }
}

extension NSDirectionalEdgeInsets {
  /// `value` points on every side.
  static func all(_ value: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
  }
}
#endif
