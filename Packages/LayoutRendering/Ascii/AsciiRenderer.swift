import LayoutGeometry
import LayoutResolution

/// Draws solved attributes as text, so a terminal shows what a layout computed.
///
/// The picture covers a viewport (the visible rect, or any rect of the content) at an
/// ``AsciiScale``: a fixed number of columns (80 by default) or a fixed number of points per
/// column, with lines twice as tall as columns are wide. Elements draw in ascending
/// `zIndex` order, later ones over earlier ones; hidden and fully transparent elements are
/// skipped, and transforms are ignored (the frame is drawn).
///
/// - A cell is a box of `+`, `-` and `|` with its item number in the middle when it fits;
///   a cell too small for a box is a `#`.
/// - A supplementary view is a box with `=` top and bottom edges and its kind inside (or
///   in its top edge when it has no inside) when it fits; too small for a box, a `*`.
/// - A decoration view (a background, a separator) fills its area with `.`, at least one
///   character thick, so backgrounds show between the cells drawn above them.
///
/// Edges land on the nearest character boundary, so boxes of adjacent elements share
/// nothing and a 2 pt gap may vanish at coarse scales.
///
/// For `solved`, two 100 pt squares side by side:
///
/// ```swift
/// let viewport = LayoutRect(x: 0, y: 0, width: 200, height: 100)
/// print(AsciiRenderer(columns: 20).render(
///   solved.attributesForElements(in: viewport), viewport: viewport))
/// // +--------++--------+
/// // |        ||        |
/// // |   0    ||   1    |
/// // |        ||        |
/// // +--------++--------+
/// ```
public struct AsciiRenderer: Hashable, Sendable {
  private enum Sizing: Hashable, Sendable {
    case columns(Int)
    case pointsPerColumn(Double)
  }

  private let sizing: Sizing

  /// A renderer whose pictures are `columns` characters wide (at least 1), whatever the
  /// viewport's width.
  public init(columns: Int = 80) {
    sizing = .columns(columns)
  }

  /// A renderer at which one character covers `pointsPerColumn` points across, so the
  /// picture's width follows the viewport's.
  public init(pointsPerColumn: Double) {
    sizing = .pointsPerColumn(pointsPerColumn)
  }

  /// The scale a picture of `viewport` is drawn at.
  public func scale(for viewport: LayoutRect) -> AsciiScale {
    switch sizing {
    case .columns(let columns): AsciiScale(viewport: viewport, columns: columns)
    case .pointsPerColumn(let points): AsciiScale(viewport: viewport, pointsPerColumn: points)
    }
  }

  /// The picture of the elements of `attributes` that fall in `viewport`, one line per
  /// row, each ending in a line feed, trailing spaces removed; empty when the viewport
  /// has no area or is not finite.
  ///
  /// - Complexity: O(n log n + rows × columns + the characters the elements cover), for n
  ///   elements, sorted by `zIndex` before drawing.
  public func render(_ attributes: [LayoutAttributes], viewport: LayoutRect) -> String {
    lines(of: attributes, viewport: viewport).map { $0 + "\n" }.joined()
  }

  /// The lines of ``render(_:viewport:)`` without their line feeds.
  ///
  /// - Complexity: O(n log n + rows × columns + the characters the elements cover), for n
  ///   elements, sorted by `zIndex` before drawing.
  public func lines(of attributes: [LayoutAttributes], viewport: LayoutRect) -> [String] {
    guard viewport.isFinite else { return [] }
    var canvas = AsciiCanvas(viewport: viewport, scale: scale(for: viewport))
    for element in attributes.inDrawingOrder {
      canvas.draw(element)
    }
    return canvas.lines
  }
}
