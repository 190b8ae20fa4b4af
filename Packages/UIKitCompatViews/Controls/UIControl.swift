#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// A view that sends actions when the user works it: UIKit's `UIControl`, with the closure
/// spelling of its actions (`addAction(_:for:)`). Target-action with selectors needs the
/// Objective-C runtime: a port passes a ``UIAction`` instead.
///
/// ```swift
/// control.addAction(UIAction { _ in refresh() }, for: .valueChanged)
/// ```
open class UIControl: UIView {
  /// The events a control sends actions for: UIKit's `UIControl.Event`, with its raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits, UIKit's.
    public let rawValue: UInt

    /// The events with `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A finger went down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action ran.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// The actions added, with the events each is sent for, in the order they were added.
  private var actions: [(action: UIAction, events: Event)] = []

  /// Whether the control takes the user's input: UIKit's `isEnabled`.
  open var isEnabled = true

  /// Sends `action` each time one of `events` happens: UIKit's `addAction(_:for:)`.
  public func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  /// Stops sending `action` for `events`: UIKit's `removeAction(_:for:)`.
  public func removeAction(_ action: UIAction, for events: Event) {
    for index in actions.indices.reversed() where actions[index].action === action {
      actions[index].events.subtract(events)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Runs the actions added for any of `events`, in the order they were added, with the
  /// control as their sender: UIKit's `sendActions(for:)`.
  ///
  /// - Complexity: O(actions added).
  open func sendActions(for events: Event) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action.perform(from: self)
    }
  }
}
#endif
