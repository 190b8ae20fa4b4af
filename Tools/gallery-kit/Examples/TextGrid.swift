#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The screen the articles' layout examples share: a `UICollectionView` with the example's
/// layout, numbered ``TextCell``s from a diffable data source, and the sample's title views
/// for the supplementary kinds the layout asks for.
enum TextGrid {
  /// A supplementary kind the layout uses and what its views show.
  enum Supplementary {
    /// Title views reading `text(section)`.
    case title(kind: String, text: (Int) -> String)
  }

  /// A screen titled `title` showing `layout` at `size`, with `sections[s]` items in
  /// section `s` (identifiers counting up across sections, as the sample's), coloured by
  /// `tone`.
  static func screen(
    _ title: String, size: CGSize, layout: UICollectionViewLayout, sections: [Int],
    supplementaries: [Supplementary] = [],
    tone: @escaping (IndexPath) -> UInt8 = { _ in Palette.cell },
    hints: String = ""
  ) -> Screen {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      cell, indexPath, identifier in
      cell.label = "\(identifier)"
      cell.tone = tone(indexPath)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    var titles: [String: UICollectionView.SupplementaryRegistration<TitleSupplementaryView>] = [:]
    for supplementary in supplementaries {
      switch supplementary {
      case .title(let kind, let text):
        titles[kind] = .init(elementKind: kind) { view, _, indexPath in
          view.label.text = text(indexPath.section)
        }
      }
    }
    dataSource.supplementaryViewProvider = { host, kind, indexPath in
      titles[kind].map { host.dequeueConfiguredReusableSupplementary(using: $0, for: indexPath) }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for (section, count) in sections.enumerated() {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(next..<next + count))
      next += count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: title, collectionView: collectionView, hints: hints)
    screen.retained = [dataSource]
    return screen
  }
}
#endif
