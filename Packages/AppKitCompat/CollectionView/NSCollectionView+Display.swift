#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatViews

extension NSCollectionView {
  /// The number of sections the view shows.
  public var numberOfSections: Int { runtime.numberOfSections }

  /// The number of items in `section`; 0 for a section the view does not show.
  public func numberOfItems(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    return runtime.numberOfItems(inSection: section)
  }

  /// The items shown, laid out first: AppKit's `visibleItems()`. Headless this is exactly
  /// what the display pass shows (decided; AppKit may include items just scrolled away).
  ///
  /// - Complexity: O(v log v) for v shown items, plus a layout pass if one is due.
  public func visibleItems() -> [NSCollectionViewItem] {
    indexPathsForVisibleItems().sorted().compactMap(item(at:))
  }

  /// The index paths of the items shown, laid out first: AppKit's
  /// `indexPathsForVisibleItems()`.
  ///
  /// - Complexity: O(v) for v shown items, plus a layout pass if one is due.
  public func indexPathsForVisibleItems() -> Set<IndexPath> {
    Set(onRuntime { $0.indexPathsForVisibleItems })
  }

  /// The item shown for `indexPath`, or `nil` when it is not shown: AppKit's `item(at:)`.
  ///
  /// - Complexity: O(1) after the layout pass.
  public func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
    (onRuntime { $0.cellForItem(at: indexPath) } as? ItemCell)?.item
  }

  /// The index path of the item `item` shows, or `nil` when it is not shown.
  ///
  /// - Complexity: O(1).
  public func indexPath(for item: NSCollectionViewItem) -> IndexPath? {
    item.host.flatMap { runtime.indexPath(for: $0) }
  }

  /// The index path of the item under `point`, in the content's coordinates.
  ///
  /// - Complexity: O(log sections + elements near the point).
  public func indexPathForItem(at point: NSPoint) -> IndexPath? {
    onRuntime { $0.indexPathForItem(at: point) }
  }

  /// The frame of the item at `indexPath` in the content's coordinates, or zero for an item
  /// the layout does not place: AppKit's `frameForItem(at:)`.
  public func frameForItem(at indexPath: IndexPath) -> NSRect {
    layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// The attributes of the item at `indexPath`, as laid out now.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes?
  {
    onRuntime { $0.layoutAttributesForItem(at: indexPath) }
  }

  /// The attributes of the supplementary view of `kind` at `indexPath`, as laid out now.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: SupplementaryElementKind, at indexPath: IndexPath
  ) -> NSCollectionViewLayoutAttributes? {
    onRuntime { $0.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath) }
  }

  /// The supplementary view of `kind` shown at `indexPath`, or `nil`: AppKit's
  /// `supplementaryView(forElementKind:at:)`.
  public func supplementaryView(
    forElementKind kind: SupplementaryElementKind, at indexPath: IndexPath
  )
    -> (any NSView & NSCollectionViewElement)?
  {
    (onRuntime { $0.supplementaryView(forElementKind: kind, at: indexPath) } as? ElementHostView)?
      .element
  }

  /// The supplementary views of `kind` shown: AppKit's `visibleSupplementaryViews(ofKind:)`.
  public func visibleSupplementaryViews(ofKind kind: SupplementaryElementKind)
    -> [any NSView & NSCollectionViewElement]
  {
    onRuntime { $0.visibleSupplementaryViews(ofKind: kind) }.compactMap {
      ($0 as? ElementHostView)?.element
    }
  }

  /// The decoration views of `kind` shown, in index-path order. AppKit keeps them among the
  /// collection view's subviews, which a headless view has not; tests read them here.
  ///
  /// - Complexity: that of laying out, plus O(d log d) for d decoration views shown.
  package func visibleDecorationViews(ofKind kind: DecorationElementKind)
    -> [any NSView & NSCollectionViewElement]
  {
    onRuntime { $0.visibleDecorationViews(ofKind: kind) }.compactMap {
      ($0 as? ElementHostView)?.element
    }
  }

  /// The index paths of the supplementary views of `kind` shown: AppKit's
  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: SupplementaryElementKind)
    -> Set<IndexPath>
  {
    Set(onRuntime { $0.indexPathsForVisibleSupplementaryElements(ofKind: kind) })
  }
}
#endif
