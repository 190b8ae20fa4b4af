#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
public import LayoutResolution

extension CollectionViewLayoutHost {
  /// Measures the visible self-sizing elements through ``preferredSizeProvider``, as a
  /// view's layout pass sizes the cells it shows. Nothing happens without a provider.
  ///
  /// - Complexity: At most eight rounds, repeated while measuring brings new elements into
  ///   view. Each round queries the visible rect (O(log sections per visible section +
  ///   visible elements)), calls the provider once per visible self-sizing element not yet
  ///   measured, and applies the m answers, touching r group instances in c sections, as one
  ///   batch: O(m + r · (cells per group + log groups) + c · (boundary items + log
  ///   sections)). A layout pass comes first when the layout was invalidated.
  public func layoutIfNeeded() {
    binding.synchronize()
    core.measureVisibleElements()
  }

  /// Gives the cell at `indexPath` its measured `size`, as a self-sizing cell's preferred
  /// attributes do in UIKit; returns what became of it (an invalid size or a missing item is
  /// ignored and recorded in the core's `measurementDiagnostics`).
  ///
  /// - Complexity: O(c + log g + b + log s) for c cells per group, g groups and b boundary
  ///   items and decorations in the item's section, and s sections: the item's group instance
  ///   is solved again and everything after it moves. The first cell measured in a section
  ///   also builds that section's tree of group lengths, O(g); a `uniformAcrossSiblings`
  ///   group rescans its measured instances. A layout pass comes first when the layout was
  ///   invalidated.
  @discardableResult
  public func setPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath)
    -> MeasurementOutcome
  {
    guard indexPath.count == 2 else { return .unknownElement }
    binding.synchronize()
    return core.setPreferredSize(LayoutSize(size), for: .cell(at: LayoutIndexPath(indexPath)))
  }

  /// Gives the supplementary view of `elementKind` at `indexPath` its measured `size`.
  ///
  /// - Complexity: O(b + a + log s) for b boundary items and decorations and a anchored
  ///   items per group in the section, and s sections: a boundary item that takes the size
  ///   places the section's boundary items and decorations again (an orthogonal section also
  ///   rescans its measured groups) and moves the sections after it. A layout pass comes
  ///   first when the layout was invalidated.
  @discardableResult
  public func setPreferredSize(
    _ size: CGSize, forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath
  ) -> MeasurementOutcome {
    guard indexPath.count == 2 else { return .unknownElement }
    binding.synchronize()
    return core.setPreferredSize(
      LayoutSize(size),
      for: .supplementary(ofKind: elementKind, at: LayoutIndexPath(indexPath)))
  }
}

/// What became of a measured size given to a host: the core's
/// `LayoutResolution.MeasurementOutcome`, named here so that code importing only UIKitCompat
/// can name it.
public typealias MeasurementOutcome = LayoutResolution.MeasurementOutcome
#endif
