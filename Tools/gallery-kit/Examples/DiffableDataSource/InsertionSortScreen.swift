#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Insertion Sort Visualization: rows of colours, each sorted by hue with
/// insertion sort, a step per snapshot applied with animation. `s` steps every row once,
/// `S` starts or stops sorting on a timer.
final class InsertionSortScreen: Screen {
  static let example = Example(
    "Insertion Sort Visualization", slug: "insertion-sort", category: .diffableDataSource
  ) { size in
    InsertionSortScreen(size: size)
  }

  /// A colour of a row: its hue, and an identity that stays while it moves.
  struct Swatch: Hashable, Sendable {
    let id: Int
    let hue: Double
  }

  /// One row being sorted: its swatches and how far insertion sort got.
  struct Row {
    var swatches: [Swatch]
    var sortedPrefix = 1
    var isSorted: Bool { sortedPrefix >= swatches.count }

    /// Inserts the next swatch where it belongs among the sorted ones.
    mutating func step() {
      guard !isSorted else { return }
      let swatch = swatches.remove(at: sortedPrefix)
      let place = swatches[..<sortedPrefix].firstIndex { $0.hue > swatch.hue } ?? sortedPrefix
      swatches.insert(swatch, at: place)
      sortedPrefix += 1
    }
  }

  static let rowCount = 8
  static let swatchesPerRow = 16
  /// Seconds between two steps while sorting runs.
  static let interval = 0.1

  private let dataSource: UICollectionViewDiffableDataSource<Int, Swatch>
  private(set) var rows: [Row]
  private var running = false
  private var untilStep = 0.0

  init(size: CGSize) {
    rows = (0..<Self.rowCount).map { row in
      Row(
        swatches: (0..<Self.swatchesPerRow).map { index in
          // A made-up shuffle: a fixed permutation per row.
          let position = (index * 7 + row * 5) % Self.swatchesPerRow
          return Swatch(
            id: row * Self.swatchesPerRow + index,
            hue: Double(position) / Double(Self.swatchesPerRow))
        })
    }
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: Self.layout())
    let registration = UICollectionView.CellRegistration<TextCell, Swatch> { cell, _, swatch in
      cell.tone = Palette.hue(swatch.hue)
      cell.label = Self.rank(of: swatch)
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, swatch in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: swatch)
    }
    super.init(
      title: "Insertion Sort Visualization", collectionView: collectionView,
      hints: "s step  S sort")
    apply(animated: false)
  }

  /// A swatch's hue as one character, so the order shows without colour: `0`…`9`, `a`…`f`.
  static func rank(of swatch: Swatch) -> String {
    String(Int((swatch.hue * Double(swatchesPerRow)).rounded()), radix: 16)
  }

  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / CGFloat(swatchesPerRow)),
          heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      return section
    }
  }

  private func apply(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Swatch>()
    for (index, row) in rows.enumerated() {
      snapshot.appendSections([index])
      snapshot.appendItems(row.swatches, toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
  }

  /// Whether every row is sorted.
  var isSorted: Bool { rows.allSatisfy(\.isSorted) }

  private func step() {
    for index in rows.indices { rows[index].step() }
    apply(animated: true)
  }

  override func handle(_ key: Key) -> Bool {
    switch key {
    case .character("s"):
      step()
    case .character("S"):
      running.toggle()
      untilStep = 0
    default:
      return false
    }
    return true
  }

  override func advance(by seconds: Double) {
    guard running else { return }
    untilStep -= seconds
    while untilStep <= 0, running {
      step()
      untilStep += Self.interval
      if isSorted { running = false }
    }
  }

  override var isBusy: Bool { running }
}
#endif
