#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `ListCell`: a row of one body label, a chevron at the trailing side and a
/// hairline separator at the bottom, all placed by constraints on the content view.
///
/// ```swift
/// let cell = ListCell(frame: CGRect(x: 0, y: 0, width: 355, height: 44))
/// cell.label.text = "0,1"
/// cell.layoutIfNeeded()  // label (10, 10, 312, 24), chevron (332, 12, 13, 20)
/// ```
public final class ListCell: UICollectionViewCell {
  /// The identifier the sample registers the cell under.
  public static let reuseIdentifier = "list-cell-reuse-identifier"
  /// The row's text.
  public let label = UILabel()
  /// The chevron at the trailing side.
  public let accessoryImageView = UIImageView()
  /// The line along the bottom, inset as the label is.
  public let seperatorView = UIView()

  // Port: the collection view makes cells through `required init(frame:)`.
  /// A row with its label, chevron and separator in place.
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

extension ListCell {
  func configure() {
    seperatorView.translatesAutoresizingMaskIntoConstraints = false
    seperatorView.backgroundColor = .lightGray
    contentView.addSubview(seperatorView)

    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    label.font = UIFont.preferredFont(forTextStyle: .body)
    contentView.addSubview(label)

    accessoryImageView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(accessoryImageView)

    selectedBackgroundView = UIView()
    selectedBackgroundView?.backgroundColor = UIColor.lightGray.withAlphaComponent(0.3)

    // The chevron points the way the text reads.
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let chevronImageName = rtl ? "chevron.left" : "chevron.right"
    let chevronImage = UIImage(systemName: chevronImageName)
    accessoryImageView.image = chevronImage
    accessoryImageView.tintColor = UIColor.lightGray.withAlphaComponent(0.7)

    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
      label.trailingAnchor.constraint(equalTo: accessoryImageView.leadingAnchor, constant: -inset),

      accessoryImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      accessoryImageView.widthAnchor.constraint(equalToConstant: 13),
      accessoryImageView.heightAnchor.constraint(equalToConstant: 20),
      accessoryImageView.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -inset),

      seperatorView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      seperatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      seperatorView.trailingAnchor.constraint(
        equalTo: contentView.trailingAnchor, constant: -inset),
      seperatorView.heightAnchor.constraint(equalToConstant: 0.5),
    ])
  }
}
#endif
