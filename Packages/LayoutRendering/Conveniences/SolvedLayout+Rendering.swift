import LayoutGeometry
import LayoutResolution

extension SolvedLayout {
  /// The rect of the whole content: from the origin to `SolvedLayout.contentSize`.
  public var contentRect: LayoutRect {
    LayoutRect(origin: .zero, size: contentSize)
  }

  /// An ASCII picture of `rect` (the whole content by default) with the layout scrolled to
  /// the origin, drawn by `renderer` (whose picture holds at most
  /// ``AsciiScale/maximumCharacters``).
  ///
  /// - Throws: ``RenderingError/tooManyElements(limit:)`` when `rect` holds more than
  ///   ``RenderingError/maximumElements`` elements.
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:contentOffset:rowOffsets:)`
  ///   (at most the limit) plus the picture's size.
  public func asciiPicture(of rect: LayoutRect? = nil, renderer: AsciiRenderer = AsciiRenderer())
    throws(RenderingError) -> String
  {
    let viewport = rect ?? contentRect
    return renderer.render(try pictureElements(in: viewport), viewport: viewport)
  }

  /// An SVG picture of `rect` (by default the whole content and the container's first
  /// screen) with the layout scrolled to the origin, the first screen outlined as the
  /// viewport.
  ///
  /// - Throws: ``RenderingError/tooManyElements(limit:)`` when `rect` holds more than
  ///   ``RenderingError/maximumElements`` elements.
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:contentOffset:rowOffsets:)`
  ///   (at most the limit) plus O(n log n) in the elements drawn.
  public func svg(of rect: LayoutRect? = nil, renderer: SVGRenderer = SVGRenderer())
    throws(RenderingError) -> String
  {
    let viewport = LayoutRect(origin: .zero, size: environment.container.contentSize)
    let area = rect ?? contentRect.union(viewport)
    return renderer.render(try pictureElements(in: area), viewport: viewport, canvas: area)
  }

  /// The elements a picture of `rect` draws, at most ``RenderingError/maximumElements``.
  ///
  /// - Complexity: O(log sections per section + min(elements, limit)).
  func pictureElements(
    in rect: LayoutRect, contentOffset: LayoutPoint = .zero, rowOffsets: [Int: Double] = [:]
  ) throws(RenderingError) -> [LayoutAttributes] {
    guard
      let elements = attributesForElements(
        in: rect, contentOffset: contentOffset, rowOffsets: rowOffsets,
        limit: RenderingError.maximumElements)
    else { throw .tooManyElements(limit: RenderingError.maximumElements) }
    return elements
  }
}
