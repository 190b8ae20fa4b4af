import LayoutGeometry

/// The target-page rule of `docs/scrolling.md`, shared by `paging`, `groupPaging` and
/// `groupPagingCentered`: pages are `origin + i · pageLength`.
///
/// From `p = (offset − origin) / pageLength`, add ½ when the release velocity is above
/// `velocityTolerance`, subtract ½ when it is below minus it; round (halves away from zero);
/// keep within one page of the page where the gesture began (its offset rounded the same
/// way); and clamp the page's offset to the resting range.
public struct ScrollPageRule: Hashable, Sendable {
  /// The speed, in points per second, a release must exceed to count as a flick towards the
  /// next page. UIKit publishes none; we take 50 pt/s, the slowest deliberate flick of
  /// common touch toolkits, so a finger that merely stops moving before lifting does not
  /// turn the page.
  public static let velocityTolerance = 50.0

  /// The distance between consecutive pages, in points; must be positive.
  public var pageLength: Double
  /// The offset of page 0.
  public var origin: Double

  /// Pages `pageLength` apart starting at `origin`.
  public init(pageLength: Double, origin: Double = 0) {
    self.pageLength = pageLength
    self.origin = origin
  }

  /// The index of the page nearest `offset`.
  public func page(nearest offset: Double) -> Double {
    ((offset - origin) / pageLength).rounded()
  }

  /// The resting offset for `release`, or `nil` when `pageLength` is not a positive finite
  /// length (there are no pages to land on).
  public func targetOffset(for release: ScrollRelease) -> Double? {
    guard pageLength > 0, pageLength.isFinite else { return nil }
    var position = (release.offset - origin) / pageLength
    if release.velocity > Self.velocityTolerance {
      position += 0.5
    } else if release.velocity < -Self.velocityTolerance {
      position -= 0.5
    }
    let startPage = page(nearest: release.gestureStartOffset)
    let page = min(max(position.rounded(), startPage - 1), startPage + 1)
    return release.clamped(origin + page * pageLength)
  }
}

extension ScrollPageRule {
  /// Whether both numbers are the same values, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ScrollPageRule, rhs: ScrollPageRule) -> Bool {
    lhs.pageLength.isSameValue(as: rhs.pageLength)
      && lhs.origin.isSameValue(as: rhs.origin)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pageLength.sameValueHash)
    hasher.combine(origin.sameValueHash)
  }
}
