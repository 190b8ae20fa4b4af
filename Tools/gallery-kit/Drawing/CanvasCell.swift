#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// One character cell of a ``Canvas``: its glyph and how it is drawn.
public struct CanvasCell: Hashable, Sendable {
  /// Text attributes a terminal draws with SGR codes.
  public struct Style: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt8
    /// Attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// SGR 1.
    public static let bold = Style(rawValue: 1)
    /// SGR 2.
    public static let dim = Style(rawValue: 2)
    /// SGR 4.
    public static let underline = Style(rawValue: 4)
    /// SGR 7.
    public static let inverse = Style(rawValue: 8)
  }

  /// The character shown; empty in the second cell of a double-width character.
  public var glyph: Character?
  /// The foreground colour (a 256-colour index), or `nil` for the terminal's.
  public var foreground: UInt8?
  /// The background colour (a 256-colour index), or `nil` for the terminal's.
  public var background: UInt8?
  /// Bold, dim, underline, inverse.
  public var style: Style

  /// A cell showing `glyph`.
  public init(
    _ glyph: Character? = " ", foreground: UInt8? = nil, background: UInt8? = nil,
    style: Style = []
  ) {
    self.glyph = glyph
    self.foreground = foreground
    self.background = background
    self.style = style
  }

  /// A blank cell in the terminal's colours.
  public static let blank = CanvasCell()
}
#endif
