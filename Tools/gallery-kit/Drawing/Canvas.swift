#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A grid of character cells, what one frame of the gallery shows; ``FrameWriter`` turns
/// the difference between two into escape sequences.
///
/// Drawing clips to the grid: text or a fill that reaches past an edge is cut there.
public struct Canvas: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Lines.
  public let height: Int
  /// The cells, line by line.
  public private(set) var cells: [CanvasCell]

  /// A blank canvas of `width` × `height` cells (negative sizes are 0).
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, line `y`; blank outside the grid.
  public subscript(x: Int, y: Int) -> CanvasCell {
    get { contains(x, y) ? cells[y * width + x] : .blank }
    set { if contains(x, y) { cells[y * width + x] = newValue } }
  }

  /// Whether column `x`, line `y` is on the grid.
  public func contains(_ x: Int, _ y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Paints the cells of columns `x..<x + columns` on lines `y..<y + lines` with
  /// `background` and blanks them.
  ///
  /// - Complexity: O(area) of the part on the grid.
  public mutating func fill(
    x: Int, y: Int, columns: Int, lines: Int, background: UInt8?, style: CanvasCell.Style = []
  ) {
    for line in Self.span(y, lines, height) {
      for column in Self.span(x, columns, width) {
        cells[line * width + column] = CanvasCell(" ", background: background, style: style)
      }
    }
  }

  /// Sets the style of the cells of a rectangle, keeping their glyphs and colours.
  public mutating func addStyle(
    _ style: CanvasCell.Style, x: Int, y: Int, columns: Int, lines: Int
  ) {
    for line in Self.span(y, lines, height) {
      for column in Self.span(x, columns, width) {
        cells[line * width + column].style.formUnion(style)
      }
    }
  }

  /// The indices from `start` for `count`, cut to `0..<limit`.
  static func span(_ start: Int, _ count: Int, _ limit: Int) -> Range<Int> {
    let lower = min(max(start, 0), limit)
    let upper = min(max(start + max(count, 0), lower), limit)
    return lower..<upper
  }

  /// Writes `text` from column `x` on line `y`, at most `limit` columns, keeping each
  /// cell's background unless `background` is given; double-width characters take two
  /// cells. Returns the column after the text.
  ///
  /// - Complexity: O(length of `text`).
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, limit: Int = .max, foreground: UInt8? = nil,
    background: UInt8? = nil, style: CanvasCell.Style = []
  ) -> Int {
    guard y >= 0, y < height else { return x }
    var column = x
    let end = limit == .max ? width : min(width, x + limit)
    for character in text {
      let span = DisplayWidth.of(character)
      guard span > 0 else { continue }
      if column + span > end { break }
      if column >= 0 {
        let kept = cells[y * width + column].background
        cells[y * width + column] = CanvasCell(
          character, foreground: foreground, background: background ?? kept, style: style)
        if span == 2, column + 1 < width {
          cells[y * width + column + 1] = CanvasCell(
            nil, foreground: foreground, background: background ?? kept, style: style)
        }
      }
      column += span
    }
    return column
  }

  /// The lines as text, without colours, trailing spaces removed.
  ///
  /// - Complexity: O(width × height).
  public var text: String {
    var lines: [String] = []
    for line in 0..<height {
      var text = ""
      for column in 0..<width {
        if let glyph = cells[line * width + column].glyph { text.append(glyph) }
      }
      while text.last == " " { text.removeLast() }
      lines.append(text)
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
#endif
