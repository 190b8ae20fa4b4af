#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension CollectionViewLayoutHost {
  /// The size of the content the layout places: the acceptance contract's spelling of the
  /// layout's ``UICollectionViewLayout/collectionViewContentSize``.
  ///
  /// - Complexity: O(1), once laid out.
  public var collectionViewContentSize: CGSize { binding.contentSize }

  /// The attributes of the cell at `indexPath` as shown, or `nil`: the contract's spelling
  /// of ``UICollectionViewLayout/layoutAttributesForItem(at:)``, with the same answer and
  /// cost.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    binding.attributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`: the
  /// contract's spelling of
  /// ``UICollectionViewLayout/layoutAttributesForSupplementaryView(ofKind:at:)``.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    binding.attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath`, or `nil`: the
  /// contract's spelling of
  /// ``UICollectionViewLayout/layoutAttributesForDecorationView(ofKind:at:)``.
  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    binding.attributesForDecorationView(ofKind: elementKind, at: indexPath)
  }

  /// The attributes of every element whose frame intersects `rect`: the contract's
  /// spelling of ``UICollectionViewLayout/layoutAttributesForElements(in:)``, never `nil`
  /// since the host always shows its layout.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    binding.attributesForElements(in: rect)
  }
}
#endif
