import LayoutGeometry
import LayoutResolution

/// The grid of characters an ``AsciiRenderer`` draws on.
struct AsciiCanvas {
  /// A frame snapped to characters: inclusive bounds, possibly outside the canvas.
  private struct Box {
    var left: Int
    var right: Int
    var top: Int
    var bottom: Int
  }

  private let viewport: LayoutRect
  private let scale: AsciiScale
  private var grid: [[Character]]

  /// A blank canvas for `viewport` at `scale`.
  init(viewport: LayoutRect, scale: AsciiScale) {
    self.viewport = viewport
    self.scale = scale
    grid = Array(
      repeating: Array(repeating: " ", count: scale.columns), count: scale.rows)
  }

  /// The picture's lines, trailing spaces removed.
  var lines: [String] {
    grid.map { row in
      var line = String(row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Draws `element` over what is there.
  mutating func draw(_ element: LayoutAttributes) {
    guard scale.pointsPerColumn > 0 else { return }
    let box = snap(element.frame)
    switch element.category {
    case .cell:
      drawBox(box, edge: "-", dot: "#", label: element.label)
    case .supplementaryView:
      drawBox(box, edge: "=", dot: "*", label: element.label)
    case .decorationView:
      fill(
        Box(
          left: box.left, right: max(box.right, box.left), top: box.top,
          bottom: max(box.bottom, box.top)), with: ".")
    }
  }

  /// `frame`'s edges on the nearest character boundaries; `right` and `bottom` are the last
  /// column and row covered.
  private func snap(_ frame: LayoutRect) -> Box {
    let across = scale.pointsPerColumn
    let down = scale.pointsPerRow
    return Box(
      left: cell((frame.minX - viewport.minX) / across, limit: scale.columns),
      right: cell((frame.maxX - viewport.minX) / across, limit: scale.columns) - 1,
      top: cell((frame.minY - viewport.minY) / down, limit: scale.rows),
      bottom: cell((frame.maxY - viewport.minY) / down, limit: scale.rows) - 1)
  }

  /// `position` rounded to a boundary, clamped just outside `0…limit` so that far-away
  /// elements cannot overflow `Int`; NaN is off the canvas (`max` and `min` pass a NaN
  /// through, and `Int(_:)` traps on it).
  private func cell(_ position: Double, limit: Int) -> Int {
    guard !position.isNaN else { return -2 }
    return Int(min(max(position.rounded(), -2), Double(limit + 2)))
  }

  private mutating func drawBox(_ box: Box, edge: Character, dot: Character, label: String) {
    guard box.right > box.left, box.bottom > box.top else {
      put(dot, row: box.top, column: box.left)
      return
    }
    for column in box.left...box.right {
      let mark: Character = column == box.left || column == box.right ? "+" : edge
      put(mark, row: box.top, column: column)
      put(mark, row: box.bottom, column: column)
    }
    if box.bottom - box.top >= 2 {
      fill(
        Box(left: box.left + 1, right: box.right - 1, top: box.top + 1, bottom: box.bottom - 1),
        with: " ")
      for row in (box.top + 1)..<box.bottom {
        put("|", row: row, column: box.left)
        put("|", row: row, column: box.right)
      }
      write(label, in: box, row: (box.top + box.bottom) / 2)
    } else if edge == "=" {
      write(label, in: box, row: box.top)
    }
  }

  /// Writes `label` centred between the box's sides on `row` when it fits between them and
  /// averages at most 4 bytes a character (a kind of a few characters, each of thousands
  /// of combining marks, would otherwise make the text unbounded by the character cap).
  /// A line break or other control character in a kind is drawn as `?`, so that the
  /// picture keeps one line per row.
  private mutating func write(_ label: String, in box: Box, row: Int) {
    let room = box.right - box.left - 1
    guard room > 0, label.utf8.count <= 4 * room else { return }
    let characters = label.map { character -> Character in
      character.unicodeScalars.contains {
        switch $0.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
      } ? "?" : character
    }
    guard !characters.isEmpty, characters.count <= room else { return }
    let start = box.left + 1 + (room - characters.count) / 2
    for (offset, character) in characters.enumerated() {
      put(character, row: row, column: start + offset)
    }
  }

  private mutating func fill(_ box: Box, with character: Character) {
    let top = max(box.top, 0)
    let bottom = min(box.bottom, scale.rows - 1)
    let left = max(box.left, 0)
    let right = min(box.right, scale.columns - 1)
    guard top <= bottom, left <= right else { return }
    for row in top...bottom {
      for column in left...right { grid[row][column] = character }
    }
  }

  private mutating func put(_ character: Character, row: Int, column: Int) {
    guard grid.indices.contains(row), grid[row].indices.contains(column) else { return }
    grid[row][column] = character
  }
}
