#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's `SectionBackgroundDecorationView`: the half-transparent light grey a
/// section's background decoration shows behind its rows.
///
/// ```swift
/// let layout = UICollectionViewCompositionalLayout(section: section)
/// layout.register(
///   SectionBackgroundDecorationView.self, forDecorationViewOfKind: "section-background")
/// ```
public final class SectionBackgroundDecorationView: UICollectionReusableView {
  // Port: the collection view makes its views through `required init(frame:)`.
  /// A background of the sample's colour.
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

extension SectionBackgroundDecorationView {
  func configure() {
    backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
    // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
    // they do.
    #if !canImport(QuartzCore)
    layer.borderColor = UIColor.black.cgColor
    layer.borderWidth = 1
    layer.cornerRadius = 12
    #endif
  }
}
#endif
