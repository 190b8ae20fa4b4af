#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatLayout

/// What places a collection view's items: AppKit's `NSCollectionViewLayout`, here the base of
/// ``NSCollectionViewCompositionalLayout``.
///
/// It keeps the UIKit spelling's layout it describes, which the collection view's runtime
/// shows, so its queries answer as UIKitCompat's do for the same layout: once set as a
/// collection view's `collectionViewLayout`, they give that view's solved frames.
///
/// ```swift
/// collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(section: section)
/// collectionView.collectionViewLayout?.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
open class NSCollectionViewLayout {
  /// The layout the runtime shows.
  let layout: UICollectionViewLayout

  init(showing layout: UICollectionViewLayout) {
    self.layout = layout
  }

  /// The collection view showing this layout, if one does; held weakly.
  public internal(set) weak var collectionView: NSCollectionView?

  /// The size of everything the layout places, or zero before a collection view shows it.
  ///
  /// - Complexity: O(1) once laid out.
  public var collectionViewContentSize: NSSize { layout.collectionViewContentSize }

  /// The attributes of every element whose frame meets `rect`.
  ///
  /// - Complexity: O(log sections + k) for k elements returned, once laid out.
  public func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
    layout.layoutAttributesForElements(in: rect) ?? []
  }

  /// The attributes of the item at `indexPath`, or `nil` if the layout has no such item.
  ///
  /// - Complexity: O(log sections) once laid out.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes?
  {
    layout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(log sections + supplementary items of the section) once laid out.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  ) -> NSCollectionViewLayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// Marks the layout as out of date; the collection view lays it out again on its next
  /// pass, asking a section provider for every section again.
  ///
  /// - Complexity: O(1); the next pass costs a full layout.
  open func invalidateLayout() {
    layout.invalidateLayout()
  }

  /// The problems found while solving the layout, by section, as UIKitCompat reports them
  /// (AppKit raises for most).
  public var layoutErrors: [LayoutError] { layout.layoutErrors }
}
#endif
