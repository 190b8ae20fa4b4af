#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A data source that may refuse a move it is told of, as a diffable data source does (its
/// reordering checks the item again); the view then sends the item back. UIKit's
/// `collectionView(_:moveItemAt:to:)` cannot say no.
protocol MoveRefusingDataSource: AnyObject {
  /// Takes the move of the item at `source` to `destination`; whether it did.
  func acceptMove(from source: IndexPath, to destination: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: MoveRefusingDataSource {
  /// ``reorderItem(at:to:)``'s answer.
  func acceptMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    reorderItem(at: source, to: destination)
  }
}
#endif
