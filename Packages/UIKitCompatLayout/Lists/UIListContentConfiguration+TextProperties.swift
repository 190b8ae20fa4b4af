#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UIListContentConfiguration {
  /// How the text or the secondary text of a list row looks.
  ///
  /// Mirrors UIKit's `UIListContentConfiguration.TextProperties`: the font and number of
  /// lines size a row (rule 40); the colour and alignment are kept for a renderer to draw.
  /// Departures: no `lineBreakMode` (`NSLineBreakMode` is UIKit's, not Foundation's on
  /// Linux) or `transform`.
  public struct TextProperties: Hashable, Sendable {
    /// How lines of text line up.
    ///
    /// Mirrors UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
      /// Along the leading edge, as the writing direction reads.
      case natural = 0
      /// Centred.
      case center = 1
      /// Spread to both edges, the last line natural.
      case justified = 2
    }

    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// The most lines shown; 0, the default, means no limit.
    public var numberOfLines = 0
    /// How the lines line up; natural by default.
    public var alignment: TextAlignment = .natural
    /// Whether the font follows the content size category; true by default, as in UIKit.
    public var adjustsFontForContentSizeCategory = true
    /// A change made to ``color`` before it is drawn, or `nil`.
    public var colorTransformer: UIConfigurationColorTransformer?

    /// The colour drawn: ``color`` changed by the ``colorTransformer``, UIKit's
    /// `resolvedColor()`.
    ///
    /// - Complexity: that of the transformer.
    public func resolvedColor() -> UIColor {
      colorTransformer?(color) ?? color
    }

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }
  }
}
#endif
