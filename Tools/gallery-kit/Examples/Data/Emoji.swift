#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Emoji by category with their Unicode names, the data of the Emoji Explorer examples.
enum Emoji {
  /// One emoji: its character, its name and its category.
  struct Item: Hashable, Sendable {
    let text: String
    let name: String
    let category: Category
  }

  /// The categories, as the sample groups emoji.
  enum Category: String, CaseIterable, Hashable, Sendable {
    case smileys = "Smileys"
    case animals = "Animals"
    case food = "Food"
    case activities = "Activities"
    case travel = "Travel"
    case objects = "Objects"
  }

  static let table: [(Category, [(String, String)])] = [
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
  static let all: [Item] = table.flatMap { category, entries in
    entries.map { Item(text: $0.0, name: $0.1, category: category) }
  }

  /// The emoji of `category`.
  static func items(in category: Category) -> [Item] {
    all.filter { $0.category == category }
  }
}
#endif
