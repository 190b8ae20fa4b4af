#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// What gives a collection view its counts and makes its items: AppKit's
/// `NSCollectionViewDataSource`.
///
/// ```swift
/// final class Numbers: NSCollectionViewDataSource {
///   func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
///   func collectionView(
///     _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
///   ) -> NSCollectionViewItem {
///     collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
///   }
/// }
/// ```
public protocol NSCollectionViewDataSource: AnyObject {
  /// The number of sections; one unless implemented, as in AppKit.
  func numberOfSections(in collectionView: NSCollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The item for `indexPath`, made with `makeItem(withIdentifier:for:)` and configured.
  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem
  /// The supplementary view of `kind` at `indexPath`, made with
  /// `makeSupplementaryView(ofKind:withIdentifier:for:)`. Unless implemented, an empty
  /// view, where AppKit raises when the layout has supplementary views.
  func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView
}

extension NSCollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: NSCollectionView) -> Int { 1 }

  /// An empty view.
  public func collectionView(
    _ collectionView: NSCollectionView,
    viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
    at indexPath: IndexPath
  ) -> NSView {
    PlainElement(frame: .zero)
  }
}
#endif
