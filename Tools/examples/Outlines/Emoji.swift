#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The sample's `Emoji`: a character, its name and its category.
///
/// ```swift
/// let fox = Emoji("🦊", "Fox", category: .nature)
/// String(describing: fox.category)  // "Nature"
/// ```
public struct Emoji: Hashable, Sendable {
  /// A group of emoji, named as a list shows it.
  public struct Category: Hashable, Sendable, CustomStringConvertible {
    /// The category's name, as a list shows it.
    public let name: String

    /// The category named `name`.
    public init(_ name: String) {
      self.name = name
    }

    /// The category's name.
    public var description: String { name }
  }

  /// The character.
  public let text: String
  /// Its name.
  public let title: String
  /// The group the emoji is listed in.
  public let category: Category

  /// The emoji `text`, named `title`, of `category`.
  public init(_ text: String, _ title: String, category: Category) {
    self.text = text
    self.title = title
    self.category = category
  }
}
#endif
