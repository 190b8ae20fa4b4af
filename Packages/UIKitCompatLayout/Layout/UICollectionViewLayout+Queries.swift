#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionViewLayout {
  /// The size of the content the layout places: UIKit's `collectionViewContentSize`, which
  /// a view takes as its `contentSize`. `.zero` while nothing shows the layout.
  ///
  /// - Complexity: O(1), once laid out: a layout pass comes first when the layout was
  ///   invalidated.
  public var collectionViewContentSize: CGSize {
    binding?.contentSize ?? .zero
  }

  /// The attributes of every element whose frame intersects `rect` (standardised first, as
  /// UIKit does), in section order and, within a section, item order: UIKit's
  /// `layoutAttributesForElements(in:)`; `nil` while nothing shows the layout.
  ///
  /// The elements in the visible rect come as their sections'
  /// `visibleItemsInvalidationHandler`s leave them, as in UIKit (rule 22): a carousel that
  /// scales its items returns them scaled. Which elements are returned is decided by their
  /// frames as laid out, and outside the visible rect no handler runs, since UIKit runs
  /// handlers for the visible items only (decided: an element a handler moves into or out of
  /// `rect` is returned as the laid-out frame says). The rows of list sections come each
  /// followed by those of its separators that meet `rect`, decorations of kinds
  /// ``UICollectionLayoutListConfiguration/topSeparatorElementKind`` and
  /// ``UICollectionLayoutListConfiguration/bottomSeparatorElementKind``
  /// (`docs/scrolling.md#list-configurations`).
  ///
  /// ```swift
  /// let layout = collectionView.collectionViewLayout
  /// layout.layoutAttributesForElements(in: collectionView.bounds)?.count  // 55 in a grid
  /// ```
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements): where
  ///   each of those sections starts is looked up in a tree over the sections. Each section
  ///   touched also scans its boundary items and decorations, each group instance touched its
  ///   cells and anchored items, returned or not, and a section with measured sizes adds
  ///   O(log groups). When `rect` meets the visible rect and a visible section has a handler,
  ///   the visible elements are queried too, and the handlers run. Each list row returned
  ///   adds O(log sections), and O(log rows) once its section is measured, for its
  ///   separators, plus the configuration's item separator handler. A layout pass comes
  ///   first when the layout was invalidated.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    binding?.attributesForElements(in: rect)
  }

  /// The attributes of the cell at `indexPath`, or `nil` if there is none (an index path of
  /// other than two indices included): UIKit's `layoutAttributesForItem(at:)`.
  ///
  /// A visible cell comes as its section's `visibleItemsInvalidationHandler` leaves it, as
  /// in UIKit, whose layout answers with what the handler set (rule 22); one outside the
  /// visible rect comes as laid out.
  ///
  /// - Complexity: O(log sections), to find where the section starts, plus O(log groups) in
  ///   a section with measured sizes; for a visible cell whose section has a handler, O(log
  ///   sections per visible section + visible elements) more, plus the handler. A layout
  ///   pass comes first when the layout was invalidated.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    binding?.attributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, pinned items
  /// placed for the current content offset, or `nil` if there is none: UIKit's
  /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
  ///
  /// Section boundary items are at `(item 0, section s)`; anchored items at their item's
  /// path. The layout's own boundary items answer at UIKit's one-index path `[0]` and, as
  /// in the core, at `(item 0, section 0)`. A visible one comes as its section's
  /// `visibleItemsInvalidationHandler` leaves it (rule 22).
  ///
  /// - Complexity: O(b + a + log sections) for b boundary items and decorations of the
  ///   section (and of the layout, at `(item 0, section 0)`) and a anchored items per group,
  ///   plus O(log groups) in a section with measured sizes; for a visible one whose section
  ///   has a handler, O(log sections per visible section + visible elements) more, plus the
  ///   handler. A layout pass comes first when the layout was invalidated.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    binding?.attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath` (a section's
  /// decorations are at `(item 0, section s)`), or `nil` if there is none: UIKit's
  /// `layoutAttributesForDecorationView(ofKind:at:)`. A visible one comes as its section's
  /// `visibleItemsInvalidationHandler` leaves it (rule 22).
  ///
  /// A list row's separators are at the row's index path, of kinds
  /// ``UICollectionLayoutListConfiguration/bottomSeparatorElementKind`` and
  /// ``UICollectionLayoutListConfiguration/topSeparatorElementKind`` (`docs/scrolling.md#list-configurations`).
  ///
  /// - Complexity: O(b + log sections) for b boundary items and decorations of the section;
  ///   for a visible one whose section has a handler, O(log sections per visible section +
  ///   visible elements) more, plus the handler. A layout pass comes first when the layout
  ///   was invalidated.
  public func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    binding?.attributesForDecorationView(ofKind: elementKind, at: indexPath)
  }

  /// The errors of the layout's last layout pass, one per section that could not be laid
  /// out (rule 24), where UIKit raises; such a section is laid out empty and the others as
  /// described. Empty while nothing shows the layout.
  ///
  /// ```swift
  /// layout.layoutErrors  // [.missingSection(2)] for a provider returning nil for section 2
  /// ```
  ///
  /// - Complexity: O(1), once laid out: a layout pass comes first when the layout was
  ///   invalidated.
  public var layoutErrors: [LayoutError] {
    binding?.layoutErrors ?? []
  }
}
#endif
