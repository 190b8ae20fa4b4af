#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `ConferenceVideoCell`: a cornflower blue thumbnail across the top, the
/// video's title under it, 10 pt down, and its category at the bottom.
///
/// ```swift
/// let cell = ConferenceVideoCell(frame: CGRect(x: 0, y: 0, width: 318.75, height: 250))
/// cell.titleLabel.text = "A talk"
/// cell.categoryLabel.text = "Short Talks"
/// cell.layoutIfNeeded()
/// ```
public final class ConferenceVideoCell: UICollectionViewCell {
  /// The identifier the sample registers the cell under.
  public static let reuseIdentifier = "video-cell-reuse-identifier"
  /// The thumbnail: a plain colour, as in the sample.
  public let imageView = UIImageView()
  /// The video's title.
  public let titleLabel = UILabel()
  /// The video's category.
  public let categoryLabel = UILabel()

  // Port: the collection view makes cells through `required init(frame:)`.
  /// A cell with its views in place.
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

extension ConferenceVideoCell {
  func configure() {
    imageView.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    categoryLabel.translatesAutoresizingMaskIntoConstraints = false

    contentView.addSubview(imageView)
    contentView.addSubview(titleLabel)
    contentView.addSubview(categoryLabel)

    titleLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
    titleLabel.adjustsFontForContentSizeCategory = true
    categoryLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
    categoryLabel.adjustsFontForContentSizeCategory = true
    categoryLabel.textColor = .placeholderText

    // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
    // they do.
    #if !canImport(QuartzCore)
    imageView.layer.borderColor = UIColor.black.cgColor
    imageView.layer.borderWidth = 1
    imageView.layer.cornerRadius = 4
    #endif
    imageView.backgroundColor = UIColor.cornflowerBlue

    let spacing = CGFloat(10)
    NSLayoutConstraint.activate([
      imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: spacing),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      categoryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
      categoryLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      categoryLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      categoryLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
  }
}
#endif
