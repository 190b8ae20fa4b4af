#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `ConferenceNewsFeedCell`: a news item's title, date and body stacked inside
/// the content view's margins, over a 1 pt separator 20 pt below the body, so that the cell
/// sizes itself to its text.
///
/// ```swift
/// let cell = ConferenceNewsFeedCell(frame: CGRect(x: 0, y: 0, width: 355, height: 100))
/// cell.titleLabel.text = "News"
/// cell.showsSeparator = false
/// ```
public final class ConferenceNewsFeedCell: UICollectionViewCell {
  /// The identifier the sample registers the cell under.
  public static let reuseIdentifier = "conference-news-feed-cell-reuseidentifier"
  /// The headline, on as many lines as it needs.
  public let titleLabel = UILabel()
  /// The day posted.
  public let dateLabel = UILabel()
  /// The body, on as many lines as it needs.
  public let bodyLabel = UILabel()
  /// The line under the body.
  public let separatorView = UIView()
  /// Whether the line under the body shows: all but the last item's do.
  public var showsSeparator = true {
    didSet {
      updateSeparator()
    }
  }

  // Port: the collection view makes cells through `required init(frame:)`.
  /// A cell with its labels and separator in place.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  /// Fails: there are no archives headless.
  public required init?(coder: NSCoder) {
    // Port: returns nil where the sample traps, as every headless view does.
    nil
  }
}

extension ConferenceNewsFeedCell {
  func configure() {
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    dateLabel.translatesAutoresizingMaskIntoConstraints = false
    bodyLabel.translatesAutoresizingMaskIntoConstraints = false
    separatorView.translatesAutoresizingMaskIntoConstraints = false

    titleLabel.adjustsFontForContentSizeCategory = true
    dateLabel.adjustsFontForContentSizeCategory = true
    bodyLabel.adjustsFontForContentSizeCategory = true

    titleLabel.numberOfLines = 0
    bodyLabel.numberOfLines = 0

    titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
    dateLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
    bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)

    separatorView.backgroundColor = .placeholderText

    contentView.addSubview(titleLabel)
    contentView.addSubview(dateLabel)
    contentView.addSubview(bodyLabel)
    contentView.addSubview(separatorView)

    let views = [
      "title": titleLabel, "date": dateLabel, "body": bodyLabel, "separator": separatorView,
    ]
    var constraints = [NSLayoutConstraint]()
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[date]", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[body]-|", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[separator]-|", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-[title]-[date]-[body]-20-[separator(==1)]|",
        options: [], metrics: nil, views: views))
    NSLayoutConstraint.activate(constraints)
  }

  func updateSeparator() {
    separatorView.isHidden = !showsSeparator
  }
}
#endif
