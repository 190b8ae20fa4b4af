#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `TextCell`: a cell of one caption label pinned 10 pt inside its content view
/// by constraints, which the Grid configures per item.
///
/// ```swift
/// let cell = TextCell(frame: CGRect(x: 0, y: 0, width: 75, height: 75))
/// cell.label.text = "7"
/// cell.layoutIfNeeded()  // cell.label.frame: (10, 10, 55, 55)
/// ```
public final class TextCell: UICollectionViewCell {
  /// The cell's text.
  public let label = UILabel()
  /// The identifier the sample registers the cell under.
  public static let reuseIdentifier = "text-cell-reuse-identifier"

  // Port: the collection view makes cells through `required init(frame:)`.
  /// A cell with its label in place.
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

extension TextCell {
  func configure() {
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    contentView.addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .caption1)
    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
    ])
  }
}
#endif
