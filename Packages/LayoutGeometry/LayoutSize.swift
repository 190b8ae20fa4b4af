/// A width and a height, in points.
///
/// The layout engine's counterpart of `CGSize`.
///
/// ```swift
/// let row = LayoutSize(main: 44, cross: 375, along: .vertical)  // 375 × 44
/// row.length(along: .horizontal)                                // 375
/// ```
public struct LayoutSize: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size of zero width and zero height.
  public static let zero = LayoutSize(width: 0, height: 0)

  /// Whether both lengths are finite numbers.
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension LayoutSize: CustomStringConvertible {
  /// `width × height`.
  public var description: String { "\(width) × \(height)" }
}

extension LayoutSize {
  /// Whether every length is the same value, NaN matching NaN (so `==` is reflexive) and −0
  /// matching 0.
  public static func == (lhs: LayoutSize, rhs: LayoutSize) -> Bool {
    lhs.width.isSameValue(as: rhs.width) && lhs.height.isSameValue(as: rhs.height)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width.sameValueHash)
    hasher.combine(height.sameValueHash)
  }
}
