#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// A headless label: UIKit's `UILabel`, a view that keeps its text and how it is set, and
/// measures it.
///
/// Its ``intrinsicContentSize`` is the text's size under the headless text model: lines of
/// the font's line height, rounded up to the pixel, as iOS's are, and widths from a
/// character-advance model (0.45 em per character, 0.50 em from semibold up), which can be
/// off by about 10 % per line. A label of ``numberOfLines`` other than 1 wraps at its
/// ``preferredMaxLayoutWidth``, or at the width its constraints give it. Nothing is drawn.
///
/// ```swift
/// let label = UILabel()
/// label.font = UIFont.preferredFont(forTextStyle: .body)
/// label.text = "Wi-Fi"
/// label.intrinsicContentSize  // 38.333 × 20.333: 5 × 0.45 × 17 wide, one 17 pt line tall
/// ```
open class UILabel: UIView {
  /// The text shown, or `nil`.
  open var text: String? {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The font: UIKit's `font`, the 17 pt system font by default. Departure: UIKit's is
  /// `UIFont!`; code setting and reading it compiles the same.
  open var font = UIFont.systemFont(ofSize: 17) {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text's colour, `.label` by default. Kept.
  open var textColor = UIColor.label

  /// Where the lines sit across the label, `.natural` by default. Kept.
  open var textAlignment = NSTextAlignment.natural

  /// How many lines the text may take: 1 by default, 0 for as many as it needs.
  open var numberOfLines = 1 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// How a line that does not fit ends, `.byTruncatingTail` by default. Kept: the
  /// measuring wraps at words.
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail

  /// Whether the font follows the content size category. Kept: headless text has the
  /// default category.
  open var adjustsFontForContentSizeCategory = false

  /// The width a multi-line label wraps at when measured: 0 by default, for the width its
  /// constraints give it.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Whether the label is drawn enabled. Kept.
  open var isEnabled = true

  /// The text's size on one line, or wrapped at ``preferredMaxLayoutWidth``: see the type's
  /// description. Zero without text.
  ///
  /// - Complexity: O(characters in the text).
  open override var intrinsicContentSize: CGSize {
    intrinsicContentSize(forWidth: nil)
  }

  /// The text's size wrapped at `width` when the label wraps and has no
  /// ``preferredMaxLayoutWidth``: the height for the width a constraint layout gave it.
  override func intrinsicContentSize(forWidth width: CGFloat?) -> CGSize {
    let wrapWidth =
      numberOfLines == 1
      ? CGFloat.infinity
      : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : width ?? .infinity
    return TextMeasure(font: font, scale: traitCollection.displayScale)
      .size(of: text ?? "", maximumLines: numberOfLines, width: wrapWidth)
  }
}
#endif
