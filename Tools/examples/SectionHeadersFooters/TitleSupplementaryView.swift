#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `TitleSupplementaryView`: a header or footer of one title label pinned
/// 10 pt inside it by constraints, so that it sizes itself to its text.
///
/// ```swift
/// let header = TitleSupplementaryView(frame: CGRect(x: 0, y: 0, width: 355, height: 44))
/// header.label.text = "Section 0"
/// header.systemLayoutSizeFitting(header.bounds.size).height  // 44: 10 + one 24 pt line + 10
/// ```
public final class TitleSupplementaryView: UICollectionReusableView {
  /// The title.
  public let label = UILabel()
  /// The identifier the sample registers the view under.
  public static let reuseIdentifier = "title-supplementary-reuse-identifier"

  // Port: the collection view makes its views through `required init(frame:)`.
  /// A view with its label in place.
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

extension TitleSupplementaryView {
  func configure() {
    addSubview(label)
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    let inset = CGFloat(10)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
    ])
    label.font = UIFont.preferredFont(forTextStyle: .title3)
  }
}
#endif
