#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A finger that is down on a view: the item it came down on and what lifting it will do.
struct Touch {
  /// What lifting the finger does.
  enum Action: Equatable {
    /// Nothing: the finger hit no item, the item may not be highlighted, or the touch
    /// became a scroll.
    case none
    /// Lifts the highlight of the item and selects or deselects it (rule 31).
    case select(IndexPath)
    /// Expands or collapses the item, an outline header row (rule 35).
    case toggleOutline(IndexPath)
  }

  /// What lifting the finger does.
  var action: Action
}
#endif
