#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation

/// What a text field tells as its text is edited: AppKit's `NSControlTextEditingDelegate`
/// and `NSTextFieldDelegate`, of which a headless field calls `controlTextDidChange(_:)`.
public protocol NSTextFieldDelegate: AnyObject {
  /// The field's text changed; `obj.object` is the field.
  func controlTextDidChange(_ obj: Notification)
}

extension NSTextFieldDelegate {
  /// Does nothing, as the method is optional in AppKit.
  public func controlTextDidChange(_ obj: Notification) {}
}

/// What a search field tells: AppKit's `NSSearchFieldDelegate`.
public protocol NSSearchFieldDelegate: NSTextFieldDelegate {}

extension NSControl {
  /// Posted as a control's text changes: AppKit's `NSControl.textDidChangeNotification`.
  public static let textDidChangeNotification = Notification.Name(
    "NSControlTextDidChangeNotification")
}

/// A field to type a search in: AppKit's `NSSearchField`, headless.
///
/// A test types as a user does, one character at a time, and the delegate hears of each:
///
/// ```swift
/// searchField.type("mou")  // controlTextDidChange three times: "m", "mo", "mou"
/// searchField.deleteBackward()  // once more: "mo"
/// ```
open class NSSearchField: NSTextField {
  /// Told as the text changes; held weakly.
  open weak var delegate: (any NSSearchFieldDelegate)?

  /// Types `text` at the end, one character at a time, telling the delegate after each.
  ///
  /// - Complexity: O(n) delegate calls for n characters.
  public func type(_ text: String) {
    for character in text {
      stringValue.append(character)
      textDidChange()
    }
  }

  /// Deletes the last `count` characters one at a time, telling the delegate after each;
  /// an empty field stays empty and tells nothing.
  ///
  /// - Complexity: O(count) delegate calls.
  public func deleteBackward(count: Int = 1) {
    for _ in 0..<max(count, 0) where !stringValue.isEmpty {
      stringValue.removeLast()
      textDidChange()
    }
  }

  private func textDidChange() {
    delegate?.controlTextDidChange(
      Notification(name: NSControl.textDidChangeNotification, object: self))
  }
}
#endif
