#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's emoji detail screen, written as its `EmojiDetailViewController` is: the
/// emoji large in the middle of the screen and its name below it, placed by constraints.
/// Emoji Explorer pushes it when an emoji is tapped.
///
/// ```swift
/// let detail = EmojiDetailViewController(with: Emoji("🐶", "Dog Face", category: .nature))
/// navigationController.pushViewController(detail, animated: true)
/// detail.emojiLabel?.text  // "🐶"
/// ```
public final class EmojiDetailViewController: UIViewController {
  /// The emoji shown.
  public let emoji: Emoji

  /// A screen for `emoji`.
  public init(with emoji: Emoji) {
    self.emoji = emoji
    super.init(nibName: nil, bundle: nil)
  }

  // Port: fails rather than trapping, as every headless view controller from an archive does.
  /// Fails: there are no archives headless.
  public required init?(coder: NSCoder) {
    return nil
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The emoji, large.
  public private(set) var emojiLabel: UILabel?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The emoji's name.
  public private(set) var emojiDescription: UILabel?

  public override func viewDidLoad() {
    super.viewDidLoad()

    view.backgroundColor = .systemBackground

    let emojiLabel = UILabel()
    emojiLabel.translatesAutoresizingMaskIntoConstraints = false
    emojiLabel.font = .systemFont(ofSize: 60.0)
    self.emojiLabel = emojiLabel

    let emojiDescription = UILabel()
    emojiDescription.translatesAutoresizingMaskIntoConstraints = false
    emojiDescription.font = .preferredFont(forTextStyle: .headline)
    emojiDescription.numberOfLines = 0
    self.emojiDescription = emojiDescription

    view.addSubview(emojiLabel)
    view.addSubview(emojiDescription)

    NSLayoutConstraint.activate([
      emojiLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      emojiDescription.topAnchor.constraint(
        equalToSystemSpacingBelow: emojiLabel.bottomAnchor, multiplier: 1.0),
      emojiLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      emojiDescription.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      emojiDescription.leadingAnchor.constraint(
        greaterThanOrEqualTo: view.readableContentGuide.leadingAnchor),
    ])

    emojiLabel.text = emoji.text
    emojiDescription.text = emoji.title
  }
}
#endif
