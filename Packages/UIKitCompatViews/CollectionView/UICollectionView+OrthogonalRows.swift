#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutResolution
import ScrollSimulation
import UIKitCompatLayout

extension UICollectionView {
  /// The sections whose items scroll in a row of their own, across the layout's scroll
  /// direction (rule 19), in order. UIKit hides these rows' scroll views; the headless view
  /// reaches them by section, with the methods below and ``scrollToItem(at:at:animated:)``.
  ///
  /// - Complexity: O(sections), after a layout pass when the layout was invalidated.
  public var orthogonalScrollingSections: [Int] {
    binding.synchronize()
    return core.solvedLayout.orthogonalSections
  }

  /// How the row of `section` comes to rest, as its section was laid out (rule 20); `.none`
  /// for a section that does not scroll orthogonally.
  ///
  /// - Complexity: O(log sections), after a layout pass when the layout was invalidated.
  public func orthogonalScrollingBehavior(inSection section: Int)
    -> UICollectionLayoutSectionOrthogonalScrollingBehavior
  {
    binding.synchronize()
    return core.solvedLayout.orthogonalRow(inSection: section).map {
      UICollectionLayoutSectionOrthogonalScrollingBehavior($0.behavior)
    } ?? .none
  }

  /// How far the row of `section` is scrolled from its leading edge, or 0 for a section that
  /// does not scroll orthogonally.
  ///
  /// - Complexity: O(1).
  public func orthogonalScrollingOffset(inSection section: Int) -> CGFloat {
    CGFloat(core.rowOffsets[section] ?? 0)
  }

  /// The offsets over which the row of `section` passes its content through the section:
  /// from 0, its leading edge in place, to the row's length less the section's, its trailing
  /// edge in place (0 for a row that fits); `nil` for a section that does not scroll
  /// orthogonally. A bounce or a centred behaviour may take the row past either end.
  ///
  /// - Complexity: O(log sections), after a layout pass when the layout was invalidated.
  public func orthogonalScrollingOffsetRange(inSection section: Int) -> ClosedRange<CGFloat>? {
    binding.synchronize()
    return core.solvedLayout.orthogonalRow(inSection: section).map {
      0...CGFloat(max(0, $0.contentLength - $0.viewportLength))
    }
  }

  /// Moves the row of the orthogonal section `section` as a finger dragging it would:
  /// `distance` is how far the row's offset moves along it (positive shows later items).
  /// End the gesture with ``endDraggingOrthogonalSection(_:withVelocity:)``; the row then
  /// rests by its section's `orthogonalScrollingBehavior` (rules 20, 34). A section that
  /// does not scroll orthogonally moves nothing and is kept in ``lastError``
  /// (`scrollRefused(.notAnOrthogonalSection(…))`).
  ///
  /// ```swift
  /// collectionView.dragOrthogonalSection(0, by: 0)
  /// collectionView.endDraggingOrthogonalSection(0, withVelocity: 0.7)  // a flick along it
  /// collectionView.advance(by: 1)
  /// collectionView.orthogonalScrollingOffset(inSection: 0)  // at rest, by its behaviour
  /// ```
  ///
  /// - Complexity: O(1) while the layout stands; O(sections) after a layout pass, to bring
  ///   the rows up to date.
  public func dragOrthogonalSection(_ section: Int, by distance: CGFloat) {
    touchBecameScroll()
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.dragRow(inSection: section, by: Double(distance))
    }
  }

  /// Lifts the finger from the row of `section` at `velocity`, in points per millisecond
  /// along the row; the row coasts and rests by its behaviour over the following
  /// ``UIScrollView/advance(by:)`` calls. Without a drag it throws the row from where it is.
  ///
  /// - Complexity: as ``dragOrthogonalSection(_:by:)``.
  public func endDraggingOrthogonalSection(_ section: Int, withVelocity velocity: CGFloat) {
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.releaseRow(inSection: section, velocity: Double(velocity) * 1000)
    }
  }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
  init(_ behavior: OrthogonalScrollingBehavior) {
    switch behavior {
    case .none: self = .none
    case .continuous: self = .continuous
    case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
    case .paging: self = .paging
    case .groupPaging: self = .groupPaging
    case .groupPagingCentered: self = .groupPagingCentered
    }
  }
}
#endif
