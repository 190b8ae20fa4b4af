#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The keys, drawn in a box over the screen when `?` is pressed.
enum HelpOverlay {
  /// The lines of the box: the common keys, then the example's own.
  static func lines(hints: String) -> [String] {
    var lines = [
      "↑ ↓        move the focus",
      "j k        scroll (hold: fling)",
      "PgUp PgDn  scroll a page",
      "Home End   scroll to an end",
      "wheel      scroll",
      "Tab        focus an orthogonal row",
      "← →        scroll it / swipe a row",
      "Enter      select, expand, open",
      "Esc        back",
      "q          quit",
    ]
    if !hints.isEmpty { lines.append("here:      " + hints) }
    lines.append("any key closes this")
    return lines
  }

  /// Draws the box centred on `canvas`.
  static func draw(into canvas: inout Canvas, hints: String) {
    let lines = lines(hints: hints)
    let width = min((lines.map(DisplayWidth.of).max() ?? 0) + 4, canvas.width)
    let height = min(lines.count + 2, canvas.height)
    let x = (canvas.width - width) / 2
    let y = (canvas.height - height) / 2
    canvas.fill(x: x, y: y, columns: width, lines: height, background: Palette.header)
    canvas.write(
      "┌" + String(repeating: "─", count: max(width - 2, 0)) + "┐", x: x, y: y,
      foreground: Palette.onColor)
    for (index, line) in lines.enumerated() where index + 1 < height - 1 {
      canvas.write("│ " + line, x: x, y: y + index + 1, limit: width, foreground: Palette.onColor)
      canvas.write("│", x: x + width - 1, y: y + index + 1, foreground: Palette.onColor)
    }
    canvas.write(
      "└" + String(repeating: "─", count: max(width - 2, 0)) + "┘", x: x, y: y + height - 1,
      foreground: Palette.onColor)
  }
}
#endif
