import CompositionalLayout

/// Draws solved attributes as boxes of text, so a terminal shows what the layout computed.
///
/// The picture is `columns` characters wide; one character covers `width / columns` points
/// across and twice that down, since terminal cells are about twice as tall as wide. Each
/// cell is a box of `+`, `-` and `|` with its item number inside when it fits; a cell too
/// small for a box is a `#`.
struct AsciiPicture {
  /// The area of content coordinates the picture shows.
  let viewport: LayoutRect
  /// The picture's width in characters.
  let columns: Int

  /// Points per character across.
  var pointsPerColumn: Double { viewport.width / Double(columns) }
  /// Points per character down.
  var pointsPerRow: Double { pointsPerColumn * 2 }
  /// The picture's height in lines.
  var rows: Int { Int((viewport.height / pointsPerRow).rounded(.up)) }

  /// The lines of the picture of `attributes`, trailing spaces removed.
  func lines(of attributes: [LayoutAttributes]) -> [String] {
    var canvas = [[Character]](
      repeating: [Character](repeating: " ", count: columns), count: rows)
    for element in attributes.sorted(by: { $0.zIndex < $1.zIndex }) {
      draw(element, on: &canvas)
    }
    return canvas.map { line in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  private func draw(_ element: LayoutAttributes, on canvas: inout [[Character]]) {
    let frame = element.frame.offsetBy(dx: -viewport.minX, dy: -viewport.minY)
    let left = Int((frame.minX / pointsPerColumn).rounded())
    let right = Int((frame.maxX / pointsPerColumn).rounded()) - 1
    let top = Int((frame.minY / pointsPerRow).rounded())
    let bottom = Int((frame.maxY / pointsPerRow).rounded()) - 1
    func put(_ character: Character, _ row: Int, _ column: Int) {
      guard canvas.indices.contains(row), canvas[row].indices.contains(column) else { return }
      canvas[row][column] = character
    }
    guard right > left, bottom > top else {
      put("#", top, left)
      return
    }
    for column in left...right {
      put(column == left || column == right ? "+" : "-", top, column)
      put(column == left || column == right ? "+" : "-", bottom, column)
    }
    for row in (top + 1)..<bottom {
      put("|", row, left)
      put("|", row, right)
      for column in (left + 1)..<right { put(" ", row, column) }
    }
    let label = Array(String(element.indexPath.item))
    guard bottom - top >= 2, right - left - 1 >= label.count else { return }
    let start = left + 1 + (right - left - 1 - label.count) / 2
    for (offset, character) in label.enumerated() {
      put(character, (top + bottom) / 2, start + offset)
    }
  }
}
