#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// A label or a field of text: AppKit's `NSTextField`, headless. It keeps its text and
/// colour, and measures nothing.
///
/// ```swift
/// let label = NSTextField(labelWithString: "Header for section 0")
/// label.stringValue = "Footer for section 0"
/// ```
open class NSTextField: NSControl {
  /// The colour of the text, `labelColor` by default.
  open var textColor: NSColor? = .labelColor
  /// Whether the user can edit the text, `true` for a field and `false` for a label.
  open var isEditable = true
  /// The text shown while the field is empty.
  open var placeholderString: String?

  /// A label (not editable) showing `stringValue`, as AppKit's `init(labelWithString:)`.
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
    isEditable = false
  }

  /// An editable field showing `stringValue`, as AppKit's `init(string:)`.
  public convenience init(string stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }
}
#endif
