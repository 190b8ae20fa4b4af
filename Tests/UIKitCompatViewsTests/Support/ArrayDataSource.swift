#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatViews

/// A one-section data source of an app's own over `items`, whose cells `registration`
/// configures; it takes the moves it is told of. The app changes `items` and tells the view.
final class ArrayDataSource<Cell: UICollectionViewCell, Item>: UICollectionViewDataSource {
  var items: [Item]
  let registration: UICollectionView.CellRegistration<Cell, Item>

  init(_ items: [Item], registration: UICollectionView.CellRegistration<Cell, Item>) {
    self.items = items
    self.registration = registration
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    items.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: items[indexPath.item])
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}
#endif
