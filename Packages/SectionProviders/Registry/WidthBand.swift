import LayoutGeometry

/// The widths a registration applies to: every effective width from `minimumWidth` up,
/// until the next band of the same kind starts.
///
/// Apple publishes no size-class thresholds, so the named bands follow Android's window
/// size classes (`docs/scrolling.md`): compact from 0, medium from 600, expanded from 840, large
/// from 1200, extra-large from 1600; `regular` is medium's threshold, where iPad-like
/// layouts begin.
public struct WidthBand: Hashable, Sendable, Codable, Comparable {
  /// The narrowest effective width, in points, this band covers.
  public var minimumWidth: Double

  /// A band starting at `minimumWidth` points.
  public init(minimumWidth: Double) {
    self.minimumWidth = minimumWidth
  }

  /// Every width: the band a provider needs to be found at all widths.
  public static let compact = WidthBand(minimumWidth: 0)
  /// 600 pt and up.
  public static let medium = WidthBand(minimumWidth: 600)
  /// 600 pt and up: what a regular horizontal size class usually offers.
  public static let regular = medium
  /// 840 pt and up.
  public static let expanded = WidthBand(minimumWidth: 840)
  /// 1200 pt and up.
  public static let large = WidthBand(minimumWidth: 1200)
  /// 1600 pt and up.
  public static let extraLarge = WidthBand(minimumWidth: 1600)

  /// Bands order by where they start.
  public static func < (lhs: WidthBand, rhs: WidthBand) -> Bool {
    lhs.minimumWidth < rhs.minimumWidth
  }
}

extension WidthBand {
  /// Whether the minimum widths are the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: WidthBand, rhs: WidthBand) -> Bool {
    lhs.minimumWidth.isSameValue(as: rhs.minimumWidth)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(minimumWidth.sameValueHash)
  }
}
