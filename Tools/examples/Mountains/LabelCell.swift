#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `LabelCell`: a cell of one body label, 10 pt in from the sides of its
/// content view and centred across it by constraints, as Mountains Search shows each name.
///
/// ```swift
/// let cell = LabelCell(frame: CGRect(x: 0, y: 0, width: 172.5, height: 32))
/// cell.label.text = "Matterhorn"
/// cell.layoutIfNeeded()  // cell.label.frame: (10, 5.833, 152.5, 20.333)
/// ```
public final class LabelCell: UICollectionViewCell {
  /// The identifier the sample registers the cell under.
  public static let reuseIdentifier = "label-cell-reuse-identifier"
  /// The cell's text.
  public let label = UILabel()

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

extension LabelCell {
  func configure() {
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
    // they do.
    #if !canImport(QuartzCore)
    contentView.layer.borderColor = UIColor.black.cgColor
    contentView.layer.borderWidth = 1
    #endif
    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }
}
#endif
