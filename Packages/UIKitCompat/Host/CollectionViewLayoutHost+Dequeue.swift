#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension CollectionViewLayoutHost {
  /// A supplementary view of `registration`'s class from the ``UICollectionView`` built on
  /// this host (``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``).
  ///
  /// A diffable data source's ``UICollectionViewDiffableDataSource/supplementaryViewProvider``
  /// hands its closure the host, where UIKit hands the collection view; with this spelling on
  /// the host, UIKit's provider compiles and runs unchanged:
  ///
  /// ```swift
  /// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
  ///   collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
  /// }
  /// ```
  ///
  /// A bare host has no registrations or pools: it makes a new view each time and configures
  /// it with the registration's handler.
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary {
    if let collectionView {
      return collectionView.dequeueConfiguredReusableSupplementary(
        using: registration, for: indexPath)
    }
    let view = Supplementary(frame: .zero)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// A supplementary view from the ``UICollectionView`` built on this host
  /// (``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``),
  /// for a supplementary view provider written for UIKit; a bare host, with no
  /// registrations, makes a plain ``UICollectionReusableView``.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView?.dequeueReusableSupplementaryView(
      ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }
}
#endif
