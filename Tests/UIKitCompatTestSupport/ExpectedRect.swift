#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing

/// A frame from `docs/reference-cases.md`, compared to within 0.001 pt.
package struct ExpectedRect: Sendable, CustomStringConvertible {
  package static let tolerance = 0.001

  package let x: Double
  package let y: Double
  package let width: Double
  package let height: Double

  package init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  package var description: String { "(\(x), \(y), \(width), \(height))" }

  package func matches(_ frame: CGRect) -> Bool {
    [
      (frame.minX, x), (frame.minY, y), (frame.width, width), (frame.height, height),
    ].allSatisfy { abs(Double($0.0) - $0.1) <= Self.tolerance }
  }
}

/// Expects `frame` to exist and to match `expected` to within 0.001 pt.
package func expectFrame(
  _ frame: CGRect?, _ expected: ExpectedRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  #expect(expected.matches(frame), "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

/// Expects `size` to match `width` × `height` to within 0.001 pt.
package func expectSize(
  _ size: CGSize, _ width: Double, _ height: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(Double(size.width) - width) <= ExpectedRect.tolerance
      && abs(Double(size.height) - height) <= ExpectedRect.tolerance,
    "\(size) is not \(width) × \(height)", sourceLocation: sourceLocation)
}
#endif
