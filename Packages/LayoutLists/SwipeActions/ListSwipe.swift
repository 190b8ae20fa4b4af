import LayoutGeometry

/// A row swiped open from one edge: the actions it offers, how far it is open, and where
/// its content and the actions are drawn. A value a renderer samples as the finger moves
/// (``ListLayout/swipe(ofItemAt:from:distance:in:)`` makes one from a host).
///
/// UIKit publishes no geometry for swipe actions; ours is decided (``ListMetrics``):
///
/// - the row's content moves away from the edge by ``distance``, at most the row's width;
/// - the actions share the strip it uncovers equally, the first nearest the edge, and are
///   shown in full once each is ``ListMetrics/swipeActionWidth`` wide (``progress`` 1);
/// - past ``ListMetrics/fullSwipeFraction`` of the row's width, and past the actions' full
///   width, a configuration that ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe``
///   is in a full swipe: its first action covers the whole strip, and lifting the finger
///   runs it;
/// - lifting the finger otherwise leaves the row open, its actions in full, from half of
///   their full width, and closes it below that (``restingDistance``).
///
/// ```swift
/// let swipe = ListSwipe(
///   indexPath: LayoutIndexPath(item: 0, section: 0), edge: .trailing,
///   configuration: SwipeActionsConfiguration(actions: [delete, flag]),
///   rowFrame: LayoutRect(x: 0, y: 0, width: 375, height: 44), distance: 74)
/// swipe.progress          // 0.5: half of 148
/// swipe.actionFrames[0]   // (338, 0, 37, 44): Delete, nearest the right edge
/// swipe.restingDistance   // 148: it stays open
/// ```
public struct ListSwipe: Hashable, Sendable {
  /// The swiped row.
  public var indexPath: LayoutIndexPath
  /// The edge the swipe started from.
  public var edge: SwipeEdge
  /// The actions revealed, the first nearest the edge.
  public var configuration: SwipeActionsConfiguration
  /// The row's frame at rest.
  public var rowFrame: LayoutRect
  /// How far the row's content has moved from the edge, in points: from 0 to the row's
  /// width (a NaN or negative distance is 0).
  public var distance: Double
  /// Which side leading is.
  public var readingDirection: ReadingDirection

  /// The swipe of the row at `indexPath`, framed `rowFrame`, from `edge` by `distance`
  /// points, revealing `configuration`'s actions.
  public init(
    indexPath: LayoutIndexPath, edge: SwipeEdge, configuration: SwipeActionsConfiguration,
    rowFrame: LayoutRect, distance: Double, readingDirection: ReadingDirection = .leftToRight
  ) {
    self.indexPath = indexPath
    self.edge = edge
    self.configuration = configuration
    self.rowFrame = rowFrame
    self.distance = distance.isNaN ? 0 : min(max(distance, 0), rowFrame.width)
    self.readingDirection = readingDirection
  }

  /// The distance that shows every action in full: ``ListMetrics/swipeActionWidth`` each,
  /// at most the row's width.
  public var revealWidth: Double {
    min(Double(configuration.actions.count) * ListMetrics.swipeActionWidth, rowFrame.width)
  }

  /// How far the actions are revealed: 0 closed, 1 each shown in full, above 1 swiped
  /// further.
  public var progress: Double {
    revealWidth > 0 ? distance / revealWidth : 0
  }

  /// Whether lifting the finger now runs the first action: the configuration runs it on a
  /// full swipe and the row is open past ``ListMetrics/fullSwipeFraction`` of its width and
  /// past ``revealWidth``.
  public var isFullSwipe: Bool {
    configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty
      && distance > rowFrame.width * ListMetrics.fullSwipeFraction && distance > revealWidth
  }

  /// Where the row comes to rest when the finger lifts: the row's width in a full swipe (the
  /// first action runs and the row slides out), ``revealWidth`` from half of it, 0 below.
  public var restingDistance: Double {
    if isFullSwipe { return rowFrame.width }
    return distance >= revealWidth / 2 && revealWidth > 0 ? revealWidth : 0
  }

  /// Whether the swipe moves content towards the physical right.
  private var movesRight: Bool {
    (edge == .leading) == (readingDirection == .leftToRight)
  }

  /// The frame the row's content is drawn in: the row moved away from the edge.
  public var contentFrame: LayoutRect {
    rowFrame.offsetBy(dx: movesRight ? distance : -distance, dy: 0)
  }

  /// The frame of each action, in the order of ``SwipeActionsConfiguration/actions``: equal
  /// shares of the strip the content uncovered, the first at the edge; in a full swipe the
  /// first covers the strip and the others are empty at its inner end.
  public var actionFrames: [LayoutRect] {
    let count = configuration.actions.count
    guard count > 0 else { return [] }
    let strip = LayoutRect(
      x: movesRight ? rowFrame.minX : rowFrame.maxX - distance, y: rowFrame.minY,
      width: distance, height: rowFrame.height)
    let widths =
      isFullSwipe
      ? [distance] + Array(repeating: 0, count: count - 1)
      : Array(repeating: distance / Double(count), count: count)
    var frames: [LayoutRect] = []
    var fromEdge = 0.0
    for width in widths {
      let x = movesRight ? strip.minX + fromEdge : strip.maxX - fromEdge - width
      frames.append(LayoutRect(x: x, y: strip.minY, width: width, height: strip.height))
      fromEdge += width
    }
    return frames
  }
}

extension ListSwipe {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ListSwipe, rhs: ListSwipe) -> Bool {
    lhs.indexPath == rhs.indexPath
      && lhs.edge == rhs.edge
      && lhs.configuration == rhs.configuration
      && lhs.rowFrame == rhs.rowFrame
      && lhs.distance.isSameValue(as: rhs.distance)
      && lhs.readingDirection == rhs.readingDirection
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexPath)
    hasher.combine(edge)
    hasher.combine(configuration)
    hasher.combine(rowFrame)
    hasher.combine(distance.sameValueHash)
    hasher.combine(readingDirection)
  }
}
