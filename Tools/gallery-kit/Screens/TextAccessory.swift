#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A table cell's `accessoryView` the renderer draws as text at the row's trailing edge.
///
/// UIKitCompat has no `UIView`, so a cell's accessory view is any object (rule 33); an
/// example's own control conforms to say how it looks in a terminal.
///
/// ```swift
/// final class Toggle: TextAccessory {
///   var isOn = true
///   var accessoryText: String { isOn ? "[on ]" : "[off]" }
/// }
/// cell.accessoryView = Toggle()  // the row ends in "[on ]"
/// ```
protocol TextAccessory: AnyObject {
  /// What the row shows for the accessory, a few columns wide.
  var accessoryText: String { get }
}
#endif
