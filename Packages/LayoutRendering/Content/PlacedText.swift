import LayoutGeometry

/// Text a picture draws at a frame of its own inside an element: a line of a view whose
/// subviews a layout placed (a custom cell's list content view, its labels), or a glyph
/// standing for an image view.
///
/// A line starts at its frame's leading edge, on its middle, made smaller where needed so
/// that 0.55 em a character (the picture's advance, ``ElementContent``) fills no more than
/// the frame: a picture loads no fonts, and a layout measures text narrower than that, so
/// the line keeps to the frame its layout gave it in the fonts a viewer has, and lines of
/// one font are set alike. A glyph is centred on its frame at its font size. The frame is
/// in the element's coordinates, from its top-leading corner.
///
/// ```swift
/// var row = ElementContent(.row)
/// row.placedTexts = [
///   PlacedText("Headphones", frame: LayoutRect(x: 16, y: 15, width: 76.5, height: 20.3)),
///   PlacedText("♪", frame: LayoutRect(x: 600, y: 24, width: 20, height: 20), isGlyph: true),
/// ]
/// ```
public struct PlacedText: Hashable, Sendable {
  /// The text; empty draws nothing.
  public var text: String
  /// Where the text goes, in the element's coordinates.
  public var frame: LayoutRect
  /// Whether the text is a glyph centred on ``frame`` rather than a line filling its width.
  public var isGlyph: Bool
  /// The size of the text, in points.
  public var fontSize = 17.0
  /// Whether the text is bold.
  public var isBold = false
  /// The colour of the text.
  public var color = RenderColor.label

  /// `text` at `frame`: a line filling its width, or a glyph centred on it.
  public init(_ text: String, frame: LayoutRect, isGlyph: Bool = false) {
    self.text = text
    self.frame = frame
    self.isGlyph = isGlyph
  }
}

extension PlacedText {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is
  /// reflexive) and −0 matching 0.
  public static func == (lhs: PlacedText, rhs: PlacedText) -> Bool {
    lhs.text == rhs.text && lhs.frame == rhs.frame && lhs.isGlyph == rhs.isGlyph
      && lhs.fontSize.isSameValue(as: rhs.fontSize) && lhs.isBold == rhs.isBold
      && lhs.color == rhs.color
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(frame)
    hasher.combine(isGlyph)
    hasher.combine(fontSize.sameValueHash)
    hasher.combine(isBold)
    hasher.combine(color)
  }
}
