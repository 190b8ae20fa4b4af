import LayoutGeometry

/// How a host turns the point an item is dragged to into the index path it takes: UIKit's
/// `UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)`, as a
/// value (rule 30).
///
/// The rule is asked on every ``LayoutHost/updateInteractiveMovement(to:)`` with the item's
/// current index path and the new position (content coordinates), while the host shows the
/// item at its current index path. An answer that names no place the item can move to is
/// ignored: the item stays where it is.
///
/// ```swift
/// // Keep the item in its own section: the cell under the finger, if it is in that section.
/// let sameSection = InteractiveMovementTargetRule { current, position, host in
///   let proposed = InteractiveMovementTargetRule.cellAtPosition.targetIndexPath(
///     forItemAt: current, position: position, in: host)
///   return proposed.section == current.section ? proposed : current
/// }
/// try host.beginInteractiveMovement(
///   ofItemAt: LayoutIndexPath(item: 0, section: 0), targetRule: sameSection)
/// ```
///
/// A description, confined to its caller like the layout: its closure need not be
/// `Sendable` (see `docs/uikit-semantics.md#concurrency`).
public struct InteractiveMovementTargetRule {
  private let rule:
    (_ currentIndexPath: LayoutIndexPath, _ position: LayoutPoint, _ host: LayoutHost) ->
      LayoutIndexPath

  /// A rule that answers with `rule(currentIndexPath, position, host)`.
  public init(
    _ rule:
      @escaping (
        _ currentIndexPath: LayoutIndexPath, _ position: LayoutPoint, _ host: LayoutHost
      ) -> LayoutIndexPath
  ) {
    self.rule = rule
  }

  /// The index path the item now at `currentIndexPath` should take when dragged to
  /// `position` in `host`.
  ///
  /// - Complexity: that of the rule; ``cellAtPosition`` is O(log sections + elements
  ///   around `position`), plus a layout pass when the host's layout was invalidated.
  public func targetIndexPath(
    forItemAt currentIndexPath: LayoutIndexPath, position: LayoutPoint, in host: LayoutHost
  ) -> LayoutIndexPath {
    rule(currentIndexPath, position, host)
  }

  /// UIKit's documented default: the cell at `position`, as ``LayoutHost/indexPathForItem(at:)``
  /// finds it (pinned headers and other supplementary views do not count, the greatest zIndex
  /// wins, frames as the host shows them, rule 26); where no cell is, the item stays where it
  /// is (decided: UIKit only says it looks for a cell there).
  public static var cellAtPosition: Self {
    Self { current, position, host in host.indexPathForItem(at: position) ?? current }
  }
}
