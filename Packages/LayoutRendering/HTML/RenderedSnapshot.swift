import LayoutGeometry
import LayoutResolution

/// One step of an HTML page's width slider: a layout solved at one container width, the
/// provider each section chose there, and the elements to draw.
public struct RenderedSnapshot: Hashable, Sendable {
  /// The container width the layout was solved at, in points.
  public var width: Double
  /// The name of the provider chosen for each section, by section index.
  public var sectionProviders: [Int: String]
  /// The elements to draw, in content coordinates.
  public var attributes: [LayoutAttributes]
  /// The rect to outline as the visible area, or `nil` for none.
  public var viewport: LayoutRect?

  /// A snapshot from its parts.
  public init(
    width: Double, sectionProviders: [Int: String], attributes: [LayoutAttributes],
    viewport: LayoutRect? = nil
  ) {
    self.width = width
    self.sectionProviders = sectionProviders
    self.attributes = attributes
    self.viewport = viewport
  }
}

extension RenderedSnapshot {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: RenderedSnapshot, rhs: RenderedSnapshot) -> Bool {
    lhs.width.isSameValue(as: rhs.width)
      && lhs.sectionProviders == rhs.sectionProviders
      && lhs.attributes == rhs.attributes
      && lhs.viewport == rhs.viewport
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width.sameValueHash)
    hasher.combine(sectionProviders)
    hasher.combine(attributes)
    hasher.combine(viewport)
  }
}
