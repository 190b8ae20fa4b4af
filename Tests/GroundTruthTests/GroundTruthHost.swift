#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// A host in the state UIKit rendered a fixture in, and the objects it needs alive while it
/// is read (a table view and its data source).
struct GroundTruthHost {
  var host: CollectionViewLayoutHost
  var owners: [AnyObject]

  /// Gives `host` the fixture's display scale, safe area (which the automatic content inset
  /// adjustment adds along the scroll axis) and offset, and the sizes UIKit's self-sizing
  /// measured (`measuredSizes`) through its own self-sizing, as a port measuring its cells
  /// would give them.
  init(host: CollectionViewLayoutHost, owners: [AnyObject], as fixture: Fixture) {
    host.traitCollection = UITraitCollection(displayScale: CGFloat(fixture.recording.scale))
    let inset = fixture.safeArea
    host.safeAreaInsets = UIEdgeInsets(
      top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    host.contentOffset = CGPoint(x: fixture.contentOffset.x, y: fixture.contentOffset.y)
    if let measured = fixture.measuredSizes, !measured.isEmpty {
      host.preferredSizeProvider = { fixture.measuredSize(of: $0) }
      host.layoutIfNeeded()
    }
    self.host = host
    self.owners = owners
  }
}
#endif
