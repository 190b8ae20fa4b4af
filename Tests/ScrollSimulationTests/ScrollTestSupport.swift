import ScrollSimulation

/// The offsets a scroller passes through when stepped by `step` seconds until it rests,
/// or until `limit` seconds have passed.
func trajectory(of scroller: inout Scroller, step: Double, limit: Double = 30) throws
  -> [Double]
{
  var offsets = [scroller.offset]
  var time = 0.0
  while scroller.isMoving, time < limit {
    try scroller.step(by: step)
    time += step
    offsets.append(scroller.offset)
  }
  return offsets
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
  (a - b).magnitude <= tolerance
}

/// A vertical scroller 500 pt tall over 1500 pt of content (offsets 0...1000).
func tallScroller(
  offset: Double = 0, bounce: ScrollBounce = .automatic, displayScale: Double = 1
) throws -> Scroller {
  try Scroller(
    offset: offset, viewportLength: 500, contentLength: 1500, bounce: bounce,
    displayScale: displayScale)
}
