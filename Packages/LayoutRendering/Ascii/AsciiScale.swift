import LayoutGeometry

/// How an ASCII picture maps points to characters: the picture's size in characters and the
/// points each character covers.
///
/// One character covers ``pointsPerColumn`` points across and twice that down
/// (``pointsPerRow``), because terminal cells are about twice as tall as they are wide. For
/// example, 80 columns over a 375 pt wide viewport give 4.6875 pt per column and 9.375 pt
/// per row, so an 812 pt tall screen takes 87 lines.
public struct AsciiScale: Hashable, Sendable {
  /// The most columns or rows a picture has; a larger request is clamped, so an extreme
  /// scale gives a large picture rather than a crash.
  public static let maximumLength = 10_000

  /// The most characters a picture holds: 2²⁰ (1,048,576), so that its canvas stays within
  /// 16 MiB and its text within 4 MiB (labels are drawn only while they average at most
  /// 4 bytes a character). A picture whose columns times rows would hold more keeps its
  /// scale and is cut at the bottom: ``rows`` is as many as fit. Before this cap, 10,000 ×
  /// 10,000 characters were allowed, about 1.6 GB of canvas.
  public static let maximumCharacters = 1 << 20

  /// The picture's width in characters.
  public let columns: Int
  /// The picture's height in lines: the viewport's height over ``pointsPerRow``, rounded
  /// up, and no more than ``maximumCharacters`` allow at this width.
  public let rows: Int
  /// Points covered by one character across.
  public let pointsPerColumn: Double

  /// Points covered by one line down: twice ``pointsPerColumn``.
  public var pointsPerRow: Double { pointsPerColumn * 2 }

  /// The scale that fits `viewport`'s width into `columns` characters (at least 1).
  public init(viewport: LayoutRect, columns: Int) {
    let columns = min(max(columns, 1), Self.maximumLength)
    let width = viewport.width.isFinite && viewport.width > 0 ? viewport.width : 0
    self.init(columns: columns, pointsPerColumn: width / Double(columns), viewport: viewport)
  }

  /// The scale at which one character covers `pointsPerColumn` points across; the
  /// picture is as many columns as `viewport`'s width needs, rounded up.
  public init(viewport: LayoutRect, pointsPerColumn: Double) {
    let valid = pointsPerColumn.isFinite && pointsPerColumn > 0
    let columns = valid ? Self.count(viewport.width / pointsPerColumn) : 0
    self.init(columns: columns, pointsPerColumn: valid ? pointsPerColumn : 0, viewport: viewport)
  }

  private init(columns: Int, pointsPerColumn: Double, viewport: LayoutRect) {
    self.columns = pointsPerColumn > 0 ? columns : 0
    self.pointsPerColumn = pointsPerColumn
    let rows = pointsPerColumn > 0 ? Self.count(viewport.height / (pointsPerColumn * 2)) : 0
    self.rows = self.columns > 0 ? min(rows, Self.maximumCharacters / self.columns) : rows
  }

  /// A one-line legend for the picture, e.g.
  /// `1 character = 4.69 pt across, 9.38 pt down`.
  public var legend: String {
    "1 character = \(FixedNumber.format(pointsPerColumn)) pt across, "
      + "\(FixedNumber.format(pointsPerRow)) pt down"
  }

  /// A length in characters, rounded up and clamped to 0…``maximumLength``.
  private static func count(_ characters: Double) -> Int {
    guard characters.isFinite, characters > 0 else {
      return characters == .infinity ? maximumLength : 0
    }
    return Int(min(characters.rounded(.up), Double(maximumLength)))
  }
}
