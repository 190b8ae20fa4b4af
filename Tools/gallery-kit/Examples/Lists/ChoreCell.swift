#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The custom cell: it turns its chore into a content configuration and accessories itself,
/// as the sample's cell subclass updates its own configuration from its item.
final class ChoreCell: UICollectionViewListCell {
  var chore: Chore? {
    didSet { updateConfiguration() }
  }

  private func updateConfiguration() {
    guard let chore else { return }
    var content = UIListContentConfiguration.subtitleCell()
    content.text = chore.title
    content.secondaryText = chore.done ? "done" : "to do"
    content.image = UIImage(named: Self.symbols[chore.category] ?? "•")
    contentConfiguration = content
    accessories = chore.done ? [.checkmark()] : [.disclosureIndicator()]
  }

  /// Look-alikes of the SF Symbols the chores name.
  static let symbols = [
    "leaf": "❦", "arrow.3.trianglepath": "♻", "bolt": "ϟ", "calendar": "▦", "phone": "☎",
    "wrench": "⚒", "externaldrive": "▭", "book": "▥",
  ]

  override func prepareForReuse() {
    super.prepareForReuse()
    chore = nil
  }
}
#endif
