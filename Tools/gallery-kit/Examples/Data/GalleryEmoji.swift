#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples

extension Emoji.Category {
  static let animals = Emoji.Category("Animals")
}

/// The gallery's emoji by category, with their Unicode names: the data of its Emoji
/// Explorer examples (not the ported screen's table), in six categories of its own.
enum GalleryEmoji {
  /// The categories, in the order the examples list them.
  static let categories: [Emoji.Category] = table.map { $0.0 }

  static let table: [(Emoji.Category, [(String, String)])] = [
    (
      .smileys,
      [
        ("😀", "grinning face"), ("😂", "face with tears of joy"),
        ("😍", "smiling face with heart-eyes"), ("🤔", "thinking face"), ("😴", "sleeping face"),
        ("😎", "smiling face with sunglasses"), ("🥳", "partying face"),
        ("😭", "loudly crying face"),
      ]
    ),
    (
      .animals,
      [
        ("🐶", "dog face"), ("🐱", "cat face"), ("🦊", "fox"), ("🐼", "panda"), ("🐨", "koala"),
        ("🐸", "frog"), ("🐧", "penguin"), ("🦉", "owl"),
      ]
    ),
    (
      .food,
      [
        ("🍎", "red apple"), ("🍌", "banana"), ("🍕", "pizza"), ("🍣", "sushi"),
        ("🥐", "croissant"), ("🍩", "doughnut"), ("🧀", "cheese wedge"), ("🍉", "watermelon"),
      ]
    ),
    (
      .activities,
      [
        ("⚽", "soccer ball"), ("🏀", "basketball"), ("🎾", "tennis"), ("🎳", "bowling"),
        ("🎯", "bullseye"), ("🎲", "game die"), ("🎸", "guitar"), ("🏓", "ping pong"),
      ]
    ),
    (
      .travel,
      [
        ("🚗", "automobile"), ("🚀", "rocket"), ("🚲", "bicycle"), ("🚂", "locomotive"),
        ("🚢", "ship"), ("🗽", "Statue of Liberty"), ("🏰", "castle"), ("🌋", "volcano"),
      ]
    ),
    (
      .objects,
      [
        ("💡", "light bulb"), ("📷", "camera"), ("🔑", "key"), ("📚", "books"),
        ("⏰", "alarm clock"), ("💎", "gem stone"), ("🔭", "telescope"), ("🧭", "compass"),
      ]
    ),
  ]

  /// Every emoji, category by category.
  static let all: [Emoji] = table.flatMap { category, entries in
    entries.map { Emoji($0.0, $0.1, category: category) }
  }

  /// The emoji of `category`.
  ///
  /// - Complexity: O(n) for n emoji.
  static func items(in category: Emoji.Category) -> [Emoji] {
    all.filter { $0.category == category }
  }
}
#endif
