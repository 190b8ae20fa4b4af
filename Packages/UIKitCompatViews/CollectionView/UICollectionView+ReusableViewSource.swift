#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension UICollectionView: ReusableViewSource {
  /// A cell for the item at `indexPath` from the data source, indented by its item's
  /// outline level when it is a list cell; a plain cell without a data source.
  func makeCell(at indexPath: IndexPath) -> UICollectionViewCell {
    guard let dataSource else { return UICollectionViewCell(frame: .zero) }
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    indent(cell, at: indexPath)
    return cell
  }

  /// A supplementary view of `kind` at `indexPath` from the data source.
  func makeSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    guard let dataSource else { return UICollectionReusableView(frame: .zero) }
    return dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  /// The size the view that will show the element prefers (rule 31).
  func preferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize? {
    views.preferredSize(for: attributes)
  }

  func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
  }

  func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
  }

  func willDisplaySupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
  ) {
    delegate?.collectionView(
      self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
  }

  func didEndDisplayingSupplementaryView(
    _ view: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
  ) {
    delegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
  }
}
#endif
