#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A round green badge showing a count: the sample's `BadgeView`, a box adopting
/// `NSCollectionViewElement`.
public final class BadgeView: NSBox, NSCollectionViewElement {
  /// What BadgeSupplementaryView.xib holds: a 20 × 20 custom box, corner radius 10, filled
  /// green, with a centred 11 pt label reading "99".
  static func fromNib() -> BadgeView {
    let badge = BadgeView(frame: NSRect(x: 0, y: 0, width: 20, height: 20))
    badge.boxType = .custom
    badge.cornerRadius = 10
    badge.fillColor = NSColor(red: 0, green: 0.98, blue: 0, alpha: 1)
    badge.contentView?.addSubview(NSTextField(labelWithString: "99"))
    return badge
  }
}
#endif
