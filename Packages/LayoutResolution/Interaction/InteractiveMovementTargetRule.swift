import LayoutGeometry

/// How a host turns the point an item is dragged to into the index path it takes: UIKit's
/// `UICollectionViewLayout.targetIndexPath(forInteractivelyMovingItem:withPosition:)`, as a
/// value (rule 28).
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

  /// UIKit's documented default: the cell whose frame contains `position` (pinned headers
  /// and other supplementary views do not count), the one with the greatest zIndex where
  /// several do, the one drawn last among equals; where no cell does, the item stays where it
  /// is (decided: UIKit only says it looks for a cell there). Frames are taken as the host
  /// shows them, with orthogonal rows scrolled, and contain their top and left edges, not
  /// their bottom and right ones.
  public static var cellAtPosition: Self {
    Self { current, position, host in
      let probe = LayoutRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
      var found: LayoutAttributes?
      for attributes in host.attributesForElements(in: probe) where attributes.category == .cell {
        let frame = attributes.frame
        guard frame.minX <= position.x, position.x < frame.maxX, frame.minY <= position.y,
          position.y < frame.maxY
        else { continue }
        if attributes.zIndex >= found?.zIndex ?? .min { found = attributes }
      }
      return found?.indexPath ?? current
    }
  }
}
