#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Writes frames to a terminal, redrawing only what changed: it keeps the last frame's
/// ``Canvas`` and, for the next, moves the cursor to each run of differing cells and writes
/// those with the colours and attributes they need.
///
/// The first frame, or one of another size, clears the screen and writes every cell. Runs
/// on one line closer than a few cells are joined, as a cursor move costs more bytes than
/// the cells between.
///
/// ```swift
/// var writer = FrameWriter(usesColor: true)
/// let first = writer.frame(canvas)   // clears and draws everything
/// canvas.write("x", x: 3, y: 0)
/// let second = writer.frame(canvas)  // "\u{1B}[1;4H…x": one cell
/// ```
public struct FrameWriter: Sendable {
  /// Whether colours are written; without, only bold, underline and inverse are.
  public var usesColor: Bool
  private var previous: Canvas?

  /// Cells between two runs of changes up to which the runs are joined.
  static let joinGap = 4

  /// A writer that has written nothing yet.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Forgets the last frame, so that the next one is drawn whole (after the terminal
  /// showed something else).
  public mutating func invalidate() {
    previous = nil
  }

  /// The bytes that turn the screen from the last frame into `canvas`; empty when nothing
  /// changed.
  ///
  /// - Complexity: O(width × height) to compare, plus the changed cells.
  public mutating func frame(_ canvas: Canvas) -> String {
    var output = ""
    var current: CanvasCell?
    if let previous, previous.width == canvas.width, previous.height == canvas.height {
      for line in 0..<canvas.height {
        var column = 0
        while column < canvas.width {
          guard canvas[column, line] != previous[column, line] else {
            column += 1
            continue
          }
          var start = column
          if canvas[start, line].glyph == nil, start > 0 { start -= 1 }
          var end = column + 1
          var same = 0
          while end < canvas.width, same <= Self.joinGap {
            same = canvas[end, line] == previous[end, line] ? same + 1 : 0
            end += 1
          }
          end -= same
          output += "\u{1B}[\(line + 1);\(start + 1)H"
          write(canvas, line: line, from: start, to: end, into: &output, current: &current)
          column = end
        }
      }
    } else {
      output += "\u{1B}[0m\u{1B}[2J"
      for line in 0..<canvas.height {
        output += "\u{1B}[\(line + 1);1H"
        write(canvas, line: line, from: 0, to: canvas.width, into: &output, current: &current)
      }
    }
    if current != nil,
      current?.style != [] || current?.foreground != nil
        || current?.background != nil
    {
      output += "\u{1B}[0m"
    }
    previous = canvas
    return output
  }

  private func write(
    _ canvas: Canvas, line: Int, from start: Int, to end: Int, into output: inout String,
    current: inout CanvasCell?
  ) {
    for column in start..<end {
      let cell = canvas[column, line]
      guard let glyph = cell.glyph else { continue }
      if current.map({ !sameLook($0, cell) }) ?? true {
        output += sgr(cell)
        current = cell
      }
      output.append(glyph)
    }
  }

  private func sameLook(_ a: CanvasCell, _ b: CanvasCell) -> Bool {
    a.style == b.style
      && (!usesColor || (a.foreground == b.foreground && a.background == b.background))
  }

  /// The SGR sequence that sets `cell`'s look from nothing.
  func sgr(_ cell: CanvasCell) -> String {
    var codes = ["0"]
    if cell.style.contains(.bold) { codes.append("1") }
    if cell.style.contains(.dim) { codes.append("2") }
    if cell.style.contains(.underline) { codes.append("4") }
    if cell.style.contains(.inverse) { codes.append("7") }
    if usesColor {
      if let foreground = cell.foreground { codes.append("38;5;\(foreground)") }
      if let background = cell.background { codes.append("48;5;\(background)") }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}
#endif
