#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// An item of the custom-cell list: a made-up chore, its category and whether it is done.
struct Chore: Hashable, Sendable {
  let title: String
  let category: String
  let done: Bool

  static let all: [Chore] = [
    Chore(title: "Water the plants", category: "leaf", done: true),
    Chore(title: "Take out the recycling", category: "arrow.3.trianglepath", done: false),
    Chore(title: "Pay the electricity bill", category: "bolt", done: true),
    Chore(title: "Book the dentist", category: "calendar", done: false),
    Chore(title: "Call grandma", category: "phone", done: false),
    Chore(title: "Fix the bike's brakes", category: "wrench", done: false),
    Chore(title: "Back up the laptop", category: "externaldrive", done: true),
    Chore(title: "Return library books", category: "book", done: false),
  ]
}
#endif
