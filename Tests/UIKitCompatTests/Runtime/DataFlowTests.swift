#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// The two paths CONTRIBUTING draws file by file: one self-sizing cell followed from the
/// data source through an `apply` that moves it to its frame on screen, and one tap followed
/// from a point to `didSelectItemAt`.
@Suite struct DataFlowTests {
  /// A note whose cell is 44 pt tall per line of its text.
  final class NoteCell: UICollectionViewCell {
    var text = ""
    var measured = 0

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      measured += 1
      layoutAttributes.size.height = CGFloat(text.split(separator: "\n").count) * 44
      return layoutAttributes
    }
  }

  /// Records the items the user selected.
  final class Selections: UICollectionViewDelegate {
    var selected: [IndexPath] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  /// A screen of notes in rows estimated 44 pt tall, 375 × 600.
  final class Notes {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let delegate = Selections()

    init() {
      let row = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let layout = UICollectionViewCompositionalLayout(
        section: NSCollectionLayoutSection(
          group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])))
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
      let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
        cell.text = note
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, note in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: note)
      }
      collectionView.delegate = delegate
    }

    func show(_ notes: [String]) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(notes)
      dataSource.apply(snapshot)
    }
  }

  static let tall = "three\nline\nnote"
}

extension DataFlowTests {
  @Test func aSelfSizingCellKeepsItsMeasuredHeightWhereAnApplyMovesIt() throws {
    let screen = Notes()
    screen.show(["a", "b", Self.tall])
    screen.collectionView.layoutIfNeeded()
    let cell = try #require(screen.collectionView.cellForItem(at: [0, 2]) as? NoteCell)
    #expect(cell.frame == CGRect(x: 0, y: 88, width: 375, height: 132))
    #expect(cell.measured == 1)

    screen.show([Self.tall, "a", "b"])
    screen.collectionView.layoutIfNeeded()
    let moved = try #require(screen.collectionView.cellForItem(at: [0, 0]) as? NoteCell)
    #expect(moved.text == Self.tall)
    // The height followed the item (rule 21a): the rows below start after it.
    #expect(moved.frame == CGRect(x: 0, y: 0, width: 375, height: 132))
    #expect(screen.collectionView.cellForItem(at: [0, 1])?.frame.minY == 132)
    #expect(screen.collectionView.contentSize.height == 220)  // 132 + 44 + 44
  }

  @Test func aTapFromAPointReachesDidSelectItemAt() {
    let screen = Notes()
    screen.show(["a", "b", Self.tall])
    screen.collectionView.touchDown(at: CGPoint(x: 200, y: 150))  // inside 88…220
    screen.collectionView.touchUp()
    #expect(screen.delegate.selected == [[0, 2]])
    #expect(screen.dataSource.itemIdentifier(for: [0, 2]) == Self.tall)
  }
}
#endif
