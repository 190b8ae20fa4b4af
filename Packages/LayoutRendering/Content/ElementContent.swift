import LayoutGeometry

/// What a view shows, for a picture that looks like the screen rather than a wireframe: its
/// text, secondary text, symbol and accessories, its background and how its text is set.
///
/// A renderer draws an element that has content in place of its numbered box. The
/// arrangement says where the text goes; the initializer gives each arrangement the look of
/// its UIKit counterpart in the light appearance (decided from UIKit's defaults: 17 pt body
/// text, 15 pt secondary text in secondary label grey, 16 pt margins), and every value can
/// be changed after. A picture loads no fonts: text that does not fit is cut and ended with
/// `…` by a fixed advance per character (0.55 em for ASCII, 1.2 em for emoji and symbols),
/// so it may be cut a little earlier or later than a device would. Text a layout placed and
/// wrapped (``placedTexts``) is drawn at its frames instead (``PlacedText``).
///
/// ```swift
/// var row = ElementContent(.row, text: "Wi-Fi")
/// row.secondaryText = "Home"
/// row.secondaryTextIsBelow = false  // a value cell: the secondary text on the trailing side
/// row.accessories = ["›"]
/// let badge = ElementContent(.badge, text: "3")
/// var tile = ElementContent(.tile, text: "7")
/// tile.borderColor = RenderColor(red: 0, green: 0, blue: 0)  // a 1 pt black border
/// tile.borderWidth = 1
/// ```
public struct ElementContent: Hashable, Sendable {
  /// Where an element's text goes.
  public enum Arrangement: Hashable, Sendable {
    /// A list row: symbol, text and secondary text from the leading margin, accessories at
    /// the trailing one, the text centred vertically.
    case row
    /// A tile: one label centred on a filled box.
    case tile
    /// A header or footer: its text from the leading margin, centred vertically.
    case header
    /// A badge: its text centred on a capsule.
    case badge
    /// A background: only its fill, behind what it decorates.
    case background
  }

  /// Which corners a background rounds.
  public struct Corners: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt8
    /// Corners from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The two top corners.
    public static let top = Corners(rawValue: 1)
    /// The two bottom corners.
    public static let bottom = Corners(rawValue: 2)
    /// All four corners.
    public static let all: Corners = [.top, .bottom]
  }

  /// Where the text goes.
  public var arrangement: Arrangement
  /// The main text; empty for none.
  public var text: String
  /// The secondary text; empty for none.
  public var secondaryText: String
  /// Whether the secondary text goes below the text (a subtitle) rather than on the
  /// trailing side (a value cell).
  public var secondaryTextIsBelow = true
  /// A glyph shown before the text, standing for the view's image; empty for none.
  public var symbol = ""
  /// The glyphs of the trailing accessories, leading first.
  public var accessories: [String] = []
  /// The background, or `nil` to show what is behind.
  public var fill: RenderColor?
  /// The radius of the background's rounded corners.
  public var cornerRadius = 0.0
  /// Which corners ``cornerRadius`` rounds.
  public var roundedCorners = Corners.all
  /// The colour of the border drawn inside the element's edges over what it shows, as a
  /// Core Animation layer draws its border, or `nil` for none.
  public var borderColor: RenderColor?
  /// The width of the border, in points; 0 (the default) draws none.
  public var borderWidth = 0.0
  /// The colour of the text and the symbol.
  public var textColor: RenderColor
  /// The colour of the secondary text and the accessories.
  public var secondaryTextColor = RenderColor.secondaryLabel
  /// The size of the text, in points.
  public var fontSize: Double
  /// The size of the secondary text, in points.
  public var secondaryFontSize = 15.0
  /// Whether the text is bold.
  public var isBold: Bool
  /// Where the text starts, from the element's leading edge.
  public var leadingInset: Double
  /// Where the accessories end, from the element's trailing edge.
  public var trailingInset: Double
  /// Text at frames of its own, drawn over the arrangement's: the lines and glyphs of views
  /// a layout placed inside the element, which keep to those views' frames.
  public var placedTexts: [PlacedText] = []

  /// Content of `arrangement` showing `text`, with that arrangement's standard look.
  ///
  /// | arrangement | text | fill | corners |
  /// |---|---|---|---|
  /// | `row` | 17 pt label black, from 16 pt | none | none |
  /// | `tile` | 17 pt bold black, centred | system grey 5 | 8 pt |
  /// | `header` | 17 pt bold black, from 16 pt | none | none |
  /// | `badge` | 12 pt bold white, centred | system red | a capsule |
  /// | `background` | none | system grey 6 | 12 pt |
  public init(_ arrangement: Arrangement, text: String = "") {
    self.arrangement = arrangement
    self.text = text
    self.secondaryText = ""
    textColor = .label
    fontSize = 17
    isBold = arrangement == .tile || arrangement == .header || arrangement == .badge
    leadingInset = arrangement == .row || arrangement == .header ? 16 : 0
    trailingInset = leadingInset
    switch arrangement {
    case .row, .header:
      fill = nil
    case .tile:
      fill = RenderColor(systemColorNamed: "systemGray5")
      cornerRadius = 8
    case .badge:
      fill = RenderColor(systemColorNamed: "systemRed")
      textColor = RenderColor(red: 0xff, green: 0xff, blue: 0xff)
      fontSize = 12
    case .background:
      fill = RenderColor(systemColorNamed: "systemGray6")
      cornerRadius = 12
    }
  }
}

extension ElementContent {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is
  /// reflexive) and −0 matching 0.
  public static func == (lhs: ElementContent, rhs: ElementContent) -> Bool {
    lhs.arrangement == rhs.arrangement && lhs.text == rhs.text
      && lhs.secondaryText == rhs.secondaryText
      && lhs.secondaryTextIsBelow == rhs.secondaryTextIsBelow && lhs.symbol == rhs.symbol
      && lhs.accessories == rhs.accessories && lhs.fill == rhs.fill
      && lhs.roundedCorners == rhs.roundedCorners && lhs.borderColor == rhs.borderColor
      && lhs.textColor == rhs.textColor
      && lhs.secondaryTextColor == rhs.secondaryTextColor && lhs.isBold == rhs.isBold
      && lhs.placedTexts == rhs.placedTexts
      && zip(lhs.measures, rhs.measures).allSatisfy { $0.isSameValue(as: $1) }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(arrangement)
    hasher.combine(text)
    hasher.combine(secondaryText)
    hasher.combine(secondaryTextIsBelow)
    hasher.combine(symbol)
    hasher.combine(accessories)
    hasher.combine(fill)
    hasher.combine(roundedCorners)
    hasher.combine(borderColor)
    hasher.combine(textColor)
    hasher.combine(secondaryTextColor)
    hasher.combine(isBold)
    hasher.combine(placedTexts)
    for measure in measures { hasher.combine(measure.sameValueHash) }
  }

  /// The floating-point properties, in one order for `==` and hashing.
  private var measures: [Double] {
    [cornerRadius, borderWidth, fontSize, secondaryFontSize, leadingInset, trailingInset]
  }
}
