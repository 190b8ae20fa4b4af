#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatViews

/// A data source whose counts the test sets, as an app's model would change, and whose
/// cells are plain; it records the moves it is told of.
final class ItemCounts: UICollectionViewDataSource {
  var counts: [Int]
  /// Whether items may move (`canMoveItemAt`).
  var allowsMoves = true
  /// The moves taken, as `(from, to)`.
  var moves: [(IndexPath, IndexPath)] = []

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    allowsMoves
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    counts[sourceIndexPath.section] -= 1
    counts[destinationIndexPath.section] += 1
  }
}

/// A collection view of `size` showing `layout` with the counts of its own ``ItemCounts``
/// data source, which it keeps (a view holds its data source weakly): where the tests of
/// the layout-only host used to take counts directly, a view takes them from a data source.
final class CountedCollectionView: UICollectionView {
  let counts: ItemCounts

  init(layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int]) {
    counts = ItemCounts(itemCounts)
    super.init(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    dataSource = counts
  }

  required init?(coder: NSCoder) {
    nil
  }
}

extension UICollectionView {
  /// The number of items in each section, as the layout-only host's `itemCounts` reads.
  var itemCounts: [Int] {
    (0..<numberOfSections).map { numberOfItems(inSection: $0) }
  }
}
#endif
