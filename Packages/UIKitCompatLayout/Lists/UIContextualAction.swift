#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import LayoutLists

/// One swipe action: its style, title, image and colour, and what it does.
///
/// Mirrors UIKit's `UIContextualAction`, a class. The image and the colour are inert
/// ``UIImage`` and ``UIColor`` values that reach the core as the image's name and the
/// colour's `ListColor`. Departures: ``backgroundColor`` is optional where UIKit's is
/// implicitly unwrapped (`nil` follows the style, as assigning `nil` does in UIKit), and the
/// handler's second argument, UIKit's source view, is `nil` headless (`AnyObject?`, so
/// UIKit's `{ action, sourceView, completion in … }` closures compile).
public final class UIContextualAction {
  /// How the action is drawn.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// An ordinary action.
    case normal = 0
    /// An action that deletes or removes.
    case destructive = 1
  }

  /// Runs the action: receives the action, the source view (`nil` headless) and a
  /// completion to call with whether the action was performed.
  public typealias Handler = (UIContextualAction, AnyObject?, @escaping (Bool) -> Void) -> Void

  /// How the action is drawn.
  public let style: Style
  /// The action's title.
  public var title: String?
  /// The action's image, or `nil` for none.
  public var image: UIImage?
  /// The action's background colour; `nil` follows the style.
  public var backgroundColor: UIColor?
  /// What the action does.
  public let handler: Handler

  /// An action with a style, a title and a handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
  }

  /// Runs the handler as a swipe would, with no source view; `completion` receives what the
  /// handler reports.
  public func perform(completion: @escaping (Bool) -> Void) {
    handler(self, nil, completion)
  }

  /// The core action this object describes, read now.
  public var core: ContextualAction {
    ContextualAction(
      style: style == .destructive ? .destructive : .normal, title: title, imageName: image?.name,
      backgroundColor: backgroundColor?.core)
  }
}
#endif
