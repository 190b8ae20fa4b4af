#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `BadgeSupplementaryView`: a green badge with one body label centred in it
/// by constraints, which Item Badges hangs on an item's top trailing corner.
///
/// ```swift
/// let badge = BadgeSupplementaryView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
/// badge.label.text = "2"
/// badge.layoutIfNeeded()  // the label centred on (10, 10)
/// ```
public final class BadgeSupplementaryView: UICollectionReusableView {
  /// The identifier the sample registers the view under, and the kind its registration
  /// names.
  public static let reuseIdentifier = "badge-reuse-identifier"
  /// The badge's count.
  public let label = UILabel()

  // Port: the collection view makes its views through `required init(frame:)`.
  /// A badge with its label in place.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }

  // Port: views have no `layer` on macOS (Core Animation's), so the border is kept where they
  // do.
  #if !canImport(QuartzCore)
  /// The badge's frame; a change rounds the border anew.
  public override var frame: CGRect {
    didSet {
      configureBorder()
    }
  }
  /// The badge's bounds; a change rounds the border anew.
  public override var bounds: CGRect {
    didSet {
      configureBorder()
    }
  }
  #endif

  /// Fails: there are no archives headless.
  public required init?(coder: NSCoder) {
    // Port: returns nil where the sample traps, as every headless view does.
    nil
  }
}

extension BadgeSupplementaryView {
  func configure() {
    label.translatesAutoresizingMaskIntoConstraints = false
    label.adjustsFontForContentSizeCategory = true
    addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: centerXAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    label.font = UIFont.preferredFont(forTextStyle: .body)
    label.textAlignment = .center
    label.textColor = .black
    backgroundColor = .green
    // Port: views have no `layer` on macOS (Core Animation's), so the border is set where they
    // do.
    #if !canImport(QuartzCore)
    configureBorder()
    #endif
  }

  #if !canImport(QuartzCore)
  func configureBorder() {
    let radius = bounds.width / 2.0
    layer.cornerRadius = radius
    layer.borderColor = UIColor.black.cgColor
    layer.borderWidth = 1.0
  }
  #endif
}
#endif
