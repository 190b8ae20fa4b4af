#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The sample's `ConferenceVideoController`: the collections of videos the Conference
/// Videos screen shows, made once, each video and collection with an identity of its own.
///
/// ```swift
/// ConferenceVideoController().collections.map(\.videos.count)  // [2, 4, 5, 7, 5]
/// ```
public final class ConferenceVideoController {
  /// A video: its title and the category it was filed under.
  public struct Video: Hashable, Sendable {
    /// The title.
    public let title: String
    /// The category.
    public let category: String
    /// What tells two videos apart: every video is its own.
    public let identifier = UUID()

    /// Videos are hashed by identity alone.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
  }

  /// A titled collection of videos: a section of the screen.
  public struct VideoCollection: Hashable, Sendable {
    /// The title, shown above the videos.
    public let title: String
    /// The videos, in order.
    public let videos: [Video]
    /// What tells two collections apart: every collection is its own.
    public let identifier = UUID()

    /// Collections are hashed by identity alone.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
  }

  /// The collections, in the order the screen shows them.
  public var collections: [VideoCollection] {
    return _collections
  }

  /// A controller with its collections made.
  public init() {
    generateCollections()
  }

  fileprivate var _collections = [VideoCollection]()
}

extension ConferenceVideoController {
  // Port: our own collections and videos, of the sample's counts (2, 4, 5, 7 and 5), for
  // the sample's.
  func generateCollections() {
    _collections = [
      VideoCollection(
        title: "Tablets Up Close",
        videos: [
          Video(title: "Making Room on a Bigger Screen", category: "Short Talks"),
          Video(title: "Drawing with a Stylus", category: "Short Talks"),
        ]),
      VideoCollection(
        title: "Phones and Watches",
        videos: [
          Video(title: "Layouts for Every Phone Size", category: "Short Talks"),
          Video(title: "Designing for a Small Round Face", category: "Short Talks"),
          Video(title: "Glanceable Data on the Wrist", category: "Short Talks"),
          Video(title: "Reading Tags over the Air", category: "Short Talks"),
        ]),
      VideoCollection(
        title: "Publishing Your App",
        videos: [
          Video(title: "Store Listing Basics", category: "Publishing"),
          Video(title: "Who Comes Back", category: "Publishing"),
          Video(title: "Numbers That Matter", category: "Publishing"),
          Video(title: "Reading the Dashboard", category: "Publishing"),
          Video(title: "Beta Testing", category: "Publishing"),
        ]),
      VideoCollection(
        title: "Apps on the Wrist",
        videos: [
          Video(title: "What Changed This Year", category: "Meetup 2024"),
          Video(title: "Moving to the New Watch", category: "Short Talks"),
          Video(title: "Planning a Wrist-Sized Experience", category: "Meetup 2023"),
          Video(title: "Tracking a Run", category: "Meetup 2024"),
          Video(title: "Shortcuts on the Watch Face", category: "Meetup 2024"),
          Video(title: "Playing Audio from the Wrist", category: "Meetup 2024"),
          Video(title: "Notifications Worth Sending", category: "Meetup 2024"),
        ]),
      VideoCollection(
        title: "Talking to Your App",
        videos: [
          Video(title: "First Steps with Voice Shortcuts", category: "Meetup 2024"),
          Video(title: "Designing for the Voice", category: "Meetup 2024"),
          Video(title: "New in Voice Intents", category: "Meetup 2023"),
          Video(title: "Great Voice Experiences", category: "Meetup 2023"),
          Video(title: "Suggesting the Right Thing at the Right Time", category: "Meetup 2024"),
        ]),
    ]
  }
}
#endif
