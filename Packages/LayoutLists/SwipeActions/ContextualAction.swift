/// One swipe action as data: what a renderer shows and how it is styled.
///
/// The counterpart of `UIContextualAction`, without the handler: the host asks the list for
/// an item's actions and performs the one the user picks itself.
public struct ContextualAction: Hashable, Sendable {
  /// How the action is drawn.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// An ordinary action.
    case normal
    /// An action that deletes or removes; drawn in red, and the row leaves when it runs.
    case destructive
  }

  /// How the action is drawn.
  public var style: Style
  /// The action's title, or `nil` for an image-only action.
  public var title: String?
  /// The name of the action's image, or `nil` for none.
  public var imageName: String?
  /// The action's background colour; `nil` follows the style (red for destructive).
  public var backgroundColor: ListColor?

  /// An action with a style, title and optional image and colour.
  public init(
    style: Style, title: String?, imageName: String? = nil, backgroundColor: ListColor? = nil
  ) {
    self.style = style
    self.title = title
    self.imageName = imageName
    self.backgroundColor = backgroundColor
  }
}
