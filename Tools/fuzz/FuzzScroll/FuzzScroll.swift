import LayoutGeometry
import LayoutResolution
import ScrollSimulation

/// libFuzzer's entry point: gestures, programmatic scrolls and time steps on one scroller
/// or on a `ScrollDriver` over a small host, with values from the input (NaN, infinities
/// and magnitudes past `Scroller.magnitudeLimit` among them).
///
/// Properties: a call either succeeds or throws a `ScrollSimulationError` and changes
/// nothing; offsets and velocities stay finite; a scroller left alone comes to rest within
/// `timeToRest`, and one that was decelerating rests inside its range (or at its edge
/// when it cannot scroll).
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScroll(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  if input.bool() {
    ScrollerFuzzCase.run(&input)
  } else {
    DriverFuzzCase.run(&input)
  }
  return 0
}

extension FuzzInput {
  /// A speed in points per second: mostly a finger's, sometimes anything.
  mutating func velocity() -> Double {
    below(4) == 0 ? length() : (Double(byte()) - 128) * 40
  }

  /// A time step in seconds: mostly a frame, sometimes anything.
  mutating func seconds() -> Double {
    switch below(8) {
    case 0: length()
    case 1: 0
    case 2: 10
    default: 1 / pick([60.0, 120, 30])
    }
  }

  mutating func snapping() -> ScrollSnapping {
    switch below(5) {
    case 0: .paging
    case 1: .groupPaging(groupLength: length(), spacing: length())
    case 2: .groupPagingCentered(groupLength: length(), spacing: length(), leadingInset: length())
    case 3: .continuousGroupLeadingBoundary(groupLength: length(), spacing: length())
    default: .continuous
    }
  }

  mutating func deceleration() -> ScrollDeceleration {
    switch below(4) {
    case 0: .fast
    case 1: .automatic
    case 2: (try? .custom(fraction())) ?? .normal
    default: .normal
    }
  }
}

/// Whether two values are the same, NaN fields matching NaN (a display scale of NaN is
/// allowed: it means unknown): their descriptions are compared.
func same<Value>(_ left: Value, _ right: Value) -> Bool {
  String(describing: left) == String(describing: right)
}

/// Runs `body` on a copy of `value`; if it throws, `value` must not have changed.
func checkedCall<Value>(
  _ value: inout Value, _ name: String, _ body: (inout Value) throws(ScrollSimulationError) -> Void
) {
  var copy = value
  do {
    try body(&copy)
    value = copy
  } catch {
    guard same(copy, value) else {
      fatalError("\(name) threw \(error) and changed \(value) into \(copy)")
    }
  }
}

enum ScrollerFuzzCase {
  static func run(_ input: inout FuzzInput) {
    let made = try? Scroller(
      offset: input.below(3) == 0 ? input.length() : 0, viewportLength: input.length(),
      contentLength: input.length(), leadingInset: input.below(3) == 0 ? input.length() : 0,
      trailingInset: input.below(3) == 0 ? input.length() : 0,
      deceleration: input.deceleration(), bounce: input.pick(ScrollBounce.allCases),
      snapping: input.snapping(), displayScale: input.pick([0, 1, 2, 3, input.length()]))
    guard var scroller = made else { return }
    for step in 0..<32 where !input.isExhausted {
      let before = scroller
      let name: String
      switch input.below(7) {
      case 0:
        let distance = input.length()
        name = "drag(\(distance))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.drag(by: distance)
        }
      case 1:
        let velocity = input.velocity()
        name = "release(\(velocity))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.release(velocity: velocity)
        }
      case 2:
        let velocity = input.velocity()
        name = "fling(\(velocity))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.fling(velocity: velocity)
        }
      case 3:
        let (target, animated) = (input.length(), input.bool())
        name = "setContentOffset(\(target), \(animated))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.setContentOffset(target, animated: animated)
        }
      case 4:
        let (viewport, content) = (input.length(), input.length())
        name = "setGeometry(\(viewport), \(content))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.setGeometry(viewportLength: viewport, contentLength: content)
        }
      default:
        let seconds = input.seconds()
        name = "step(\(seconds))"
        checkedCall(&scroller, name) { (value) throws(ScrollSimulationError) in
          try value.step(by: seconds)
        }
      }
      guard scroller.offset.isFinite, scroller.velocity.isFinite else {
        fatalError(
          "step \(step) \(name): offset \(scroller.offset), velocity \(scroller.velocity), "
            + "from \(before)")
      }
    }
    checkComesToRest(scroller)
  }

  /// Left alone, a scroller that is not being dragged rests within `timeToRest`; one that
  /// was decelerating rests inside its range.
  static func checkComesToRest(_ start: Scroller) {
    guard !start.isDragging else { return }
    var scroller = start
    let time = scroller.timeToRest
    guard time.isFinite, time >= 0 else { fatalError("timeToRest \(time) for \(start)") }
    do {
      try scroller.step(by: time)
      if scroller.isMoving { try scroller.step(by: 1e-3) }
    } catch {
      fatalError("stepping to rest threw \(error) for \(start)")
    }
    guard !scroller.isMoving else { fatalError("still moving after timeToRest: \(start)") }
    // A programmatic offset may lie anywhere, as in UIKit; momentum and springs end in range.
    guard start.isDecelerating else { return }
    let tolerance = 1e-6 * max(1, abs(scroller.maximumOffset), abs(scroller.minimumOffset))
    guard scroller.offset >= scroller.minimumOffset - tolerance,
      scroller.offset <= max(scroller.minimumOffset, scroller.maximumOffset) + tolerance
    else {
      fatalError(
        "rests at \(scroller.offset) outside \(scroller.minimumOffset)…"
          + "\(scroller.maximumOffset): \(start)")
    }
  }
}

enum DriverFuzzCase {
  /// A list with a pinned header over a carousel row: both scroll views a driver runs.
  static func host(_ input: inout FuzzInput) -> LayoutHost {
    let row = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)))
    let list = LayoutSection(
      group: .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [row]),
      interGroupSpacing: input.below(4) == 0 ? input.length() : 0,
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
          elementKind: "header", alignment: .top, pinToVisibleBounds: true)
      ])
    let card = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let carousel = LayoutSection(
      group: .horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(input.fraction()), height: .absolute(120)),
        subitems: [card]),
      interGroupSpacing: input.below(4) == 0 ? input.length() : 10,
      orthogonalScrollingBehavior: input.pick(OrthogonalScrollingBehavior.allCases))
    let sections = [list, carousel]
    return LayoutHost(
      layout: CollectionLayout(
        configuration: LayoutConfiguration(scrollDirection: input.bool() ? .vertical : .horizontal)
      ) { index, _ in sections[index % 2] },
      size: LayoutSize(width: input.pick([375, 768, input.length()]), height: 812),
      itemCounts: [input.below(200), input.below(30), input.below(200)],
      traits: LayoutTraits(readingDirection: input.bool() ? .leftToRight : .rightToLeft))
  }

  static func run(_ input: inout FuzzInput) {
    let host = host(&input)
    guard
      let driver = try? ScrollDriver(
        host: host, deceleration: input.deceleration(), bounce: input.pick(ScrollBounce.allCases),
        isPagingEnabled: input.bool())
    else { return }
    for step in 0..<24 where !input.isExhausted {
      // In step with the host first, so that a call's own synchronizing changes nothing.
      try? driver.synchronize()
      let before = (driver.scroller, driver.rows)
      let point = LayoutPoint(x: input.length(), y: input.length())
      let velocity = LayoutPoint(x: input.velocity(), y: input.velocity())
      let section = input.below(4)
      var name = ""
      // Calls that only act on the scrollers must leave them as they were when they throw;
      // frames, scrolls to an item and host changes synchronize with the host first.
      var atomic = true
      do {
        switch input.below(11) {
        case 0:
          name = "drag(\(point))"
          try driver.drag(by: point)
        case 1:
          name = "release(\(velocity))"
          try driver.release(velocity: velocity)
        case 2:
          name = "fling(\(velocity))"
          try driver.fling(velocity: velocity)
        case 3:
          name = "setContentOffset(\(point))"
          try driver.setContentOffset(point, animated: input.bool())
        case 4:
          name = "dragRow(\(section), \(point.x))"
          try driver.dragRow(inSection: section, by: point.x)
        case 5:
          name = "flingRow(\(section), \(velocity.x))"
          try driver.flingRow(inSection: section, velocity: velocity.x)
        case 6:
          name = "setRowOffset(\(point.x), \(section))"
          try driver.setRowOffset(point.x, inSection: section, animated: input.bool())
        case 7:
          let path = LayoutIndexPath(item: input.count(), section: section)
          let position = ScrollPosition(rawValue: input.byte())
          name = "scrollToItem(\(path), \(position.rawValue))"
          atomic = false
          try driver.scrollToItem(at: path, at: position, animated: input.bool())
        case 8:
          name = "frames"
          atomic = false
          let clock = try FrameClock(framesPerSecond: input.pick([60, 120, input.length()]))
          try clock.run(driver, frames: input.below(20)) { _ in }
        case 9:
          name = "host change"
          atomic = false
          host.itemCounts = [input.below(200), input.below(30), input.below(200)]
          try driver.synchronize()
        default:
          let seconds = input.seconds()
          name = "advance(\(seconds))"
          try driver.advance(by: seconds)
        }
      } catch {
        guard !atomic || (same(driver.scroller, before.0) && same(driver.rows, before.1)) else {
          fatalError("step \(step) \(name) threw \(error) and changed the scrollers")
        }
      }
      let offset = host.contentOffset
      guard offset.x.isFinite, offset.y.isFinite,
        host.rowOffsets.values.allSatisfy(\.isFinite)
      else {
        fatalError("step \(step) \(name): offsets \(offset), rows \(host.rowOffsets)")
      }
    }
  }
}
