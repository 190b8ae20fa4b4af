#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The sample's `ConferenceNewsController`: the news items the Conference News Feed shows,
/// made once, each with an identity of its own.
///
/// ```swift
/// ConferenceNewsController().items.first?.title  // "Meetup Sign-Ups Are Open"
/// ```
public final class ConferenceNewsController: NSObject {
  /// A news item: a title, the day it was posted and a body.
  public struct NewsFeedItem: Hashable, Sendable {
    /// The headline.
    public let title: String
    /// The day posted, at midnight of the current calendar.
    public let date: Date
    /// The text under the headline.
    public let body: String
    /// What tells two items apart: every item is its own.
    public let identifier = UUID()

    /// Items are hashed by identity alone.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// An item posted on the day of `date`.
    public init(title: String, date: DateComponents, body: String) {
      self.title = title
      // Port: lint refuses force unwraps; a day that does not exist (none here) is the
      // reference date.
      self.date =
        DateComponents(
          calendar: Calendar.current,
          year: date.year,
          month: date.month,
          day: date.day
        ).date ?? Date(timeIntervalSinceReferenceDate: 0)
      self.body = body
    }
  }

  /// The items, newest announcements first, made on first use.
  public lazy var items: [NewsFeedItem] = {
    return itemsInternal()
  }()
}

extension ConferenceNewsController {
  // Port: our own news items, five as in the sample, for the sample's.
  func itemsInternal() -> [NewsFeedItem] {
    return [
      NewsFeedItem(
        title: "Meetup Sign-Ups Are Open",
        date: DateComponents(year: 2024, month: 4, day: 2),
        body: "Sign up by Friday to save a seat at the autumn meetup in the old town hall."),
      NewsFeedItem(
        title: "Student Grants Announced",
        date: DateComponents(year: 2024, month: 4, day: 9),
        body: """
          Students who build something small and clever can apply for a grant that pays \
          their ticket and travel. Send your project by the end of the month.
          """),
      NewsFeedItem(
        title: "Talks Now Have Captions",
        date: DateComponents(year: 2024, month: 5, day: 20),
        body: "Every recorded talk now comes with captions in four more languages."),
      NewsFeedItem(
        title: "Lunch on the Terrace",
        date: DateComponents(year: 2024, month: 6, day: 3),
        body: "Bring your plate outside: the terrace opens at noon on every day of the event."),
      NewsFeedItem(
        title: "Step Challenge Results",
        date: DateComponents(year: 2024, month: 6, day: 7),
        body: """
          Thanks to everyone who walked with us all week. Badges for every finisher are \
          waiting at the front desk until five in the afternoon.
          """),
    ]
  }
}
#endif
