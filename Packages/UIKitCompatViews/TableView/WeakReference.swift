#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout
/// A weak reference, for a closure that must reach an object made after it: the table
/// view's layout provider reaches the table through one.
final class WeakReference<Object: AnyObject> {
  /// The object, while it lives.
  weak var object: Object?
}
#endif
