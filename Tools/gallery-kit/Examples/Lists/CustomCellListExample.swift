#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's List with Custom Cells: rows of a cell subclass that lays out its own
/// content from its item, a category symbol, a title and a checkmark for done items.
enum CustomCellListExample {
  static let example = Example(
    "List with Custom Cells", slug: "custom-cell-list", category: .lists
  ) { size in
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<ChoreCell, Chore> { cell, _, chore in
      cell.chore = chore
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Chore>(
      collectionView: collectionView
    ) { collectionView, indexPath, chore in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: chore)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Chore>()
    snapshot.appendSections([0])
    snapshot.appendItems(Chore.all)
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: "List with Custom Cells", collectionView: collectionView)
    screen.retained = [dataSource]
    return screen
  }
}

/// An item of the custom-cell list: a made-up chore, its category and whether it is done.
struct Chore: Hashable, Sendable {
  let title: String
  let category: String
  let done: Bool

  static let all: [Chore] = [
    Chore(title: "Water the plants", category: "leaf", done: true),
    Chore(title: "Take out the recycling", category: "arrow.3.trianglepath", done: false),
    Chore(title: "Pay the electricity bill", category: "bolt", done: true),
    Chore(title: "Book the dentist", category: "calendar", done: false),
    Chore(title: "Call grandma", category: "phone", done: false),
    Chore(title: "Fix the bike's brakes", category: "wrench", done: false),
    Chore(title: "Back up the laptop", category: "externaldrive", done: true),
    Chore(title: "Return library books", category: "book", done: false),
  ]
}

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
    content.imageName = Self.symbols[chore.category] ?? "•"
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
