import CompositionalLayout

/// `swift run adaptive-demo`: Apple's Adaptive Sections layout solved at four container
/// widths, with the columns each section chose and a picture of the first screen.
@main struct AdaptiveDemo {
  /// The containers shown: an iPhone, a width just at the 800 pt threshold, and two iPads.
  static let screens = [
    LayoutSize(width: 375, height: 812), LayoutSize(width: 800, height: 1280),
    LayoutSize(width: 1024, height: 768), LayoutSize(width: 1366, height: 1024),
  ]

  static func main() {
    print(transcript(screens: screens), terminator: "")
  }

  /// Everything `main` prints; the demo's tests check it.
  static func transcript(screens: [LayoutSize], pictureColumns: Int = 80) -> String {
    var output = ""
    for screen in screens {
      output += describe(screen: screen, pictureColumns: pictureColumns)
    }
    return output
  }

  private static func describe(screen: LayoutSize, pictureColumns: Int) -> String {
    let kinds = AdaptiveSections.Kind.allCases
    let host = LayoutHost(
      layout: AdaptiveSections.layout, size: screen,
      itemCounts: Array(repeating: AdaptiveSections.itemsPerSection, count: kinds.count))
    let width = host.environment.container.effectiveContentSize.width
    var lines = ["== \(format(screen.width)) × \(format(screen.height)) pt =="]
    for kind in kinds {
      let columns = kind.columnCount(forWidth: width)
      let frame = host.solvedLayout.frame(ofSection: kind.rawValue)
      lines.append(
        "section \(kind.rawValue) \(kind.name): \(columns) column\(columns == 1 ? "" : "s"), "
          + "y \(format(frame?.minY ?? 0))–\(format(frame?.maxY ?? 0))")
    }
    lines.append("content height: \(format(host.contentSize.height)) pt")
    for error in host.errors { lines.append("error: \(error)") }
    let picture = AsciiPicture(viewport: host.visibleRect, columns: pictureColumns)
    lines.append(
      "first screen (1 character = \(format(picture.pointsPerColumn)) pt across, "
        + "\(format(picture.pointsPerRow)) pt down):")
    lines += picture.lines(of: host.visibleAttributes)
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// A number with at most two decimals and no trailing zeros.
  static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded()
    let whole = Int(hundredths / 100)
    let fraction = Int(abs(hundredths).truncatingRemainder(dividingBy: 100))
    if fraction == 0 { return "\(whole)" }
    let digits =
      fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(whole).\(digits)"
  }
}
