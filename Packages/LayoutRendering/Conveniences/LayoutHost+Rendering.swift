import LayoutGeometry
import LayoutResolution

extension LayoutHost {
  /// An ASCII picture of what the host shows: its `LayoutHost.visibleAttributes` in its
  /// `LayoutHost.visibleRect`, drawn by `renderer`.
  ///
  /// - Complexity: that of `LayoutHost.visibleAttributes` plus that of
  ///   ``AsciiRenderer/render(_:viewport:)``.
  public func asciiPicture(renderer: AsciiRenderer = AsciiRenderer()) -> String {
    renderer.render(visibleAttributes, viewport: visibleRect)
  }

  /// An SVG picture of the whole content (and the visible rect, when it reaches past the
  /// content) at the host's scroll positions, with the visible rect outlined.
  ///
  /// - Complexity: O(n log n + characters of output) for the n elements of the whole content
  ///   (every item of the layout), plus the rect query that finds them.
  public func svg(renderer: SVGRenderer = SVGRenderer()) -> String {
    let area = solvedLayout.contentRect.union(visibleRect)
    let attributes = solvedLayout.attributesForElements(
      in: area, contentOffset: contentOffset, rowOffsets: rowOffsets)
    return renderer.render(attributes, viewport: visibleRect, canvas: area)
  }

  /// One step of an HTML page's slider: the host's whole content at its width, with the
  /// visible rect outlined, and `sectionProviders` naming the provider each section chose.
  ///
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:contentOffset:rowOffsets:)`
  ///   over the whole content: O(every element of the layout + log sections per section).
  public func renderedSnapshot(sectionProviders: [Int: String]) -> RenderedSnapshot {
    let solved = solvedLayout
    return RenderedSnapshot(
      width: size.width, sectionProviders: sectionProviders,
      attributes: solved.attributesForElements(
        in: solved.contentRect, contentOffset: contentOffset, rowOffsets: rowOffsets),
      viewport: visibleRect)
  }
}
