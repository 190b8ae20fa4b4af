#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension LayoutBinding {
  /// The errors of the last layout pass, one per section that could not be laid out.
  ///
  /// - Complexity: O(1), once laid out.
  package var layoutErrors: [LayoutError] {
    synchronize()
    return core.errors
  }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1), once laid out.
  package var contentSize: CGSize {
    synchronize()
    return CGSize(core.contentSize)
  }

  /// The attributes of the cell at `indexPath` as shown (rule 22), or `nil`.
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes;
  ///   for a visible cell whose section has a handler, O(log sections per visible section +
  ///   visible elements) more, plus the handler.
  package func attributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2 else { return nil }
    synchronize()
    return core.shown(
      core.attributesForItem(
        at: LayoutIndexPath(item: indexPath.item, section: indexPath.section))
    ).map(UICollectionViewLayoutAttributes.init)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` as shown, or
  /// `nil`; the layout's own boundary items answer at `[0]` and at `[0, 0]`.
  ///
  /// - Complexity: O(b + a + log sections) for b boundary items and decorations of the
  ///   section and a anchored items per group, plus O(log groups) once measured, plus the
  ///   handler of a visible one.
  package func attributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let path = Self.corePath(indexPath) else { return nil }
    synchronize()
    return core.shown(core.attributesForSupplementaryElement(ofKind: elementKind, at: path)).map(
      UICollectionViewLayoutAttributes.init)
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath` as shown, a list
  /// row's separators included, or `nil`.
  ///
  /// - Complexity: O(b + log sections) for b boundary items and decorations of the section,
  ///   plus the handler of a visible one; for a separator, O(log sections), and O(log rows)
  ///   once measured, plus the item separator handler.
  package func attributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard let path = Self.corePath(indexPath) else { return nil }
    synchronize()
    if let separator = listSeparator(ofKind: elementKind, at: path) {
      return UICollectionViewLayoutAttributes(separator)
    }
    return core.shown(core.attributesForDecorationElement(ofKind: elementKind, at: path)).map(
      UICollectionViewLayoutAttributes.init)
  }

  /// The attributes of every element whose frame intersects `rect` (standardised first),
  /// in section order and, within a section, item order, each list row followed by its
  /// separators; those in the visible rect as their handlers leave them (rule 22).
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements), plus
  ///   the handlers when `rect` meets the visible rect, plus O(log sections) per list row
  ///   for its separators.
  package func attributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    synchronize()
    let query = LayoutRect(rect.standardized)
    return withListSeparators(core.shownAttributesForElements(in: query), in: query).map(
      UICollectionViewLayoutAttributes.init)
  }

  /// The index path of the topmost cell at `point`, in content coordinates (rule 26).
  ///
  /// - Complexity: O(log sections + k) for the k elements a pixel around the point meets,
  ///   plus the handlers when the point is visible.
  package func indexPathForItem(at point: CGPoint) -> IndexPath? {
    synchronize()
    return core.indexPathForItem(at: LayoutPoint(point)).map(IndexPath.init)
  }

  /// The index paths of the elements of `category` (and `kind`) that meet the visible rect,
  /// in section order and, within a section, item order.
  ///
  /// - Complexity: O(log sections per visible section + visible elements).
  package func visibleIndexPaths(of category: LayoutElementCategory, kind: String?) -> [IndexPath] {
    synchronize()
    return core.attributesForElements(in: core.visibleRect).filter {
      $0.category == category && $0.elementKind == kind
    }.map { IndexPath($0.indexPath) }
  }

  /// The core's index path for a UIKit one: two indices as item and section, UIKit's
  /// one-index path of layout boundary items as `(0, 0)`, anything else `nil`.
  private static func corePath(_ indexPath: IndexPath) -> LayoutIndexPath? {
    switch indexPath.count {
    case 1 where indexPath[0] == 0: LayoutIndexPath(item: 0, section: 0)
    case 2: LayoutIndexPath(item: indexPath.item, section: indexPath.section)
    default: nil
    }
  }
}
#endif
