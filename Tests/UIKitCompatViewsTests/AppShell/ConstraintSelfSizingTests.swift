#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A cell whose content view's constraints hold a label sizes itself, as an iOS cell does,
/// with no sizing code of its own (issue 22 §1, §3).
@Suite struct ConstraintSelfSizingTests {
  /// A cell of one wrapping label pinned 11 pt from the top and bottom and 16 pt from the
  /// sides of its content view, as real apps' self-sizing cells are made.
  final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 20)
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
      ])
    }

    required init?(coder: NSCoder) {
      nil
    }
  }

  static func screen(
    itemSize: NSCollectionLayoutSize, horizontal: Bool, texts: [String], width: CGFloat = 122
  ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let group =
      horizontal
      ? NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
      : NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, text in
      cell.label.text = text
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, text in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(texts)
    dataSource.applySnapshotUsingReloadData(snapshot)
    return (collectionView, dataSource)
  }

  @Test func listRowsTakeTheHeightOfTheirWrappedText() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    // 122 pt rows leave 90 pt for the text: 10 characters of 9 pt per line.
    let (collectionView, dataSource) = Self.screen(
      itemSize: size, horizontal: false, texts: ["one", "aaaa bbbb cccc", "x"])
    collectionView.layoutIfNeeded()
    let line = (UIFont.systemFont(ofSize: 20).lineHeight * 3).rounded(.up) / 3
    let twoLines = (2 * UIFont.systemFont(ofSize: 20).lineHeight * 3).rounded(.up) / 3
    let frames = (0..<3).map {
      collectionView.collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames[0]?.height == 22 + line)
    #expect(frames[1]?.height == 22 + twoLines)
    #expect(frames[2]?.minY == 44 + line + twoLines)
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NoteCell
    #expect(cell?.label.frame == CGRect(x: 16, y: 11, width: 90, height: twoLines))
    _ = dataSource
  }

  @Test func chipsTakeTheWidthOfTheirText() {
    let size = NSCollectionLayoutSize(
      widthDimension: .estimated(60), heightDimension: .absolute(40))
    let (collectionView, dataSource) = Self.screen(
      itemSize: size, horizontal: true, texts: ["ab", "abcdef"], width: 390)
    collectionView.layoutIfNeeded()
    let widths = (0..<2).map {
      collectionView.collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: $0, section: 0))?.frame.width
    }
    // Two and six characters of 9 pt, with 16 pt on each side.
    #expect(widths == [50, 86])
    _ = dataSource
  }
}
#endif
