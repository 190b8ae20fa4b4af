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
  /// What elements show, drawn in place of their numbered boxes (``SVGRenderer``'s
  /// `render(_:viewport:canvas:contents:background:)`); empty for a wireframe.
  public var contents: [ElementKey: ElementContent]
  /// The colour behind everything, or `nil` for the palette's canvas colour.
  public var background: RenderColor?
  /// The area the picture covers (a screen's visible rect), or `nil` for every element and
  /// the viewport.
  public var canvas: LayoutRect?

  /// A snapshot from its parts.
  public init(
    width: Double, sectionProviders: [Int: String], attributes: [LayoutAttributes],
    viewport: LayoutRect? = nil, contents: [ElementKey: ElementContent] = [:],
    background: RenderColor? = nil, canvas: LayoutRect? = nil
  ) {
    self.width = width
    self.sectionProviders = sectionProviders
    self.attributes = attributes
    self.viewport = viewport
    self.contents = contents
    self.background = background
    self.canvas = canvas
  }
}

extension RenderedSnapshot {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: RenderedSnapshot, rhs: RenderedSnapshot) -> Bool {
    lhs.width.isSameValue(as: rhs.width)
      && lhs.sectionProviders == rhs.sectionProviders
      && lhs.attributes == rhs.attributes
      && lhs.viewport == rhs.viewport && lhs.contents == rhs.contents
      && lhs.background == rhs.background && lhs.canvas == rhs.canvas
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width.sameValueHash)
    hasher.combine(sectionProviders)
    hasher.combine(attributes)
    hasher.combine(viewport)
    hasher.combine(contents)
    hasher.combine(background)
    hasher.combine(canvas)
  }
}
