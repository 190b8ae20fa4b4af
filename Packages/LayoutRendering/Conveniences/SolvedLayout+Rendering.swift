import LayoutGeometry
import LayoutResolution

extension SolvedLayout {
  /// The rect of the whole content: from the origin to `SolvedLayout.contentSize`.
  public var contentRect: LayoutRect {
    LayoutRect(origin: .zero, size: contentSize)
  }

  /// An ASCII picture of `rect` (the whole content by default) with the layout scrolled to
  /// the origin, drawn by `renderer`.
  ///
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:contentOffset:rowOffsets:)`
  ///   plus that of ``AsciiRenderer/render(_:viewport:)``.
  public func asciiPicture(of rect: LayoutRect? = nil, renderer: AsciiRenderer = AsciiRenderer())
    -> String
  {
    let viewport = rect ?? contentRect
    return renderer.render(attributesForElements(in: viewport), viewport: viewport)
  }

  /// An SVG picture of `rect` (by default the whole content and the container's first
  /// screen) with the layout scrolled to the origin, the first screen outlined as the
  /// viewport.
  ///
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:contentOffset:rowOffsets:)`
  ///   plus that of ``SVGRenderer/render(_:viewport:canvas:)``: O(n log n + characters of
  ///   output) for n elements drawn.
  public func svg(of rect: LayoutRect? = nil, renderer: SVGRenderer = SVGRenderer()) -> String {
    let viewport = LayoutRect(origin: .zero, size: environment.container.contentSize)
    let area = rect ?? contentRect.union(viewport)
    return renderer.render(attributesForElements(in: area), viewport: viewport, canvas: area)
  }
}
