#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation
import UIKitCompatViews

/// Answers the runtime's data source and delegate for an `NSCollectionView`: counts, items
/// and supplementary views come from the AppKit data source, and what is shown is told to
/// the AppKit delegate, with items in place of cells.
final class RuntimeBridge: UICollectionViewDataSource, UICollectionViewDelegate {
  private unowned let owner: NSCollectionView

  init(owner: NSCollectionView) {
    self.owner = owner
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    owner.dataSource?.numberOfSections(in: owner) ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    owner.dataSource?.collectionView(owner, numberOfItemsInSection: section) ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let dataSource = owner.dataSource else {
      return owner.hostedItem(NSCollectionViewItem(), at: indexPath).host
        ?? UICollectionViewCell(frame: .zero)
    }
    let item = dataSource.collectionView(owner, itemForRepresentedObjectAt: indexPath)
    return owner.cell(showing: item, at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view =
      owner.dataSource?.collectionView(
        owner, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? PlainElement()
    return owner.reusableView(showing: view, ofKind: kind, at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let item = (cell as? ItemCell)?.item else { return }
    owner.delegate?.collectionView(owner, willDisplay: item, forRepresentedObjectAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let item = (cell as? ItemCell)?.item else { return }
    owner.delegate?.collectionView(owner, didEndDisplaying: item, forRepresentedObjectAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let element = (view as? ElementHostView)?.element else { return }
    owner.delegate?.collectionView(
      owner, willDisplaySupplementaryView: element, forElementKind: elementKind, at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let element = (view as? ElementHostView)?.element else { return }
    owner.delegate?.collectionView(
      owner, didEndDisplayingSupplementaryView: element, forElementOfKind: elementKind,
      at: indexPath)
  }
}

extension NSCollectionView {
  /// The runtime's cell showing `item`, which the data source returned for `indexPath`: the
  /// cell it was made in, or, for an item made elsewhere, a cell of its own and a named error.
  func cell(showing item: NSCollectionViewItem, at indexPath: IndexPath) -> UICollectionViewCell {
    if let cell = item.host { return cell }
    lastError = .itemNotMadeByCollectionView(indexPath)
    return hostedItem(item, at: indexPath).host ?? UICollectionViewCell(frame: .zero)
  }

  /// The runtime's view showing `view`, which the data source returned as the supplementary
  /// view of `kind` at `indexPath`: the one it was made in, or an empty one for a view made
  /// elsewhere.
  func reusableView(showing view: NSView, ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    view.elementHost ?? UICollectionReusableView(frame: .zero)
  }
}
#endif
