#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The Emoji Explorer's categories.
extension Emoji.Category {
  /// The emoji used lately.
  public static let recents = Emoji.Category("Recents")
  /// Faces.
  public static let smileys = Emoji.Category("Smileys")
  /// Animals and plants.
  public static let nature = Emoji.Category("Nature")
  /// Food and drink.
  public static let food = Emoji.Category("Food")
  /// Sports and games.
  public static let activities = Emoji.Category("Activities")
  /// Vehicles and places.
  public static let travel = Emoji.Category("Travel")
  /// Things.
  public static let objects = Emoji.Category("Objects")
  /// Signs and symbols.
  public static let symbols = Emoji.Category("Symbols")
}

extension Emoji {
  /// The Emoji Explorer's emoji by category, recents first, as the sample lists its
  /// categories; the emojis are a table of our own, not the sample's.
  public static let explorerTable: [(category: Category, emojis: [Emoji])] =
    explorerEntries.map { category, entries in
      (category, entries.map { Emoji($0.0, $0.1, category: category) })
    }

  private static let explorerEntries: [(Category, [(String, String)])] = [
    (
      .recents,
      [
        ("😂", "Face with Tears of Joy"), ("🍕", "Pizza"), ("🦊", "Fox"), ("🎸", "Guitar"),
        ("✈️", "Airplane"), ("💡", "Light Bulb"), ("❤️", "Red Heart"), ("🌻", "Sunflower"),
        ("🍣", "Sushi"), ("⚽️", "Soccer Ball"),
      ]
    ),
    (
      .smileys,
      [
        ("😀", "Grinning Face"), ("😂", "Face with Tears of Joy"),
        ("😍", "Smiling Face with Heart-Eyes"), ("🤔", "Thinking Face"), ("😴", "Sleeping Face"),
        ("🥳", "Partying Face"),
      ]
    ),
    (
      .nature,
      [
        ("🐶", "Dog Face"), ("🦊", "Fox"), ("🐢", "Turtle"), ("🌵", "Cactus"), ("🌻", "Sunflower"),
        ("🍁", "Maple Leaf"),
      ]
    ),
    (
      .food,
      [
        ("🍎", "Red Apple"), ("🍕", "Pizza"), ("🍣", "Sushi"), ("🥐", "Croissant"),
        ("🍩", "Doughnut"),
      ]
    ),
    (
      .activities,
      [
        ("⚽️", "Soccer Ball"), ("🎸", "Guitar"), ("🎯", "Bullseye"), ("🧩", "Puzzle Piece"),
        ("🎳", "Bowling"),
      ]
    ),
    (
      .travel,
      [
        ("✈️", "Airplane"), ("🚲", "Bicycle"), ("🚂", "Locomotive"), ("⛵️", "Sailboat"),
        ("🗼", "Tokyo Tower"),
      ]
    ),
    (
      .objects,
      [("💡", "Light Bulb"), ("⌚️", "Watch"), ("📷", "Camera"), ("🔑", "Key"), ("📚", "Books")]
    ),
    (
      .symbols,
      [
        ("❤️", "Red Heart"), ("⭐️", "Star"), ("☮️", "Peace Symbol"), ("♻️", "Recycling Symbol"),
        ("✅", "Check Mark Button"),
      ]
    ),
  ]
}
#endif
