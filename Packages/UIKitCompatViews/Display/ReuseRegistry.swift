#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// The classes registered with a ``UICollectionView`` and the views waiting to be reused,
/// one pool per reuse identifier (and kind, for supplementary views).
///
/// A pool holds only views that were shown and left, so it never holds more than the most
/// views of its identifier shown at once.
struct ReuseRegistry {
  /// Where a supplementary view is registered and pooled: its kind and reuse identifier.
  struct SupplementaryKey: Hashable {
    var kind: String
    var reuseIdentifier: String
  }

  /// Makes a cell for each registered reuse identifier.
  var cellFactories: [String: () -> UICollectionViewCell] = [:]
  /// Makes a supplementary view for each registered kind and reuse identifier.
  var supplementaryFactories: [SupplementaryKey: () -> UICollectionReusableView] = [:]
  /// Cells waiting to be reused, by reuse identifier; the last one in is the next out.
  private(set) var cellPools: [String: [UICollectionViewCell]] = [:]
  /// Supplementary views waiting to be reused.
  var supplementaryPools: [SupplementaryKey: [UICollectionReusableView]] = [:]
  /// Decoration views waiting to be reused, by kind.
  var decorationPools: [String: [UICollectionReusableView]] = [:]
  /// The cells in `cellPools`: a cell waits in a pool once at most, so that no two index
  /// paths are ever handed the same cell.
  private var pooledCells: Set<ObjectIdentifier> = []

  /// Puts `cell` back in its identifier's pool, unless it waits there already; a cell made
  /// directly has none and goes.
  ///
  /// - Complexity: O(1) amortized.
  mutating func enqueue(_ cell: UICollectionViewCell) {
    guard let identifier = cell.reuseIdentifier,
      pooledCells.insert(ObjectIdentifier(cell)).inserted
    else { return }
    cellPools[identifier, default: []].append(cell)
  }

  /// The cell that waited last in `identifier`'s pool but those `reserved` for something
  /// else, taken out of it.
  ///
  /// - Complexity: O(1) amortized without reserved cells; O(r) for r reserved cells waiting
  ///   last.
  mutating func dequeueCell(
    withReuseIdentifier identifier: String, reserved: Set<ObjectIdentifier> = []
  ) -> UICollectionViewCell? {
    guard
      let index = cellPools[identifier]?.lastIndex(where: {
        !reserved.contains(ObjectIdentifier($0))
      }),
      let cell = cellPools[identifier]?.remove(at: index)
    else { return nil }
    pooledCells.remove(ObjectIdentifier(cell))
    return cell
  }

  /// Takes `cell` out of its pool, where it waits there: it is shown again without being
  /// dequeued (kept by a data source, or reconfigured in place). Whether it waited there.
  ///
  /// - Complexity: O(1) when `cell` is not pooled, O(p) for p cells in its pool otherwise.
  @discardableResult
  mutating func remove(_ cell: UICollectionViewCell) -> Bool {
    guard pooledCells.remove(ObjectIdentifier(cell)) != nil, let identifier = cell.reuseIdentifier
    else { return false }
    cellPools[identifier]?.removeAll { $0 === cell }
    return true
  }

  /// Puts `view`, shown as an element of `kind`, back in the pool it was made for: its own
  /// kind and identifier's, which a registration can name differently from the layout.
  mutating func enqueue(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    let key = SupplementaryKey(kind: view.reuseKind ?? kind, reuseIdentifier: identifier)
    supplementaryPools[key, default: []].append(view)
  }
}
#endif
