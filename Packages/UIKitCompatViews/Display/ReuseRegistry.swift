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
  var cellPools: [String: [UICollectionViewCell]] = [:]
  /// Supplementary views waiting to be reused.
  var supplementaryPools: [SupplementaryKey: [UICollectionReusableView]] = [:]

  /// Puts `cell` back in its identifier's pool; a cell made directly has none and goes.
  mutating func enqueue(_ cell: UICollectionViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    cellPools[identifier, default: []].append(cell)
  }

  /// Puts `view` back in its kind and identifier's pool.
  mutating func enqueue(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPools[SupplementaryKey(kind: kind, reuseIdentifier: identifier), default: []]
      .append(view)
  }
}
#endif
