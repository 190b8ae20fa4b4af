import LayoutGeometry
import LayoutResolution

extension LayoutHost {
  /// An ASCII picture of what the host shows: its `LayoutHost.visibleAttributes` in its
  /// `LayoutHost.visibleRect`, drawn by `renderer` (whose picture holds at most
  /// ``AsciiScale/maximumCharacters``).
  ///
  /// - Complexity: that of `LayoutHost.visibleAttributes` plus the picture's size.
  public func asciiPicture(renderer: AsciiRenderer = AsciiRenderer()) -> String {
    renderer.render(visibleAttributes, viewport: visibleRect)
  }

  /// An SVG picture of the whole content (and the visible rect, when it reaches past the
  /// content) at the host's scroll positions, with the visible rect outlined.
  ///
  /// - Throws: ``RenderingError/tooManyElements(limit:)`` when the content holds more than
  ///   ``RenderingError/maximumElements`` elements; nothing is drawn then.
  /// - Complexity: linear in the content's elements (at most the limit), plus sorting them.
  public func svg(renderer: SVGRenderer = SVGRenderer()) throws(RenderingError) -> String {
    let area = solvedLayout.contentRect.union(visibleRect)
    let attributes = try solvedLayout.pictureElements(
      in: area, contentOffset: contentOffset, rowOffsets: rowOffsets)
    return renderer.render(attributes, viewport: visibleRect, canvas: area)
  }

  /// One step of an HTML page's slider: the host's whole content at its width, with the
  /// visible rect outlined, and `sectionProviders` naming the provider each section chose.
  ///
  /// - Throws: ``RenderingError/tooManyElements(limit:)`` when the content holds more than
  ///   ``RenderingError/maximumElements`` elements.
  /// - Complexity: linear in the content's elements (at most the limit).
  public func renderedSnapshot(sectionProviders: [Int: String]) throws(RenderingError)
    -> RenderedSnapshot
  {
    let solved = solvedLayout
    return RenderedSnapshot(
      width: size.width, sectionProviders: sectionProviders,
      attributes: try solved.pictureElements(
        in: solved.contentRect, contentOffset: contentOffset, rowOffsets: rowOffsets),
      viewport: visibleRect)
  }
}
