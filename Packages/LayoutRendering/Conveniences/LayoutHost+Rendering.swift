import LayoutGeometry
import LayoutResolution

extension LayoutHost {
  /// An ASCII picture of what the host shows: its `LayoutHost.visibleAttributes` (after
  /// the visible-items handlers, rule 22) in its `LayoutHost.visibleRect`, drawn by
  /// `renderer` (whose picture holds at most ``AsciiScale/maximumCharacters``).
  ///
  /// - Throws: ``RenderingError/tooManyElements(limit:)`` when the screen shows more than
  ///   ``RenderingError/maximumElements`` elements (groups that stand still, or rows of a
  ///   fraction of a point, can put millions on one screen).
  /// - Complexity: that of `LayoutHost.visibleAttributes` (counted first up to the limit)
  ///   plus the picture's size.
  public func asciiPicture(renderer: AsciiRenderer = AsciiRenderer()) throws(RenderingError)
    -> String
  {
    _ = try solvedLayout.pictureElements(
      in: visibleRect, contentOffset: contentOffset, rowOffsets: rowOffsets)
    return renderer.render(visibleAttributes, viewport: visibleRect)
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
