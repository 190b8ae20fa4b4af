#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension CollectionViewLayoutHost {
  /// Measures the visible self-sizing elements through ``preferredSizeProvider``, as a
  /// collection view's layout pass sizes the cells it shows. Nothing happens without a
  /// provider.
  public func layoutIfNeeded() {
    core.measureVisibleElements()
  }

  /// Gives the cell at `indexPath` its measured `size`, as a self-sizing cell's preferred
  /// attributes do in UIKit; returns what became of it (an invalid size or a missing item is
  /// ignored and recorded in the core's `measurementDiagnostics`).
  @discardableResult
  public func setPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath)
    -> MeasurementOutcome
  {
    guard indexPath.count == 2 else { return .unknownElement }
    return core.setPreferredSize(
      LayoutSize(size),
      for: .cell(at: LayoutIndexPath(item: indexPath.item, section: indexPath.section)))
  }

  /// Gives the supplementary view of `elementKind` at `indexPath` its measured `size`.
  @discardableResult
  public func setPreferredSize(
    _ size: CGSize, forSupplementaryViewOfKind elementKind: String, at indexPath: IndexPath
  ) -> MeasurementOutcome {
    guard indexPath.count == 2 else { return .unknownElement }
    return core.setPreferredSize(
      LayoutSize(size),
      for: .supplementary(
        ofKind: elementKind,
        at: LayoutIndexPath(item: indexPath.item, section: indexPath.section)))
  }
}

/// What became of a measured size given to a host: re-exported so that code importing only
/// UIKitCompat can name it.
public typealias MeasurementOutcome = LayoutResolution.MeasurementOutcome
#endif
