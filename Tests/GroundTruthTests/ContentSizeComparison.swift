#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The content size UIKit reported (a transcript's `contentSize`) against the engine's
/// `collectionViewContentSize`, each side within ``GroundTruthComparison/tolerance``.
struct ContentSizeComparison: Sendable, CustomStringConvertible {
  var uikit: Fixture.Size
  var engine: CGSize

  /// Whether both sides agree within the tolerance.
  var matches: Bool {
    abs(uikit.width - Double(engine.width)) <= GroundTruthComparison.tolerance
      && abs(uikit.height - Double(engine.height)) <= GroundTruthComparison.tolerance
  }

  var description: String {
    let format = { (width: Double, height: Double) in
      String(format: "(%.2f, %.2f)", width, height)
    }
    return "content size: UIKit \(format(uikit.width, uikit.height)), engine "
      + format(Double(engine.width), Double(engine.height))
  }
}
#endif
